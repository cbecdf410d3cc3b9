import { Grid } from '@mui/material';
import type { Edition } from '../data/content-types';
import { EditionCard } from './edition-card';
import { PricesNote } from './prices-note';

/** A product's priced editions side by side (one under the other on a phone), with what prices exclude. */
export function EditionGrid({ editions, product }: { editions: readonly Edition[]; product: string }) {
  return (
    <>
      <Grid container spacing={3}>
        {editions.map((edition) => (
          <Grid key={edition.name} size={{ xs: 12, md: 12 / editions.length }}>
            <EditionCard edition={edition} product={product} />
          </Grid>
        ))}
      </Grid>
      <PricesNote />
    </>
  );
}
