import { useGetProjectsQuery } from '@site/platform';
import { useState } from 'react';
import { ShowAllButton, type ShowAllProps } from '../../../components/show-all-button';
import { PROJECTS_LAYOUT } from '../data/projects-layout';
import { ProjectCard } from './project-card';

/** The projects band's 'View Full Portfolio': the cards the page did not carry come, once pressed, from the page's read of them. */
export function ShowAllProjects(props: ShowAllProps) {
  const [wanted, setWanted] = useState(false);
  const { data } = useGetProjectsQuery(undefined, { skip: !wanted });
  return (
    <ShowAllButton
      {...props}
      items={data}
      onOpen={() => setWanted(true)}
      keyOf={(project) => project.id}
      itemSize={PROJECTS_LAYOUT.size}
      renderItem={(project) => <ProjectCard project={project} />}
    />
  );
}
