import type { Developer } from '@site/contracts';
import {
  Island,
  StaticTabs,
  useGetDeveloperProjectsQuery,
  useGetDeveloperTestimonialsQuery,
  useStaticRender,
} from '@site/platform';
import type { ReactNode } from 'react';
import {
  PROFILE_TAB_LABELS,
  PROFILE_TAB_PARAMETER,
  PROFILE_TABS,
  type ProfileTab,
  useProfileTab,
} from '../hooks/use-profile-tab';
import { OverviewPanel } from './overview-panel';
import { ProfileTabPanel, type ProfileTabPanelProps } from './profile-tab-panel';

/**
 * A list tab's panel: written with the page when the server has its answer, else an island that
 * reads it in the browser once the panel shows.
 */
function ListPanel({ answered, ...panel }: ProfileTabPanelProps & { answered: boolean }) {
  const staticRender = useStaticRender();
  if (staticRender && !answered) {
    return <Island module="ProfileTabPanel" component={ProfileTabPanel} props={panel} hydrate="visible" />;
  }
  return <ProfileTabPanel {...panel} />;
}

/**
 * Overview, Projects and Testimonials, every panel written with the page (a crawler reads them
 * all) and switched with no island (StaticTabs): a tap shows its panel at once, before any script
 * file. The tab the address names (`?tab=projects`) is the one shown; the choice is kept there.
 */
export function ProfileTabs({ developer }: { developer: Developer }) {
  const selected = useProfileTab();
  const projects = useGetDeveloperProjectsQuery(developer.id);
  const testimonials = useGetDeveloperTestimonialsQuery(developer.id);
  const panels: Record<ProfileTab, ReactNode> = {
    overview: <OverviewPanel developer={developer} />,
    projects: (
      <ListPanel
        tab="projects"
        developerId={developer.id}
        developerName={developer.name}
        answered={projects.currentData !== undefined}
      />
    ),
    testimonials: (
      <ListPanel
        tab="testimonials"
        developerId={developer.id}
        developerName={developer.name}
        answered={testimonials.currentData !== undefined}
      />
    ),
  };
  return (
    <StaticTabs
      idPrefix="developer"
      label={`${developer.name}'s profile`}
      selected={selected}
      addressParameter={PROFILE_TAB_PARAMETER}
      tabs={PROFILE_TABS.map((value) => ({ value, label: PROFILE_TAB_LABELS[value], panel: panels[value] }))}
    />
  );
}
