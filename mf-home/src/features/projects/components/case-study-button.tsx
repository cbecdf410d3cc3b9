import { Button } from '@mui/material';
import { type ContactIntent, contactSearch, HOME_ANCHORS, type Project } from '@site/contracts';
import { useGetProjectsQuery, useGoToAnchor } from '@site/platform';
import { useState } from 'react';
import { CaseStudyDialog } from './case-study-dialog';

export interface CaseStudyButtonProps {
  projectId: string;
  /** The case study's title, for the button's name (the rest comes from the page's read of the projects). */
  title: string;
}

/** 'Discuss a Similar Project': the contact form knows which case study the visitor means. */
function discussIntent(project: Project): ContactIntent {
  return { message: `I'd like to discuss a project like "${project.title}".` };
}

/**
 * A case study card's 'View Case Study' and the dialog it opens: the details come from the
 * projects the page already read (the store the server filled: opening it fetches nothing), or
 * from the API when the page did not carry that read (the dialog opens once they are in).
 */
export function CaseStudyButton({ projectId, title }: CaseStudyButtonProps) {
  // Read once first pressed, so the island needs nothing of the projects written into the page to hydrate.
  const [wanted, setWanted] = useState(false);
  const { project } = useGetProjectsQuery(undefined, {
    skip: !wanted,
    selectFromResult: ({ data }) => ({ project: data?.find((candidate) => candidate.id === projectId) ?? null }),
  });
  const goToAnchor = useGoToAnchor();
  const [dialog, setDialog] = useState({ open: false, leaving: false });
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        onClick={() => {
          setWanted(true);
          setDialog({ open: true, leaving: false });
        }}
        aria-haspopup="dialog"
        aria-label={`View Case Study: ${title}`}
      >
        View Case Study
      </Button>
      <CaseStudyDialog
        open={dialog.open}
        project={project}
        restoreFocus={!dialog.leaving}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onDiscuss={() => setDialog({ open: false, leaving: true })}
        onExited={() => {
          // Scroll once the dialog has gone and released the page's scroll lock.
          if (dialog.leaving && project) goToAnchor(HOME_ANCHORS.contact, contactSearch(discussIntent(project)));
          setDialog({ open: false, leaving: false });
        }}
      />
    </>
  );
}
