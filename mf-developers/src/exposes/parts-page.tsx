import type { Developer } from '@site/contracts';
import { CardSkeleton, LoadError, PartsCatalogue, type SectionParts, staticPart } from '@site/platform';
import { DeveloperCard } from '../features/directory/components/developer-card';
import { NoDevelopersFound } from '../features/directory/components/no-developers-found';
import { PastLastPage } from '../features/directory/components/past-last-page';
import { DeveloperNotFoundNotice } from '../features/profile/components/developer-not-found';
import { ProfileHeader } from '../features/profile/components/profile-header';
import { ProfileSkeleton } from '../features/profile/components/profile-skeleton';

/**
 * The developers section's parts in their states, for QA's parts page (`/_parts/developers`):
 * the real components with fixture props. A new part or state is an entry here
 * (docs/section-handbook.md, "Visual baselines and the parts page").
 */
const developer: Developer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Amelia Hart',
  title: 'Principal Power Platform Architect',
  description: 'Designs Dataverse-first estates for regulated organisations.',
  email: 'amelia.hart@example.com',
  hourlyRate: 175,
  rating: 4.98,
  reviewCount: 142,
  profileImage: '/images/developers/amelia-hart.svg',
  skills: ['Power Apps', 'Dataverse', 'Power Automate'],
  certifications: ['PL-600: Power Platform Solution Architect Expert'],
  yearsExperience: 14,
  availability: 'available',
};

const longDeveloper: Developer = {
  ...developer,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Maximiliana Alexandra Worthington-Fairbanks',
  title: 'Principal Power Platform, Dynamics 365, Dataverse and Azure Integration Solution Architect',
  description:
    'Designs Dataverse-first estates for regulated organisations, from environment strategy and ALM pipelines to model-driven apps that thousands use daily, and leads the architecture reviews that keep solutions supportable long after go-live, across every region we work in.',
  skills: [
    'Power Apps',
    'Dataverse',
    'Power Automate',
    'Azure OpenAI',
    'C#',
    'Azure DevOps',
    'Power BI',
    'Copilot Studio',
  ],
  availability: 'busy',
};

const ignore = () => undefined;

export const DEVELOPERS_PARTS: SectionParts = [
  {
    part: 'DeveloperCard',
    where: 'the directory (/developers): one developer, the whole card opens the profile',
    states: [
      { state: 'default', render: () => <DeveloperCard developer={developer} /> },
      { state: 'long text', render: () => <DeveloperCard developer={longDeveloper} /> },
      { state: 'loading', render: () => <CardSkeleton height={320} /> },
    ],
  },
  {
    part: 'Directory results',
    where: 'the directory when nothing matches, when the page is past the last, when the read failed',
    states: [
      { state: 'empty', render: () => <NoDevelopersFound clearHref="/developers" onClearFilters={ignore} /> },
      { state: 'not found', render: () => <PastLastPage page={9} lastPage={2} lastPageHref="/developers?page=2" /> },
      { state: 'error', render: () => <LoadError what="developers" onRetry={ignore} retryHref="/developers" /> },
    ],
  },
  {
    part: 'ProfileHeader',
    where: 'a profile (/developer/:id): name, title, rate, experience, availability',
    states: [
      { state: 'default', render: () => <ProfileHeader developer={developer} /> },
      { state: 'long text', render: () => <ProfileHeader developer={longDeveloper} /> },
      { state: 'loading', render: () => <ProfileSkeleton /> },
      { state: 'not found', render: () => <DeveloperNotFoundNotice /> },
    ],
  },
];

function PartsPage() {
  return <PartsCatalogue section="developers" parts={DEVELOPERS_PARTS} />;
}

export default staticPart(PartsPage);
