import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { FORM_KINDS, FORM_SENT_TEXTS, type FormKind } from '@site/contracts';
import { LinkButton, PageContainer, staticPart } from '@site/platform';

function isFormKind(value: string | undefined): value is FormKind {
  return (FORM_KINDS as readonly (string | undefined)[]).includes(value);
}

/**
 * `/contact/sent` and `/demo/booked`: where a form posted without JavaScript leads once its lead
 * is stored (the site server's 303). The spec's words for a sent form, and nothing of the visitor,
 * so the page is the same for everyone and cached like any other. The route gives the form.
 */
function FormSentPage({ form }: { form?: string }) {
  const sent = FORM_SENT_TEXTS[isFormKind(form) ? form : 'contact'];
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
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
            {sent.description}
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
