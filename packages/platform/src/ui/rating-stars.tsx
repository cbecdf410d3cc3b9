import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import { Box, Typography } from '@mui/material';
import { STAR_COUNT } from '@site/contracts';

interface RatingStarsProps {
  rating: number;
  reviewCount?: number;
  size?: 'small' | 'medium';
}

function starKind(position: number, rating: number): 'full' | 'half' | 'empty' {
  if (rating >= position) return 'full';
  if (rating >= position - 0.5) return 'half';
  return 'empty';
}

const STAR_POSITIONS = Array.from({ length: STAR_COUNT }, (_, index) => index + 1);

const STAR_ICONS = { full: StarIcon, half: StarHalfIcon, empty: StarBorderIcon } as const;

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
      <Box aria-hidden sx={{ display: 'inline-flex', color: '#f5b301' }} data-testid="rating-stars">
        {STAR_POSITIONS.map((position) => {
          const kind = starKind(position, shown);
          const Icon = STAR_ICONS[kind];
          return <Icon key={position} fontSize={size} data-star={kind} />;
        })}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
        {rating.toFixed(1)}
        {reviewCount === undefined ? '' : ` (${reviewCount} reviews)`}
      </Typography>
    </Box>
  );
}
