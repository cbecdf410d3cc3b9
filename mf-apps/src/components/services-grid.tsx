import { Grid, Typography } from '@mui/material';
import type { Service } from '@site/contracts';
import { CardSkeleton, LoadError, useGetServicesQuery, visuallyHidden } from '@site/platform';
import type { ReactNode } from 'react';

interface ServicesGridProps {
  /** What the cards are, for the loading, empty and error texts: 'apps', 'solutions'. */
  noun: string;
  /** How many placeholders stand in for the cards while the list loads. */
  placeholderCount: number;
  /** The height of a card, so the placeholders take the same room. */
  cardMinHeight: number;
  /** The columns a card takes out of 12, per breakpoint. */
  cardSize: { xs: number; sm?: number; md?: number; lg?: number };
  renderCard: (service: Service) => ReactNode;
  /** Said under the cards once they are there. */
  footnote?: ReactNode;
  /**
   * What stands in for the grid while the list is not there (still loading, or failed). A static
   * page passes the same grid as an island here: the browser then loads the list, or offers the
   * retry, while a page whose list the server read sends no script for its cards.
   */
  unready?: ReactNode;
}

/** The services list as a grid of cards: placeholders while it loads, an error with a retry if the read fails. */
export function ServicesGrid({
  noun,
  placeholderCount,
  cardMinHeight,
  cardSize,
  renderCard,
  footnote,
  unready,
}: ServicesGridProps) {
  const { data: services, isLoading, isError, refetch } = useGetServicesQuery();

  if (unready !== undefined && !services) return unready;

  if (isError) return <LoadError what={noun} onRetry={() => void refetch()} />;

  if (isLoading || !services) {
    return (
      <Grid container spacing={3} aria-busy="true">
        <Typography role="status" sx={visuallyHidden}>
          Loading {noun}...
        </Typography>
        {Array.from({ length: placeholderCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder.
          <Grid key={index} size={cardSize}>
            <CardSkeleton height={cardMinHeight} />
          </Grid>
        ))}
      </Grid>
    );
  }

  if (services.length === 0) {
    return <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>No {noun} available yet.</Typography>;
  }

  return (
    <>
      <Grid container spacing={3}>
        {services.map((service) => (
          <Grid key={service.id} size={cardSize}>
            {renderCard(service)}
          </Grid>
        ))}
      </Grid>
      {footnote ? (
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
          {footnote}
        </Typography>
      ) : null}
    </>
  );
}
