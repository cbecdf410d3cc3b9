import { useGetProjectsQuery } from '@site/platform';
import { ShowAllButton, type ShowAllProps } from '../../../components/show-all-button';
import { PROJECTS_LAYOUT } from '../data/projects-layout';
import { ProjectCard } from './project-card';

/** The projects band's 'View Full Portfolio': the cards the page did not carry come from the page's read of them. */
export function ShowAllProjects(props: ShowAllProps) {
  const { data } = useGetProjectsQuery();
  return (
    <ShowAllButton
      {...props}
      items={data}
      keyOf={(project) => project.id}
      itemSize={PROJECTS_LAYOUT.size}
      renderItem={(project) => <ProjectCard project={project} />}
    />
  );
}
