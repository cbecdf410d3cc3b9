import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { Project } from '@site/contracts';
import { RatingStars, visuallyHidden } from '@site/platform';
import { cardHeight, PROJECT_CARD_HEIGHT, PROJECT_IMAGE_HEIGHT } from '../../../utils/card-sizes';
import { lineClamp } from '../../../utils/line-clamp';
import { CaseStudyButton } from './case-study-button';
import { ProjectPicture } from './project-picture';

/** A case study: static, 'View Case Study' and its dialog included (the browser opens it itself). */
export function ProjectCard({ project }: { project: Project }) {
  const headingId = `project-${project.id}-title`;
  return (
    <Card
      component="article"
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="project-card"
      sx={{ height: cardHeight(PROJECT_CARD_HEIGHT), display: 'flex', flexDirection: 'column', outlineOffset: 2 }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProjectPicture project={project} height={PROJECT_IMAGE_HEIGHT} />
        <Chip
          label={project.category}
          size="small"
          color="primary"
          sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700, boxShadow: 2 }}
        />
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 1 }}>
        <RatingStars rating={project.rating} />
        <Typography
          id={headingId}
          component="h3"
          variant="h6"
          sx={{ fontWeight: 700, lineHeight: 1.3, ...lineClamp(2) }}
        >
          {project.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={lineClamp(3)}>
          {project.description}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'success.main' }}>
          <TrendingUpIcon aria-hidden fontSize="small" sx={{ mt: '2px', flexShrink: 0 }} />
          <Typography variant="body2" sx={{ fontWeight: 600, ...lineClamp(2) }}>
            <Box component="span" sx={visuallyHidden}>
              Impact:{' '}
            </Box>
            {project.impact}
          </Typography>
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <CaseStudyButton project={project} />
        </Box>
      </CardContent>
    </Card>
  );
}
