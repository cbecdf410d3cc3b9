import { Grid } from '@mui/material';
import { DEMO_LENGTH_TEXT } from '@site/contracts';
import { Island, PageContainer, SectionHeading, staticPart, useSubmittedForm } from '@site/platform';
import { DemoForm } from '../features/demo/components/demo-form';
import { DemoOverview } from '../features/demo/components/demo-overview';

/**
 * `/demo`: the demo booking page. A static part: the heading and 'What to expect' are HTML; the
 * booking form is the one island (`./DemoForm`), hydrated only when it is sent: its fields are
 * native and take typing and ticks at once, so the page runs no React until then (hydrating it at
 * load blocked a phone for about a second, Lighthouse's TBT 1.2 s; on the first touch, typing
 * waited up to 696 ms for it, issue 34). Text typed and boxes ticked before then stay
 * (useTypedBeforeHydration), an empty form sent is checked by the page itself (checkFormsEarly),
 * and a complete one waits for the island (the page's early-input script).
 */
function DemoPage() {
  // Rendered to answer a post of the form without JavaScript: the form as it was sent.
  const submitted = useSubmittedForm('demo');
  return (
    <PageContainer>
      <SectionHeading
        level="h1"
        title="Book a Demo"
        subtitle={`See AI-augmented Power Platform solutions working on problems like yours: a live session of ${DEMO_LENGTH_TEXT} with one of our consultants.`}
      />
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Island module="DemoForm" component={DemoForm} props={submitted ? { submitted } : {}} hydrate="submit" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DemoOverview />
        </Grid>
      </Grid>
    </PageContainer>
  );
}

/** A part of the route table: given the route's parameters (this one reads none). */
export default staticPart(DemoPage);
