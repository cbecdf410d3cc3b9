import { Avatar, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { DEVELOPER_CARD_SKILL_LIMIT, type Developer, developerPath } from '@site/contracts';
import { RatingStars, SkillBadge, StretchedLink } from '@site/platform';
import { SiteImage } from '../../../components/site-image';
import { cardHeight, DEVELOPER_CARD_HEIGHT } from '../../../utils/card-sizes';
import { initials } from '../../../utils/initials';
import { lineClamp } from '../../../utils/line-clamp';
import { ViewAppsButton } from './view-apps-button';

export const DEVELOPER_AVATAR_SIZE = 96;

interface DeveloperCardProps {
  developer: Developer;
  /** Counted from 1: the card's 'Benefit #n' label. */
  benefitNumber: number;
}

/** A developer: the whole card opens the profile (the name is the link); 'View Apps' (a link) scrolls to #services. */
export function DeveloperCard({ developer, benefitNumber }: DeveloperCardProps) {
  const headingId = `developer-${developer.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="developer-card"
      sx={{ height: cardHeight(DEVELOPER_CARD_HEIGHT), display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', flex: 1 }}
      >
        <Chip
          label={`Benefit #${benefitNumber}`}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
        />
        <SiteImage
          src={developer.profileImage}
          alt={`Portrait of ${developer.name}`}
          width={DEVELOPER_AVATAR_SIZE}
          height={DEVELOPER_AVATAR_SIZE}
          sx={{ borderRadius: '50%', mt: 1, mb: 2, bgcolor: 'action.hover' }}
          fallback={
            <Avatar
              role="img"
              aria-label={`Portrait of ${developer.name}`}
              sx={{
                width: DEVELOPER_AVATAR_SIZE,
                height: DEVELOPER_AVATAR_SIZE,
                mt: 1,
                mb: 2,
                fontSize: 32,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {initials(developer.name)}
            </Avatar>
          }
        />
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700, ...lineClamp(1) }}>
          <StretchedLink to={developerPath(developer.id)}>{developer.name}</StretchedLink>
        </Typography>
        <Typography color="primary" variant="body2" sx={{ fontWeight: 600, mb: 1, ...lineClamp(1) }}>
          {developer.title}
        </Typography>
        <RatingStars rating={developer.rating} reviewCount={developer.reviewCount} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, ...lineClamp(4) }}>
          {developer.description}
        </Typography>
        <Box
          component="ul"
          aria-label="Skills"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            alignContent: 'flex-start',
            gap: 0.75,
            height: 56,
            overflow: 'hidden',
          }}
        >
          {developer.skills.slice(0, DEVELOPER_CARD_SKILL_LIMIT).map((skill) => (
            <li key={skill}>
              <SkillBadge skill={skill} />
            </li>
          ))}
        </Box>
        {/* At the card's foot: a link to #services that the browser follows (Space too, by the shell's controls). */}
        <Box sx={{ mt: 'auto', width: '100%' }}>
          <ViewAppsButton developerName={developer.name} />
        </Box>
      </CardContent>
    </Card>
  );
}
