import { HOME_ANCHORS } from '@site/contracts';
import { Island, useGetProjectsQuery } from '@site/platform';
import { CardList } from '../../../components/card-list';
import { HomeBand } from '../../../components/home-band';
import { PROJECTS_LAYOUT } from '../data/projects-layout';
import { ProjectCard } from './project-card';
import { ShowAllProjects } from './show-all-projects';

/** `#projects`: case studies, the first few and then all, each opening its details (CaseStudyButton). */
export function ProjectsBand() {
  const query = useGetProjectsQuery();
  return (
    <HomeBand
      anchor={HOME_ANCHORS.projects}
      title="Success Stories"
      subtitle="Real outcomes from Power Platform and AI projects delivered for our clients."
    >
      <CardList
        query={query}
        what="projects"
        layout={PROJECTS_LAYOUT}
        showAll={{
          label: () => 'View Full Portfolio',
          island: (props) => (
            <Island module="ShowAllProjects" component={ShowAllProjects} props={props} hydrate="interaction" />
          ),
        }}
        renderCard={(project) => <ProjectCard project={project} />}
      />
    </HomeBand>
  );
}
