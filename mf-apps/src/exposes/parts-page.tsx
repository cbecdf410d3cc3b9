import {
  CardSkeleton,
  LoadError,
  longFixtureService,
  PART_FIXTURE_SERVICE,
  PartsCatalogue,
  type SectionParts,
  staticPart,
} from '@site/platform';
import { AppCard } from '../features/catalogue/components/app-card';
import { SolutionCard } from '../features/get-apps/components/solution-card';

/**
 * The apps section's parts in their states, for QA's parts page (`/_parts/apps`): the real
 * components with fixture props (docs/section-handbook.md, "Visual baselines and the parts page").
 */
const service = PART_FIXTURE_SERVICE;
const longService = longFixtureService('green');

const ignore = () => undefined;

export const APPS_PARTS: SectionParts = [
  {
    part: 'AppCard',
    where: '/apps: one app of the catalogue',
    states: [
      { state: 'default', render: () => <AppCard service={service} /> },
      { state: 'long text', render: () => <AppCard service={longService} /> },
      { state: 'loading', render: () => <CardSkeleton height={360} /> },
      { state: 'error', render: () => <LoadError what="apps" onRetry={ignore} retryHref="/apps" /> },
    ],
  },
  {
    part: 'SolutionCard',
    where: '/get-apps: a solution to start a project with',
    states: [
      { state: 'default', render: () => <SolutionCard service={service} /> },
      { state: 'long text', render: () => <SolutionCard service={longService} /> },
      { state: 'loading', render: () => <CardSkeleton height={300} /> },
      { state: 'error', render: () => <LoadError what="solutions" onRetry={ignore} retryHref="/get-apps" /> },
    ],
  },
];

function PartsPage() {
  return <PartsCatalogue section="apps" parts={APPS_PARTS} />;
}

export default staticPart(PartsPage);
