import EmailIcon from '@mui/icons-material/Email';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Avatar, Box, Card, CardContent, IconButton, Typography } from '@mui/material';
import type { TeamMember } from '@site/contracts';
import { SkillBadge } from '@site/platform';
import { SiteImage } from '../../../components/site-image';
import { initials } from '../../../utils/initials';

const PORTRAIT_SIZE = 120;

export function TeamMemberCard({ member }: { member: TeamMember }) {
  const headingId = `team-${member.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="team-member-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, flex: 1 }}
      >
        <SiteImage
          src={member.image}
          alt={`Portrait of ${member.name}`}
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          sx={{ borderRadius: '50%', mb: 1 }}
          fallback={
            <Avatar
              role="img"
              aria-label={`Portrait of ${member.name}`}
              sx={{ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, mb: 1, fontSize: 36, bgcolor: 'secondary.main' }}
            >
              {initials(member.name)}
            </Avatar>
          }
        />
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {member.name}
        </Typography>
        <Typography color="primary" variant="body2" sx={{ fontWeight: 600 }}>
          {member.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {member.bio}
        </Typography>
        <Box
          component="ul"
          aria-label={`${member.name}'s skills`}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 1,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 0.75,
          }}
        >
          {member.skills.map((skill) => (
            <li key={skill}>
              <SkillBadge skill={skill} />
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 1 }}>
          <IconButton
            component="a"
            href={member.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
            color="primary"
          >
            <LinkedInIcon />
          </IconButton>
          <IconButton component="a" href={`mailto:${member.email}`} aria-label={`Email ${member.name}`} color="primary">
            <EmailIcon />
          </IconButton>
        </Box>
      </CardContent>
    </Card>
  );
}
