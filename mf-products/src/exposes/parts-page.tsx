import { PartsCatalogue, type SectionPartEntry, type SectionParts, staticPart } from '@site/platform';
import { EditionCard } from '../components/edition-card';
import { NextSteps } from '../features/info/components/next-steps';
import { ServiceStatusList } from '../features/info/components/service-status-list';
import { GuideCard } from '../features/resources/components/guide-card';
import { SubscribePanel } from '../features/resources/components/subscribe-panel';
import { TemplateCard } from '../features/resources/components/template-card';
import { GUIDES, RESOURCE_TEMPLATES } from '../features/resources/data/resources-content';
import { RISK_MANAGER_EDITIONS } from '../features/risk-manager/data/risk-manager-content';

/**
 * The products section's parts in their states, for QA's parts page (`/_parts/products`): the real
 * components with the section's own content, and long texts (docs/section-handbook.md, "Visual
 * baselines and the parts page"). The product pages read nothing, so they have no loading or error state.
 */
const [template] = RESOURCE_TEMPLATES;
const [guide] = GUIDES;
const [edition] = RISK_MANAGER_EDITIONS;
const LONG = ' and every other control a regulated organisation asks its auditors to see, mapped and reported';

const ENTRIES: (SectionPartEntry | undefined)[] = [
  template && {
    part: 'TemplateCard',
    where: '/resources: a template with its price and a quote button',
    states: [
      { state: 'default', render: () => <TemplateCard template={template} /> },
      {
        state: 'long text',
        render: () => (
          <TemplateCard
            template={{ ...template, name: template.name + LONG, description: template.description + LONG }}
          />
        ),
      },
    ],
  },
  guide && {
    part: 'GuideCard',
    where: '/resources: a guide with its reading time',
    states: [
      { state: 'default', render: () => <GuideCard guide={guide} /> },
      {
        state: 'long text',
        render: () => <GuideCard guide={{ ...guide, title: guide.title + LONG, summary: guide.summary + LONG }} />,
      },
    ],
  },
  edition && {
    part: 'EditionCard',
    where: '/risk-manager and /compliance-docs: an edition, its price and what it includes',
    states: [{ state: 'default', render: () => <EditionCard edition={edition} product="Risk Manager" /> }],
  },
  {
    part: 'ServiceStatusList',
    where: '/status: each service and its state',
    states: [
      {
        state: 'default',
        render: () => (
          <ServiceStatusList
            services={[{ name: 'Website', description: 'This site, its pages and its forms.', status: 'Operational' }]}
          />
        ),
      },
      { state: 'empty', render: () => <ServiceStatusList services={[]} /> },
    ],
  },
  {
    part: 'NextSteps',
    where: 'the information pages: the ways on',
    states: [{ state: 'default', render: () => <NextSteps /> }],
  },
  {
    part: 'SubscribePanel',
    where: '/resources: the newsletter, by the contact form',
    states: [{ state: 'default', render: () => <SubscribePanel /> }],
  },
];

export const PRODUCTS_PARTS: SectionParts = ENTRIES.filter((entry): entry is SectionPartEntry => entry !== undefined);

function PartsPage() {
  return <PartsCatalogue section="products" parts={PRODUCTS_PARTS} />;
}

export default staticPart(PartsPage);
