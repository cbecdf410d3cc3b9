import CloseIcon from '@mui/icons-material/Close';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { Project } from '@site/contracts';
import { RatingStars, SkillBadge } from '@site/platform';
import { ProjectPicture } from './project-picture';

interface CaseStudyDialogProps {
  open: boolean;
  /** The case study shown; kept while the dialog closes so its content does not vanish mid-fade. */
  project: Project | null;
  onClose: () => void;
  onDiscuss: () => void;
  /** Called once the dialog has finished closing. */
  onExited?: () => void;
  /** False when leaving for another part of the page: focus then must not jump back to the card. */
  restoreFocus?: boolean;
}

/** A case study's details: what was built, its impact and the technologies used. */
export function CaseStudyDialog({
  open,
  project,
  onClose,
  onDiscuss,
  onExited,
  restoreFocus = true,
}: CaseStudyDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open && project !== null}
      onClose={onClose}
      disableRestoreFocus={!restoreFocus}
      slotProps={{ transition: { onExited } }}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="case-study-title"
      aria-describedby="case-study-description"
    >
      {project ? (
        <>
          <DialogTitle id="case-study-title" sx={{ pr: 7, fontWeight: 700 }}>
            {project.title}
          </DialogTitle>
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
          <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
              <ProjectPicture project={project} height={220} lazy={false} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Chip label={project.category} size="small" color="primary" sx={{ fontWeight: 700 }} />
              <RatingStars rating={project.rating} />
            </Box>
            <Typography id="case-study-description">{project.description}</Typography>
            <Box
              sx={{
                p: 2,
                borderRadius: 2,
                border: '1px solid',
                borderColor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.4),
                backgroundColor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.08),
              }}
            >
              <Typography component="h3" variant="subtitle2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <TrendingUpIcon aria-hidden fontSize="small" color="success" />
                Impact
              </Typography>
              <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{project.impact}</Typography>
            </Box>
            <Box>
              <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                Technologies
              </Typography>
              {project.technologies.length > 0 ? (
                <Box
                  component="ul"
                  sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
                >
                  {project.technologies.map((technology) => (
                    <li key={technology}>
                      <SkillBadge skill={technology} />
                    </li>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Not listed for this project.
                </Typography>
              )}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" onClick={onDiscuss}>
              Discuss a Similar Project
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
