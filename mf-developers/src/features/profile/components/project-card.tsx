import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Project } from '@site/contracts';
import { RatingStars } from '@site/platform';
import { SkillList } from '../../../components/skill-list';

export const PROJECT_IMAGE_SIZE = { width: 640, height: 360 } as const;

/** A case study on the Projects tab. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="img"
        src={project.image}
        alt={`Screenshot of ${project.title}`}
        width={PROJECT_IMAGE_SIZE.width}
        height={PROJECT_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
        sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Chip
            label={project.category}
            size="small"
            color="primary"
            variant="outlined"
            data-testid="project-category"
          />
          <RatingStars rating={project.rating} />
        </Stack>
        <Typography variant="h6" component="h3">
          {project.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {project.description}
        </Typography>
        <Box
          sx={(theme) => ({
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            p: 1.5,
            borderRadius: 2,
            bgcolor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.1),
            border: `1px solid ${theme.alpha((theme.vars ?? theme).palette.success.main, 0.3)}`,
          })}
        >
          <TrendingUpIcon aria-hidden fontSize="small" color="success" sx={{ mt: 0.25 }} />
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 700 }}>
              Impact:{' '}
            </Box>
            {project.impact}
          </Typography>
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <SkillList label="Technologies" skills={project.technologies} />
        </Box>
      </CardContent>
    </Card>
  );
}
