import { Grid } from '@mui/material';
import { DEVELOPER_DIRECTORY_PLACEHOLDERS, type Developer } from '@site/contracts';
import { CardSkeleton } from '@site/platform';
import { DEVELOPER_CARD_MIN_HEIGHT, DeveloperCard } from './developer-card';

const CELL_SIZE = { xs: 12, sm: 6, md: 4 } as const;
const PLACEHOLDERS = Array.from({ length: DEVELOPER_DIRECTORY_PLACEHOLDERS }, (_, index) => `placeholder-${index}`);

export function DeveloperGrid({ developers }: { developers: readonly Developer[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {developers.map((developer) => (
        <Grid key={developer.id} size={CELL_SIZE} component="li">
          <DeveloperCard developer={developer} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The directory while the list loads: as many placeholders as the spec asks, each the size of a card. */
export function DeveloperGridSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true" data-testid="developer-grid-loading">
      {PLACEHOLDERS.map((key) => (
        <Grid key={key} size={CELL_SIZE}>
          <CardSkeleton height={DEVELOPER_CARD_MIN_HEIGHT} />
        </Grid>
      ))}
    </Grid>
  );
}
