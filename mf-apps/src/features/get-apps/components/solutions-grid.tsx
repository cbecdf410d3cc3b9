import { Box } from '@mui/material';
import { PRICES_EXCLUDE_NOTE } from '@site/contracts';
import { SectionHeading } from '@site/platform';
import type { ReactNode } from 'react';
import { ServicesGrid } from '../../../components/services-grid';
import { SOLUTION_CARD_MIN_HEIGHT, SolutionCard } from './solution-card';

/** Placeholders while the services list loads: two rows on a desktop. The spec names no count here. */
export const SOLUTION_SKELETON_COUNT = 6;

interface SolutionsListProps {
  /** What stands in for the cards until the list is there (see ServicesGrid); by default placeholders, or an error with a retry. */
  unready?: ReactNode;
}

/** The solutions as cards, from the services list, each with a way to get started. */
export function SolutionsList({ unready }: SolutionsListProps) {
  return (
    <ServicesGrid
      noun="solutions"
      placeholderCount={SOLUTION_SKELETON_COUNT}
      cardMinHeight={SOLUTION_CARD_MIN_HEIGHT}
      cardSize={{ xs: 12, sm: 6, md: 4 }}
      renderCard={(service) => <SolutionCard service={service} />}
      footnote={`${PRICES_EXCLUDE_NOTE} The final price depends on your scope, users and integrations.`}
      unready={unready}
    />
  );
}

/** The solutions ready to deploy: a heading, then the list. */
export function SolutionsGrid({ unready }: SolutionsListProps) {
  return (
    <Box component="section">
      <SectionHeading
        title="Solutions Ready to Deploy"
        subtitle="Start from an app that already works, then shape it around your teams, data and approvals."
      />
      <SolutionsList unready={unready} />
    </Box>
  );
}
