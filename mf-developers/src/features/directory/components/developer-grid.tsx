import { Grid } from '@mui/material';
import { DEVELOPER_DIRECTORY_PLACEHOLDERS, type Developer } from '@site/contracts';
import { balancedItemSize, CardSkeleton, renderedWhenNear } from '@site/platform';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { directoryReturnOf } from '../../../utils/directory-return';
import { DEVELOPER_CARD_MIN_HEIGHT, DeveloperCard } from './developer-card';

const CELL_SIZE = { xs: 12, sm: 6, md: 4 };
/** A card is drawn only as it nears the viewport: a page of results is several screens long on a phone. */
const CARD_DRAWN_WHEN_NEAR = renderedWhenNear({ xs: DEVELOPER_CARD_MIN_HEIGHT });
const PLACEHOLDERS = Array.from({ length: DEVELOPER_DIRECTORY_PLACEHOLDERS }, (_, index) => `placeholder-${index}`);

/** The developers shown, the first card wider where the last row would otherwise hold one alone. */
export function DeveloperGrid({ developers }: { developers: readonly Developer[] }) {
  const { search } = useLocation();
  const fromDirectory = useMemo(() => directoryReturnOf(search), [search]);
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {developers.map((developer, index) => (
        <Grid
          key={developer.id}
          size={balancedItemSize(CELL_SIZE, developers.length, index)}
          component="li"
          style={CARD_DRAWN_WHEN_NEAR.style}
          sx={CARD_DRAWN_WHEN_NEAR.sx}
        >
          <DeveloperCard developer={developer} fromDirectory={fromDirectory} />
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
