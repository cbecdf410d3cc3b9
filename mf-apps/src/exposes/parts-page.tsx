import type { Service } from '@site/contracts';
import { CardSkeleton, LoadError, PartsCatalogue, type SectionParts, staticPart } from '@site/platform';
import { AppCard } from '../features/catalogue/components/app-card';
import { SolutionCard } from '../features/get-apps/components/solution-card';

/**
 * The apps section's parts in their states, for QA's parts page (`/_parts/apps`): the real
 * components with fixture props (docs/section-handbook.md, "Visual baselines and the parts page").
 */
const service: Service = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Risk Manager',
  description: 'A risk register on Power Apps with 5x5 scoring and Power BI heatmaps.',
  category: 'Risk',
  icon: 'fas fa-shield-alt',
  features: ['5x5 and 3x3 scoring', 'Six templates', 'Power BI heatmaps'],
  priceRangeMin: 2500,
  priceRangeMax: 12000,
  color: 'cyan',
};

const longService: Service = {
  ...service,
  id: '00000000-0000-4000-8000-000000000102',
  name: 'Enterprise Governance, Risk and Compliance Management Suite for Regulated Industries',
  description:
    'A risk register, a policy library, read receipts, audit trails, approvals, escalations and board reporting on Power Apps, Power Automate and Power BI, with every control mapped to ISO 27001, SOC 2 and the UK GDPR, for organisations with thousands of users.',
  features: ['5x5 and 3x3 scoring', 'Six templates', 'Power BI heatmaps', 'Approvals and escalations', 'Audit trails'],
  color: 'green',
};

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
