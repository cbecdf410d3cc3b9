import CloseIcon from '@mui/icons-material/Close';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Button, Chip, IconButton, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { Project } from '@site/contracts';
import { invokerCommand, RatingStars, SkillBadge } from '@site/platform';
import { DiscussProjectButton } from './discuss-project-button';
import { ProjectPicture } from './project-picture';

/** The id of a case study's dialog, which its 'View Case Study' names (`commandfor`). */
export const caseStudyDialogId = (project: Pick<Project, 'id'>) => `case-study-${project.id}`;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * A case study's details (what was built, its impact, the technologies used) in a modal
 * `<dialog>` written with the page: 'View Case Study' opens it with no script (invoker commands),
 * the browser keeps focus in it, closes it on Escape, a tap outside it (`closedby="any"`) or its
 * Close buttons, and gives focus back to the button. Nothing in it is an island: 'Discuss a Similar
 * Project' is a link to the contact form that the shell's controls follow in the page, closing the
 * dialog first.
 * Full screen on a phone, as MUI's `fullScreen` dialog was.
 */
export function CaseStudyDialog({ project }: { project: Project }) {
  const id = caseStudyDialogId(project);
  const close = invokerCommand(id, 'close');
  return (
    <Box
      component="dialog"
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      {...{ closedby: 'any' }}
      sx={(theme) => ({
        p: 0,
        border: 'none',
        borderRadius: 1,
        width: 'calc(100% - 64px)',
        maxWidth: theme.breakpoints.values.sm,
        maxHeight: 'calc(100% - 64px)',
        overscrollBehavior: 'contain',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        '&[open]': { display: 'flex', flexDirection: 'column', animation: `${fadeIn} 225ms ease-out` },
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        [theme.breakpoints.down('sm')]: {
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          borderRadius: 0,
        },
        '@media (prefers-reduced-motion: reduce)': { '&[open]': { animation: 'none' } },
      })}
    >
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ px: 3, py: 2, pr: 7, fontWeight: 700 }}>
        {project.title}
      </Typography>
      <IconButton aria-label="Close" {...close} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <Box
        sx={{
          px: 3,
          py: 2,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        <Box sx={{ borderRadius: 2, overflow: 'hidden', flexShrink: 0 }}>
          <ProjectPicture project={project} height={220} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Chip label={project.category} size="small" color="primary" sx={{ fontWeight: 700 }} />
          <RatingStars rating={project.rating} />
        </Box>
        <Typography id={`${id}-description`}>{project.description}</Typography>
        <Box
          sx={(theme) => ({
            p: 2,
            borderRadius: 2,
            border: '1px solid',
            borderColor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.4),
            backgroundColor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.08),
          })}
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
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
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
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, px: 3, py: 2 }}>
        <Button {...close}>Close</Button>
        <DiscussProjectButton title={project.title} />
      </Box>
    </Box>
  );
}
