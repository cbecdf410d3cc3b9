import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageContainer } from '../ui/page-container';

/** The states QA looks at (the page shows them in this order; dark is the page's own scheme). */
export type PartStateName = 'default' | 'empty' | 'error' | 'loading' | 'long text' | 'not found' | 'sent';

/** One part of a section in one state: its real component with fixture props. */
export interface PartState {
  state: PartStateName;
  render: () => ReactNode;
}

/** A part of a section (an island, a card, a notice) and the states it is shown in. */
export interface SectionPartEntry {
  part: string;
  /** What it is and where the site shows it, in a few words. */
  where: string;
  states: readonly PartState[];
}

export type SectionParts = readonly SectionPartEntry[];

function stateId(part: string, state: string): string {
  return `${part}-${state}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * A section's parts page (`/_parts/<section>`): each part, under its name, in each of its states,
 * rendered on the server like the real pages. A section exposes it as `PartsPage` from its
 * `src/parts.tsx` (docs/decisions/visual-baselines.md).
 */
export function PartsCatalogue({ section, parts }: { section: string; parts: SectionParts }) {
  return (
    <PageContainer>
      <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
        Parts of the {section} section
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Each part in its states, with fixture data. The theme toggle shows them dark.
      </Typography>
      {parts.map((entry) => (
        <Box component="section" key={entry.part} aria-labelledby={stateId(entry.part, 'part')} sx={{ mb: 6 }}>
          <Typography variant="h4" component="h2" id={stateId(entry.part, 'part')}>
            {entry.part}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {entry.where}
          </Typography>
          {entry.states.map(({ state, render }) => (
            <Box
              key={state}
              role="group"
              aria-labelledby={stateId(entry.part, state)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}
            >
              <Typography variant="overline" component="h3" id={stateId(entry.part, state)}>
                {entry.part}: {state}
              </Typography>
              <Divider sx={{ mb: 2 }} />
              {render()}
            </Box>
          ))}
        </Box>
      ))}
    </PageContainer>
  );
}
