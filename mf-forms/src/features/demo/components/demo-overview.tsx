import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { CONSULTANCY_EMAIL, CONTACT_RESPONSE_PROMISE_HOURS, DEMO_LENGTH_TEXT } from '@site/contracts';

const EXPECTATIONS = [
  'A live walkthrough on Microsoft Teams with a certified Power Platform consultant',
  'Built around your objective, your data and the systems you already use',
  'AI-augmented apps, automated workflows and Power BI reporting shown working, not on slides',
  'Honest advice on licensing, timelines and what to build first',
  'No cost and no obligation',
] as const;

/** What a demo is like, beside the booking form. */
export function DemoOverview() {
  return (
    <Card
      component="aside"
      aria-labelledby="demo-overview-heading"
      sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="demo-overview-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          What to expect
        </Typography>
        <Box sx={{ mb: 2.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2" color="text.secondary">
            Demo length
          </Typography>
          <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {DEMO_LENGTH_TEXT}
          </Typography>
        </Box>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {EXPECTATIONS.map((expectation) => (
            <Stack component="li" key={expectation} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <CheckCircleOutlinedIcon fontSize="small" color="success" aria-hidden="true" sx={{ mt: 0.25 }} />
              <Typography variant="body2">{expectation}</Typography>
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          We will confirm your session within {CONTACT_RESPONSE_PROMISE_HOURS} hours. Questions before then? Write to{' '}
          <Box
            component="a"
            href={`mailto:${CONSULTANCY_EMAIL}`}
            sx={{ color: 'primary.main', wordBreak: 'break-word' }}
          >
            {CONSULTANCY_EMAIL}
          </Box>
          .
        </Typography>
      </CardContent>
    </Card>
  );
}
