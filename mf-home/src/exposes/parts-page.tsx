import type { Project, Testimonial } from '@site/contracts';
import {
  longFixtureService,
  PART_FIXTURE_SERVICE,
  PartsCatalogue,
  type SectionParts,
  staticPart,
} from '@site/platform';
import { CardPlaceholder } from '../components/card-placeholder';
import { LoadErrorReloading } from '../components/load-error-reloading';
import { ProjectCard } from '../features/projects/components/project-card';
import { ServiceCard } from '../features/services/components/service-card';
import { TestimonialCard } from '../features/testimonials/components/testimonial-card';

/**
 * The home section's parts in their states, for QA's parts page (`/_parts/home`): the real
 * components with fixture props (docs/section-handbook.md, "Visual baselines and the parts page").
 */
const service = PART_FIXTURE_SERVICE;
const longService = longFixtureService('purple');

const project: Project = {
  id: '00000000-0000-4000-8000-000000000201',
  title: 'Claims triage with Azure OpenAI',
  description: 'An insurer’s claims sorted and routed in minutes instead of days.',
  category: 'AI',
  image: '/images/projects/claims-intake-app.svg',
  rating: 4.9,
  impact: '70 % faster triage',
  developerId: '00000000-0000-4000-8000-000000000001',
  technologies: ['Azure OpenAI', 'Power Automate', 'Dataverse'],
};

const testimonial: Testimonial = {
  id: '00000000-0000-4000-8000-000000000301',
  content: 'They understood our compliance needs from day one and delivered ahead of schedule.',
  clientName: 'Charlotte Davies',
  clientTitle: 'Head of Risk',
  clientCompany: 'Northbank Insurance',
  clientImage: '/images/clients/charlotte-davies.svg',
  rating: 5,
  developerId: '00000000-0000-4000-8000-000000000001',
};

const longTestimonial: Testimonial = {
  ...testimonial,
  id: '00000000-0000-4000-8000-000000000302',
  content:
    'They understood our compliance needs from day one, rebuilt our risk register on Dataverse, trained forty of our people across three offices, stayed with us through the audit and delivered every milestone ahead of schedule, which no supplier had managed before in the eleven years I have run this function.',
  clientName: 'Charlotte Alexandra Davies-Montgomery',
  clientTitle: 'Group Head of Enterprise Risk, Compliance and Internal Audit',
};

export const HOME_PARTS: SectionParts = [
  {
    part: 'ServiceCard',
    where: 'the home page’s services band (#services)',
    states: [
      { state: 'default', render: () => <ServiceCard service={service} /> },
      { state: 'long text', render: () => <ServiceCard service={longService} /> },
      { state: 'loading', render: () => <CardPlaceholder height={{ xs: 360 }} shape="icon" /> },
      { state: 'error', render: () => <LoadErrorReloading what="services" /> },
    ],
  },
  {
    part: 'ProjectCard',
    where: 'the home page’s case studies band (#projects)',
    states: [
      { state: 'default', render: () => <ProjectCard project={project} /> },
      { state: 'loading', render: () => <CardPlaceholder height={{ xs: 380 }} shape="image" /> },
    ],
  },
  {
    part: 'TestimonialCard',
    where: 'the home page’s testimonials band',
    states: [
      { state: 'default', render: () => <TestimonialCard testimonial={testimonial} /> },
      { state: 'long text', render: () => <TestimonialCard testimonial={longTestimonial} /> },
      { state: 'loading', render: () => <CardPlaceholder height={{ xs: 240 }} shape="quote" /> },
    ],
  },
];

function PartsPage() {
  return <PartsCatalogue section="home" parts={HOME_PARTS} />;
}

export default staticPart(PartsPage);
