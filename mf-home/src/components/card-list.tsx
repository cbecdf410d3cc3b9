import { Box, Grid, Typography } from '@mui/material';
import { LoadError, type Responsive, visuallyHidden } from '@site/platform';
import type { ReactNode } from 'react';
import { type CardHeights, placeholderHeight } from '../utils/card-sizes';
import { CardPlaceholder, type PlaceholderShape } from './card-placeholder';

/** The part of an RTK Query result a list section needs. */
export interface ListQuery<T> {
  data?: T[];
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type GridItemSize = Responsive<number>;

interface QueryStatesProps<T> {
  query: ListQuery<T>;
  /** What is listed, for the loading and error texts: 'developers'. */
  what: string;
  skeleton: { count: number; height: CardHeights; shape: PlaceholderShape; imageHeight?: number };
  /** The grid cell of one card, shared by the placeholders and the cards. */
  itemSize: GridItemSize;
  emptyText: string;
  /** The loaded, non-empty list. */
  children: (items: T[]) => ReactNode;
}

/**
 * A list section's states: placeholders while loading, an error with a retry when the read failed
 * (never an endless skeleton), a sentence when the list is empty, and the list.
 */
export function QueryStates<T>({ query, what, skeleton, itemSize, emptyText, children }: QueryStatesProps<T>) {
  const { data, isError, isFetching, refetch } = query;
  if (data) {
    if (data.length === 0) {
      return (
        <Typography align="center" color="text.secondary" sx={{ py: 4 }}>
          {emptyText}
        </Typography>
      );
    }
    return <>{children(data)}</>;
  }
  if (isError && !isFetching) return <LoadError what={what} onRetry={() => void refetch()} />;
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        Loading {what}...
      </Box>
      <Grid container spacing={3}>
        {Array.from({ length: skeleton.count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position.
          <Grid key={index} size={itemSize}>
            <CardPlaceholder
              height={placeholderHeight(skeleton.height)}
              shape={skeleton.shape}
              imageHeight={skeleton.imageHeight}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
