import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { ContactButton } from '@site/platform';
import type { Guide } from '../data/resources-content';
import { guideIntent } from '../utils/resource-intents';

/** A guide: topic, read time, title and summary; a consultant sends it on request. */
export function GuideCard({ guide }: { guide: Guide }) {
  return (
    <Card
      component="article"
      aria-label={guide.title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Chip label={guide.topic} size="small" color="primary" variant="outlined" />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ScheduleOutlinedIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{guide.readMinutes} min read</Typography>
          </Stack>
        </Stack>
        <Typography variant="h6" component="h3" sx={{ mb: 1, lineHeight: 1.35 }}>
          {guide.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {guide.summary}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
        <ContactButton
          size="small"
          variant="outlined"
          intent={guideIntent(guide)}
          aria-label={`Request Guide: ${guide.title}`}
        >
          Request Guide
        </ContactButton>
      </CardActions>
    </Card>
  );
}
