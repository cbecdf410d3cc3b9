import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { FORM_KINDS, FORM_SENT_TEXTS, type FormKind } from '@site/contracts';
import { LinkButton, PageContainer, staticPart } from '@site/platform';

/** What happens next, beyond the spec's sentence (nothing of the visitor's). */
const NEXT_STEPS: Record<FormKind, string> = {
  contact:
    'A consultant reads every message and replies by e-mail with next steps and, where it helps, a time for a short call. You can book a live demo or browse our ready-made apps meanwhile.',
  demo: 'A consultant will e-mail you to confirm the date and time and send an invitation to the session on Microsoft Teams. Bring the process or report you would like to see improved.',
};

function isFormKind(value: string | undefined): value is FormKind {
  return (FORM_KINDS as readonly (string | undefined)[]).includes(value);
}

/**
 * `/contact/sent` and `/demo/booked`: where a form posted without JavaScript leads once its lead
 * is stored (the site server's 303). The spec's words for a sent form, and nothing of the visitor,
 * so the page is the same for everyone and cached like any other. The route gives the form.
 */
function FormSentPage({ form }: { form?: string }) {
  const kind = isFormKind(form) ? form : 'contact';
  const sent = FORM_SENT_TEXTS[kind];
  return (
    <PageContainer>
      <Card sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box aria-hidden="true" sx={{ color: 'success.main', mb: 2 }}>
            <CheckCircleOutlinedIcon sx={{ fontSize: 56 }} />
          </Box>
          <Typography variant="h3" component="h1" sx={{ mb: 1.5 }}>
            {sent.title}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 2 }}>
            {sent.description}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {NEXT_STEPS[kind]}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <LinkButton to="/" variant="contained">
              Back to the home page
            </LinkButton>
            <LinkButton to="/apps" variant="outlined">
              Browse our apps
            </LinkButton>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** A part of the route table: given the route's `form` (contact or demo). */
export default staticPart(FormSentPage);
