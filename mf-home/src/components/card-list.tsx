import { Box, Grid, Typography } from '@mui/material';
import { HOME_SKELETON_COUNTS } from '@site/contracts';
import { Island, LoadError, type Responsive, visuallyHidden } from '@site/platform';
import type { ReactNode } from 'react';
import { EMPTY_LIST_TEXTS } from '../data/empty-list-texts';
import { useStaticRender } from '../hooks/use-static-render';
import { type CardHeights, placeholderHeight } from '../utils/card-sizes';
import { CardPlaceholder, type PlaceholderShape } from './card-placeholder';
import { FirstFewGrid } from './first-few-grid';
import { LoadErrorReloading } from './load-error-reloading';
import type { ShowAllProps } from './show-all-button';

/** The part of an RTK Query result a card list needs. */
export interface ListQuery<T> {
  data?: T[];
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type GridItemSize = Responsive<number>;

/** The lists the home page reads from the API; each has the number of placeholders the spec gives it. */
export type HomeList = keyof typeof HOME_SKELETON_COUNTS;

/** How a list's cards (and their placeholders) stand in the grid. */
export interface CardLayout {
  /** A card's columns out of 12, per breakpoint: the same for the placeholders and the cards. */
  size: GridItemSize;
  /** How many cards show at first, per breakpoint: whole rows, fewer on a phone. */
  shownFirst: GridItemSize;
  height: CardHeights;
  placeholder: PlaceholderShape;
  /** For an `image` placeholder: the height of the card's picture. */
  imageHeight?: number;
}

interface CardListProps<T extends { id: string }> {
  query: ListQuery<T>;
  /**
   * What is listed: it names the texts ('Loading projects...', "couldn't load the projects",
   * 'No projects available yet.'), the grid's id (`projects-grid`) and the placeholders' count.
   */
  what: HomeList;
  layout: CardLayout;
  /**
   * The button that shows the rest in place: its label, and the band's island that renders the
   * band's cards; without one, a link elsewhere leads to them.
   */
  showAll?: { label: (count: number) => string; island: (props: ShowAllProps) => ReactNode };
  renderCard: (item: T, index: number) => ReactNode;
  testId?: string;
}

/**
 * A list from the API as cards: placeholders the size of the cards while loading, an error with a
 * retry when the read failed (never an endless skeleton), a sentence when the list is empty, and
 * then the first few cards with a way to the rest (FirstFewGrid).
 */
export function CardList<T extends { id: string }>({
  query,
  what,
  layout,
  showAll,
  renderCard,
  testId,
}: CardListProps<T>) {
  const { data, isError, isFetching, refetch } = query;
  const staticRender = useStaticRender();
  if (data) {
    if (data.length === 0) {
      return (
        <Typography align="center" color="text.secondary" sx={{ py: 4 }}>
          {EMPTY_LIST_TEXTS[what]}
        </Typography>
      );
    }
    return (
      <FirstFewGrid
        id={`${what}-grid`}
        testId={testId}
        items={data}
        keyOf={(item) => item.id}
        itemSize={layout.size}
        shownFirst={layout.shownFirst}
        showAll={showAll ? { label: showAll.label(data.length), island: showAll.island } : undefined}
        renderItem={renderCard}
      />
    );
  }
  if (isError && !isFetching) {
    // On the server's static page the list can only come back with the page.
    if (staticRender) {
      return <Island module="LoadErrorReloading" component={LoadErrorReloading} props={{ what }} hydrate="visible" />;
    }
    return <LoadError what={what} onRetry={() => void refetch()} />;
  }
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        Loading {what}...
      </Box>
      <Grid container spacing={3}>
        {Array.from({ length: HOME_SKELETON_COUNTS[what] }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position.
          <Grid key={index} size={layout.size}>
            <CardPlaceholder
              height={placeholderHeight(layout.height)}
              shape={layout.placeholder}
              imageHeight={layout.imageHeight}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
