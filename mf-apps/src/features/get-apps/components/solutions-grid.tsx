import { Box } from '@mui/material';
import { PRICES_EXCLUDE_NOTE } from '@site/contracts';
import { SectionHeading } from '@site/platform';
import { ServicesGrid } from '../../../components/services-grid';
import { SOLUTION_CARD_MIN_HEIGHT, SolutionCard } from './solution-card';

/** Placeholders while the services list loads: two rows on a desktop. The spec names no count here. */
export const SOLUTION_SKELETON_COUNT = 6;

/** The solutions ready to deploy, from the services list, each with a way to get started. */
export function SolutionsGrid() {
  return (
    <Box component="section">
      <SectionHeading
        title="Solutions Ready to Deploy"
        subtitle="Start from an app that already works, then shape it around your teams, data and approvals."
      />
      <ServicesGrid
        noun="solutions"
        placeholderCount={SOLUTION_SKELETON_COUNT}
        cardMinHeight={SOLUTION_CARD_MIN_HEIGHT}
        cardSize={{ xs: 12, sm: 6, md: 4 }}
        renderCard={(service) => <SolutionCard service={service} />}
        footnote={`${PRICES_EXCLUDE_NOTE} The final price depends on your scope, users and integrations.`}
      />
    </Box>
  );
}
