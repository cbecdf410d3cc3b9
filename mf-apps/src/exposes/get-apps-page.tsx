import { Container } from '@mui/material';
import { BenefitCards } from '../features/get-apps/components/benefit-cards';
import { ClosingCallToAction } from '../features/get-apps/components/closing-call-to-action';
import { GetAppsHero } from '../features/get-apps/components/get-apps-hero';
import { SolutionsGrid } from '../features/get-apps/components/solutions-grid';

/** /get-apps: why get apps from us, the solutions ready to deploy, and the ways to start. */
export default function GetAppsPage() {
  return (
    <>
      <GetAppsHero />
      <Container
        maxWidth="lg"
        sx={{ py: { xs: 6, md: 10 }, display: 'flex', flexDirection: 'column', gap: { xs: 8, md: 12 } }}
      >
        <BenefitCards />
        <SolutionsGrid />
        <ClosingCallToAction />
      </Container>
    </>
  );
}
