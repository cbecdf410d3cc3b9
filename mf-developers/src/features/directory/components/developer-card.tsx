import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import {
  DEVELOPER_CARD_SKILL_LIMIT,
  DEVELOPER_DESCRIPTION_LIMIT,
  type Developer,
  developerPath,
  truncateText,
} from '@site/contracts';
import { RatingStars, StretchedLink } from '@site/platform';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { Portrait } from '../../../components/portrait';
import { SkillList } from '../../../components/skill-list';
import type { DirectoryReturn } from '../../../utils/directory-return';
import { formatHourlyRate } from '../../../utils/hourly-rate';

/** The height every card reaches at least, and its loading placeholder has, so nothing shifts. */
export const DEVELOPER_CARD_MIN_HEIGHT = 372;
const AVATAR_SIZE = 72;

/**
 * One developer in the directory. The whole card opens the profile, through the one link on the
 * name (stretched over the card), so a screen reader hears one link named for the developer. The
 * link remembers the directory's filters, for the profile's way back.
 */
export function DeveloperCard({ developer, fromDirectory }: { developer: Developer; fromDirectory?: DirectoryReturn }) {
  return (
    <Card
      component="article"
      data-testid="developer-card"
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        minHeight: DEVELOPER_CARD_MIN_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        transition: theme.transitions.create(['border-color', 'box-shadow', 'transform']),
        '&:hover': {
          borderColor: 'primary.main',
          boxShadow: `0 8px 24px ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.15)}`,
        },
        '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
      })}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Portrait src={developer.profileImage} name={developer.name} size={AVATAR_SIZE} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              <StretchedLink to={developerPath(developer.id)} state={fromDirectory}>
                {developer.name}
              </StretchedLink>
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              {developer.title}
            </Typography>
          </Box>
        </Stack>
        <RatingStars rating={developer.rating} reviewCount={developer.reviewCount} />
        <Typography variant="body2" color="text.secondary" data-testid="developer-description">
          {truncateText(developer.description, DEVELOPER_DESCRIPTION_LIMIT)}
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <SkillList label="Skills" skills={developer.skills} limit={DEVELOPER_CARD_SKILL_LIMIT} />
        </Box>
      </CardContent>
      <Divider />
      <Box sx={{ px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="hourly-rate">
          {formatHourlyRate(developer.hourlyRate)}
        </Typography>
        <AvailabilityBadge availability={developer.availability} />
      </Box>
    </Card>
  );
}
