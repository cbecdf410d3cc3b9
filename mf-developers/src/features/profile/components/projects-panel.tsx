import { useGetDeveloperProjectsQuery } from '@site/platform';
import { ProjectCard } from './project-card';
import { TabListPanel } from './tab-list-panel';

/** The Projects tab: the developer's case studies, read when the tab is opened. */
export function ProjectsPanel({ developerId, developerName }: { developerId: string; developerName: string }) {
  const { currentData, isError, refetch } = useGetDeveloperProjectsQuery(developerId);
  return (
    <TabListPanel
      heading={`Projects by ${developerName}`}
      what="projects"
      items={currentData}
      isError={isError}
      onRetry={() => void refetch()}
      emptyText="No projects available yet."
      placeholderHeight={560}
      placeholderWithImage
      renderItem={(project) => <ProjectCard project={project} />}
    />
  );
}
