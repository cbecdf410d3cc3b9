import { Grid } from '@mui/material';
import { DEMO_LENGTH_TEXT } from '@site/contracts';
import { PageContainer, SectionHeading } from '@site/platform';
import { DemoForm } from '../features/demo/components/demo-form';
import { DemoOverview } from '../features/demo/components/demo-overview';

/** `/demo`: the demo booking page. */
export default function DemoPage() {
  return (
    <PageContainer>
      <SectionHeading
        level="h1"
        title="Book a Demo"
        subtitle={`See AI-augmented Power Platform solutions working on problems like yours: a live session of ${DEMO_LENGTH_TEXT} with one of our consultants.`}
      />
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <DemoForm />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DemoOverview />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
