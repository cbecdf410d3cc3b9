import InsightsIcon from '@mui/icons-material/Insights';
import { Box } from '@mui/material';
import type { Project } from '@site/contracts';
import { SiteImage } from '../../../components/site-image';

/** The intrinsic size of a case-study picture (the seed's pictures are 16:10). */
const PICTURE_WIDTH = 640;
const PICTURE_HEIGHT = 400;

interface ProjectPictureProps {
  project: Project;
  height: number;
  lazy?: boolean;
}

/** A case study's picture, or a drawn stand-in of the same size when it cannot be shown. */
export function ProjectPicture({ project, height, lazy = true }: ProjectPictureProps) {
  const alt = `Preview of ${project.title}`;
  return (
    <SiteImage
      src={project.image}
      alt={alt}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      lazy={lazy}
      sx={{ width: '100%', height, bgcolor: 'action.hover' }}
      fallback={
        <Box
          role="img"
          aria-label={alt}
          sx={(theme) => ({
            width: '100%',
            height,
            display: 'grid',
            placeItems: 'center',
            color: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.8),
            background: `linear-gradient(135deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.22)}, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.22)})`,
          })}
        >
          <InsightsIcon sx={{ fontSize: 56 }} />
        </Box>
      }
    />
  );
}
