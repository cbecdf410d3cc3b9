import { Box, Button, Grid } from '@mui/material';
import type { Project } from '@site/contracts';
import { HOME_SKELETON_COUNTS } from '@site/contracts';
import { useGetProjectsQuery, useGoToSection } from '@site/platform';
import { useEffect, useRef, useState } from 'react';
import { PROJECT_CARD_HEIGHT, PROJECT_IMAGE_HEIGHT } from '../../../shared/card-sizes';
import { HomeSection } from '../../../shared/home-section';
import { type GridItemSize, QueryStates } from '../../../shared/query-states';
import { CaseStudyDialog } from './case-study-dialog';
import { ProjectCard } from './project-card';

/** How many case studies show before 'View Full Portfolio'. */
export const PROJECTS_SHOWN_FIRST = 3;

const ITEM_SIZE: GridItemSize = { xs: 12, sm: 6, md: 4 };
const GRID_ID = 'projects-grid';

/** `#projects`: case studies, the first few and then all, each opening its details. */
export function ProjectsSection() {
  const query = useGetProjectsQuery();
  const goToSection = useGoToSection();
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState<{ project: Project | null; open: boolean; leaving: boolean }>({
    project: null,
    open: false,
    leaving: false,
  });
  const firstRevealed = useRef<HTMLElement | null>(null);
  const [focusRevealed, setFocusRevealed] = useState(false);

  useEffect(() => {
    if (!focusRevealed) return;
    firstRevealed.current?.focus();
    setFocusRevealed(false);
  }, [focusRevealed]);

  return (
    <HomeSection
      id="projects"
      title="Success Stories"
      subtitle="Real outcomes from Power Platform and AI projects delivered for our clients."
    >
      <QueryStates
        query={query}
        what="projects"
        skeleton={{
          count: HOME_SKELETON_COUNTS.projects,
          height: PROJECT_CARD_HEIGHT,
          shape: 'image',
          imageHeight: PROJECT_IMAGE_HEIGHT,
        }}
        itemSize={ITEM_SIZE}
        emptyText="No projects available yet."
      >
        {(projects) => {
          const visible = showAll ? projects : projects.slice(0, PROJECTS_SHOWN_FIRST);
          const hidden = projects.length - visible.length;
          return (
            <>
              <Grid id={GRID_ID} container spacing={3}>
                {visible.map((project, index) => (
                  <Grid key={project.id} size={ITEM_SIZE}>
                    <ProjectCard
                      project={project}
                      onViewCaseStudy={() => setDialog({ project, open: true, leaving: false })}
                      cardRef={
                        index === PROJECTS_SHOWN_FIRST
                          ? (element) => {
                              firstRevealed.current = element;
                            }
                          : undefined
                      }
                    />
                  </Grid>
                ))}
              </Grid>
              {hidden > 0 ? (
                <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
                  <Button
                    variant="contained"
                    size="large"
                    aria-controls={GRID_ID}
                    aria-expanded={false}
                    onClick={() => {
                      setShowAll(true);
                      setFocusRevealed(true);
                    }}
                  >
                    View Full Portfolio
                  </Button>
                </Box>
              ) : null}
            </>
          );
        }}
      </QueryStates>
      <CaseStudyDialog
        open={dialog.open}
        project={dialog.project}
        restoreFocus={!dialog.leaving}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onDiscuss={() => setDialog((current) => ({ ...current, open: false, leaving: true }))}
        onExited={() => {
          // Scroll once the dialog has gone and released the page's scroll lock.
          if (dialog.leaving) goToSection('contact');
          setDialog({ project: null, open: false, leaving: false });
        }}
      />
    </HomeSection>
  );
}
