import { Container } from '@mui/material';
import { Island, staticPart } from '@site/platform';
import { BenefitCards } from '../features/get-apps/components/benefit-cards';
import { ClosingCallToAction } from '../features/get-apps/components/closing-call-to-action';
import { GetAppsHero } from '../features/get-apps/components/get-apps-hero';
import { SolutionsGrid, SolutionsList } from '../features/get-apps/components/solutions-grid';

/**
 * /get-apps: why get apps from us, the solutions ready to deploy, and the ways to start. A static
 * part: its buttons are links. Only where the server could not read the services list are the
 * solutions an island, hydrated when near (they sit below the hero and the benefits).
 */
function GetAppsPage() {
  return (
    <>
      <GetAppsHero />
      <Container
        maxWidth="lg"
        sx={{ py: { xs: 6, md: 10 }, display: 'flex', flexDirection: 'column', gap: { xs: 8, md: 12 } }}
      >
        <BenefitCards />
        <SolutionsGrid
          unready={<Island module="SolutionsList" component={SolutionsList} props={{}} hydrate="visible" />}
        />
        <ClosingCallToAction />
      </Container>
    </>
  );
}

export default staticPart(GetAppsPage);
