import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Paper, Typography } from '@mui/material';
import { ContactButton } from '@site/platform';
import { SUBSCRIBE_PROMPT } from '../data/resources-content';
import { SUBSCRIBE_INTENT } from '../utils/resource-intents';

/** The newsletter invitation: subscribing happens through the contact form's newsletter box. */
export function SubscribePanel() {
  return (
    <Paper
      component="section"
      aria-label="Subscribe"
      variant="outlined"
      sx={{ mt: { xs: 8, md: 12 }, p: { xs: 3, md: 6 }, textAlign: 'center' }}
    >
      <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      <Typography variant="h4" component="h2" sx={{ mb: 1.5, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        {SUBSCRIBE_PROMPT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 620, mx: 'auto', mb: 3 }}>
        {SUBSCRIBE_PROMPT.text}
      </Typography>
      <ContactButton variant="contained" size="large" intent={SUBSCRIBE_INTENT}>
        Subscribe
      </ContactButton>
    </Paper>
  );
}
