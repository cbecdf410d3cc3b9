import { Grid, Typography } from '@mui/material';
import { CardSkeleton, LoadError, visuallyHidden } from '@site/platform';
import type { ReactNode } from 'react';

const CELL_SIZE = { xs: 12, md: 6 } as const;
const PLACEHOLDER_COUNT = 2;
const PLACEHOLDERS = Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => `placeholder-${index}`);

interface TabListPanelProps<Item extends { id: string }> {
  /** The panel's heading, for screen readers: the tab above already says it to the eye. */
  heading: string;
  /** What failed to load, in the error: 'projects'. */
  what: string;
  items: readonly Item[] | undefined;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  placeholderHeight: number;
  placeholderWithImage?: boolean;
  renderItem: (item: Item) => ReactNode;
}

/** A tab that lists what one read returned: placeholders, then the cards, the empty text or a retry. */
export function TabListPanel<Item extends { id: string }>({
  heading,
  what,
  items,
  isError,
  onRetry,
  emptyText,
  placeholderHeight,
  placeholderWithImage = false,
  renderItem,
}: TabListPanelProps<Item>) {
  let body: ReactNode;
  if (items && items.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  } else if (items) {
    body = (
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Grid key={item.id} size={CELL_SIZE} component="li">
            {renderItem(item)}
          </Grid>
        ))}
      </Grid>
    );
  } else if (isError) {
    body = <LoadError what={what} onRetry={onRetry} />;
  } else {
    body = (
      <Grid container spacing={3} aria-busy="true" data-testid="tab-loading">
        {PLACEHOLDERS.map((key) => (
          <Grid key={key} size={CELL_SIZE}>
            <CardSkeleton height={placeholderHeight} withImage={placeholderWithImage} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <>
      <Typography variant="h5" component="h2" sx={visuallyHidden}>
        {heading}
      </Typography>
      {body}
    </>
  );
}
