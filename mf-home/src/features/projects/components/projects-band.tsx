import { type ContactIntent, contactSearch, HOME_ANCHORS, type Project } from '@site/contracts';
import { useGetProjectsQuery, useGoToAnchor } from '@site/platform';
import { useState } from 'react';
import { type CardLayout, CardList } from '../../../components/card-list';
import { HomeBand } from '../../../components/home-band';
import { PROJECT_CARD_HEIGHT, PROJECT_IMAGE_HEIGHT } from '../../../utils/card-sizes';
import { CaseStudyDialog } from './case-study-dialog';
import { ProjectCard } from './project-card';

const LAYOUT: CardLayout = {
  size: { xs: 12, sm: 6, md: 4 },
  /** How many case studies show before 'View Full Portfolio': whole rows, two on a phone. */
  shownFirst: { xs: 2, sm: 4, md: 3 },
  height: PROJECT_CARD_HEIGHT,
  placeholder: 'image',
  imageHeight: PROJECT_IMAGE_HEIGHT,
};

/** 'Discuss a Similar Project': the contact form knows which case study the visitor means. */
function discussIntent(project: Project): ContactIntent {
  return { message: `I'd like to discuss a project like "${project.title}".` };
}

/** `#projects`: case studies, the first few and then all, each opening its details. */
export function ProjectsBand() {
  const query = useGetProjectsQuery();
  const goToAnchor = useGoToAnchor();
  const [dialog, setDialog] = useState<{ project: Project | null; open: boolean; leaving: boolean }>({
    project: null,
    open: false,
    leaving: false,
  });
  return (
    <HomeBand
      anchor={HOME_ANCHORS.projects}
      title="Success Stories"
      subtitle="Real outcomes from Power Platform and AI projects delivered for our clients."
    >
      <CardList
        query={query}
        what="projects"
        layout={LAYOUT}
        showAllLabel={() => 'View Full Portfolio'}
        renderCard={(project) => (
          <ProjectCard project={project} onViewCaseStudy={() => setDialog({ project, open: true, leaving: false })} />
        )}
      />
      <CaseStudyDialog
        open={dialog.open}
        project={dialog.project}
        restoreFocus={!dialog.leaving}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onDiscuss={() => setDialog((current) => ({ ...current, open: false, leaving: true }))}
        onExited={() => {
          // Scroll once the dialog has gone and released the page's scroll lock.
          if (dialog.leaving && dialog.project)
            goToAnchor(HOME_ANCHORS.contact, contactSearch(discussIntent(dialog.project)));
          setDialog({ project: null, open: false, leaving: false });
        }}
      />
    </HomeBand>
  );
}
