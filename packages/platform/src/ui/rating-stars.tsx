import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import { Box, Typography } from '@mui/material';
import { STAR_COUNT } from '@site/contracts';
import { spriteHrefOf } from './sprite-href';

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
type StarKind = keyof typeof STAR_ICONS;

const STAR_COLOR = '#f5b301';
/** MUI's icon sizes: the height of a star. */
const STAR_HEIGHT = { small: '1.25rem', medium: '1.5rem' } as const;
/** The sprite's symbols are drawn on a 24-unit square. */
const STAR_UNITS = 24;

/**
 * The five stars. Drawn from the build's sprite they are one `<svg>` of five `<use>`s (a card's
 * row was five icons of about 160 bytes each; ninety on the home page); MUI's five icons otherwise.
 */
function StarRow({ kinds, size }: { kinds: StarKind[]; size: 'small' | 'medium' }) {
  const hrefs = kinds.map((kind) => spriteHrefOf(STAR_ICONS[kind]));
  if (hrefs.every((href) => href !== undefined)) {
    return (
      <Box
        component="svg"
        viewBox={`0 0 ${STAR_UNITS * kinds.length} ${STAR_UNITS}`}
        aria-hidden
        data-testid="rating-stars"
        sx={{
          display: 'block',
          height: STAR_HEIGHT[size],
          width: `calc(${kinds.length} * ${STAR_HEIGHT[size]})`,
          color: STAR_COLOR,
          fill: 'currentColor',
          flexShrink: 0,
        }}
      >
        {hrefs.map((href, index) => (
          <use
            // biome-ignore lint/suspicious/noArrayIndexKey: a star's place in the row is its identity
            key={index}
            href={href}
            x={index * STAR_UNITS}
            width={STAR_UNITS}
            height={STAR_UNITS}
            data-star={kinds[index]}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box aria-hidden sx={{ display: 'inline-flex', color: STAR_COLOR }} data-testid="rating-stars">
      {kinds.map((kind, index) => {
        const Icon = STAR_ICONS[kind];
        // biome-ignore lint/suspicious/noArrayIndexKey: a star's place in the row is its identity
        return <Icon key={index} fontSize={size} data-star={kind} />;
      })}
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
        {rating.toFixed(1)}
        {reviewCount === undefined ? '' : ` (${reviewCount} reviews)`}
      </Typography>
    </Box>
  );
}
