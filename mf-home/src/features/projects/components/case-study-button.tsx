import { Button } from '@mui/material';
import type { Project } from '@site/contracts';
import { invokerCommand } from '@site/platform';
import { CaseStudyDialog, caseStudyDialogId } from './case-study-dialog';

/**
 * A case study card's 'View Case Study' and the dialog it opens: plain HTML the browser runs
 * itself (invoker commands), so it opens the moment the page shows, before any script.
 */
export function CaseStudyButton({ project }: { project: Project }) {
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        aria-haspopup="dialog"
        aria-label={`View Case Study: ${project.title}`}
        {...invokerCommand(caseStudyDialogId(project), 'show-modal')}
      >
        View Case Study
      </Button>
      <CaseStudyDialog project={project} />
    </>
  );
}
