import EmailIcon from '@mui/icons-material/Email';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type Developer, PROFILE_PROJECTS_COMPLETED, PROFILE_RESPONSE_TIME } from '@site/contracts';
import { RatingStars } from '@site/platform';
import { AvailabilityBadge } from '../../../components/availability-badge';
import { Portrait } from '../../../components/portrait';
import { formatHourlyRate } from '../../../utils/hourly-rate';

const PORTRAIT_SIZE = 144;

function firstName(name: string): string {
  return name.split(' ')[0] ?? name;
}

function yearsText(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** Who the developer is, what they cost and how to reach them. */
export function ProfileHeader({ developer }: { developer: Developer }) {
  const facts = [
    { term: 'Hourly rate', value: formatHourlyRate(developer.hourlyRate) },
    { term: 'Experience', value: yearsText(developer.yearsExperience) },
    { term: 'Response time', value: PROFILE_RESPONSE_TIME },
    { term: 'Projects completed', value: PROFILE_PROJECTS_COMPLETED },
  ];
  return (
    <Card component="section" aria-label={`About ${developer.name}`} sx={{ mb: 4 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2.5, sm: 4 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Portrait
            src={developer.profileImage}
            name={developer.name}
            size={PORTRAIT_SIZE}
            shape="rounded"
            lazy={false}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 0.5 }}>
              {developer.name}
            </Typography>
            <Typography variant="h6" component="p" color="primary" sx={{ mb: 1.5 }}>
              {developer.title}
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2.5 }}>
              <RatingStars rating={developer.rating} reviewCount={developer.reviewCount} size="medium" />
              <AvailabilityBadge availability={developer.availability} />
            </Stack>
            <Button variant="contained" href={`mailto:${developer.email}`} startIcon={<EmailIcon aria-hidden />}>
              Contact {firstName(developer.name)}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {developer.email}
            </Typography>
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            gap: 2,
            m: 0,
            mt: { xs: 3, md: 4 },
          }}
        >
          {facts.map(({ term, value }) => (
            <Box
              key={term}
              sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', border: '1px solid', borderColor: 'divider' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
