/// <reference path="../assets.d.ts" />
import { Box, Typography } from '@mui/material';
import { STAR_COUNT } from '@site/contracts';
import starKindsImage from './rating-star-kinds.svg';

interface RatingStarsProps {
  rating: number;
  reviewCount?: number;
  size?: 'small' | 'medium';
}

type StarKind = 'full' | 'half' | 'empty';

function starKind(position: number, rating: number): StarKind {
  if (rating >= position) return 'full';
  if (rating >= position - 0.5) return 'half';
  return 'empty';
}

const STAR_POSITIONS = Array.from({ length: STAR_COUNT }, (_, index) => index + 1);

/** Where each kind sits in the picture of the three (full, half, empty, side by side). */
const KIND_POSITION: Record<StarKind, string> = { full: '0%', half: '50%', empty: '100%' };
/** MUI's icon sizes: the side of a star. */
const STAR_SIZE = { small: '1.25rem', medium: '1.5rem' } as const;

/**
 * The five stars: five empty elements, each showing its kind from one small picture of the three
 * kinds that the browser fetches once and keeps. A row is about 230 bytes of HTML (five `<svg>`
 * icons were 800, five `<use>`s of the sprite 560; the home page draws eighteen rows).
 */
function StarRow({ kinds, size }: { kinds: StarKind[]; size: 'small' | 'medium' }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="rating-stars"
      sx={{
        display: 'inline-flex',
        flexShrink: 0,
        '& > span': {
          width: STAR_SIZE[size],
          height: STAR_SIZE[size],
          backgroundImage: `url("${starKindsImage}")`,
          backgroundSize: '300% 100%',
          backgroundRepeat: 'no-repeat',
        },
        ...Object.fromEntries(
          Object.entries(KIND_POSITION).map(([kind, x]) => [`& > [data-star="${kind}"]`, { backgroundPositionX: x }]),
        ),
      }}
    >
      {kinds.map((kind, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a star's place in the row is its identity
        <span key={index} data-star={kind} />
      ))}
    </Box>
  );
}

/** Always five stars drawn, filled to the rating, with the rating (and reviews) in text. */
export function RatingStars({ rating, reviewCount, size = 'small' }: RatingStarsProps) {
  // Stars and text both follow the rating as written (one decimal), so 4.98 reads and draws as 5.0.
  const shown = Math.round(rating * 10) / 10;
  const label =
    reviewCount === undefined
      ? `Rated ${rating.toFixed(1)} out of ${STAR_COUNT}`
      : `Rated ${rating.toFixed(1)} out of ${STAR_COUNT} from ${reviewCount} reviews`;
  return (
    <Box role="img" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <StarRow kinds={STAR_POSITIONS.map((position) => starKind(position, shown))} size={size} />
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
        {`${rating.toFixed(1)}${reviewCount === undefined ? '' : ` (${reviewCount} reviews)`}`}
      </Typography>
    </Box>
  );
}
