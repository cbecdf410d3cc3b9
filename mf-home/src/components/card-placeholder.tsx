import { Box, Card, CardContent, Skeleton } from '@mui/material';
import type { ResponsiveHeight } from '../utils/card-sizes';

export type PlaceholderShape = 'avatar' | 'icon' | 'image' | 'quote';

interface CardPlaceholderProps {
  /** The card's height where cards stand side by side, an estimate of it in one column (see card-sizes). */
  height: ResponsiveHeight;
  shape: PlaceholderShape;
  /** For `image`: the height of the card's picture. */
  imageHeight?: number;
}

/** A loading card shaped like the real one (picture, avatar or icon where the card has it). */
export function CardPlaceholder({ height, shape, imageHeight = 180 }: CardPlaceholderProps) {
  return (
    <Card
      data-testid="card-skeleton"
      data-shape={shape}
      aria-hidden
      sx={{ height, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      {shape === 'image' ? <Skeleton variant="rectangular" height={imageHeight} animation="wave" /> : null}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        {shape === 'avatar' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Skeleton variant="circular" width={96} height={96} animation="wave" />
          </Box>
        ) : null}
        {shape === 'icon' ? <Skeleton variant="rounded" width={56} height={56} animation="wave" /> : null}
        {shape === 'quote' ? <Skeleton variant="text" width={120} height={28} animation="wave" /> : null}
        <Skeleton variant="text" width="60%" height={32} animation="wave" />
        <Skeleton variant="text" width="40%" animation="wave" />
        <Skeleton variant="text" animation="wave" />
        <Skeleton variant="text" animation="wave" />
        <Skeleton variant="text" width="80%" animation="wave" />
        {shape === 'quote' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 'auto' }}>
            <Skeleton variant="circular" width={48} height={48} animation="wave" />
            <Skeleton variant="text" width="40%" animation="wave" />
          </Box>
        ) : (
          <Skeleton variant="rounded" height={36} animation="wave" sx={{ mt: 'auto', flexShrink: 0 }} />
        )}
      </CardContent>
    </Card>
  );
}
