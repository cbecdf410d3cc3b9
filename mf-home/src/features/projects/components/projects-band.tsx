import { HOME_ANCHORS } from '@site/contracts';
import { useGetProjectsQuery } from '@site/platform';
import { type CardLayout, CardList } from '../../../components/card-list';
import { HomeBand } from '../../../components/home-band';
import { PROJECT_CARD_HEIGHT, PROJECT_IMAGE_HEIGHT } from '../../../utils/card-sizes';
import { ProjectCard } from './project-card';

const LAYOUT: CardLayout = {
  size: { xs: 12, sm: 6, md: 4 },
  /** How many case studies show before 'View Full Portfolio': whole rows, two on a phone. */
  shownFirst: { xs: 2, sm: 4, md: 3 },
  height: PROJECT_CARD_HEIGHT,
  placeholder: 'image',
  imageHeight: PROJECT_IMAGE_HEIGHT,
};

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
        layout={LAYOUT}
        showAllLabel={() => 'View Full Portfolio'}
        renderCard={(project) => <ProjectCard project={project} />}
      />
    </HomeBand>
  );
}
