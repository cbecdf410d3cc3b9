import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatGbp } from '@site/contracts';
import { ContactButton } from '@site/platform';
import type { ResourceTemplate } from '../data/resources-content';
import { templateIntent } from '../utils/resource-intents';

/** A template for sale: category, name, format, what it holds and its price; buying it starts with a message. */
export function TemplateCard({ template }: { template: ResourceTemplate }) {
  return (
    <Card
      component="article"
      aria-label={template.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
        <Chip label={template.category} size="small" color="secondary" variant="outlined" sx={{ mb: 1.5 }} />
        <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
          {template.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {template.format}
        </Typography>
        <Typography variant="body2">{template.description}</Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
        <Stack direction="row" sx={{ width: '100%', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
            {formatGbp(template.priceGbp)}
          </Typography>
          <ContactButton
            variant="contained"
            size="small"
            intent={templateIntent(template)}
            aria-label={`Get Template: ${template.name}`}
          >
            Get Template
          </ContactButton>
        </Stack>
      </CardActions>
    </Card>
  );
}
