import type { Testimonial } from '@site/contracts';

export interface TestimonialSeed extends Omit<Testimonial, 'id' | 'clientImage' | 'developerId'> {
  /** Names the client's picture. */
  slug: string;
  /** The slug of the developer the client worked with. */
  developer: string;
}

/** What clients said (people and companies are fictional). */
export const TESTIMONIAL_SEEDS: readonly TestimonialSeed[] = [
  {
    slug: 'charlotte-davies',
    content:
      'Sophie rebuilt our close reporting in six weeks. The board pack now comes straight out of Power BI and we closed March in four days for the first time.',
    clientName: 'Charlotte Davies',
    clientTitle: 'Finance Director',
    clientCompany: 'Harrowgate Building Supplies',
    rating: 5,
    developer: 'sophie-clarke',
  },
  {
    slug: 'marcus-thompson',
    content:
      'Our surveyors were sceptical about going paperless. Amelia spent a day in a van with them before designing anything, and the app shows it.',
    clientName: 'Marcus Thompson',
    clientTitle: 'Head of Property Services',
    clientCompany: 'Northbridge Housing Group',
    rating: 4.9,
    developer: 'amelia-hart',
  },
  {
    slug: 'aisha-rahman',
    content:
      'Rohan was straight with us about what AI could and could not do. The claims summaries save each handler an hour a day, and compliance signed them off.',
    clientName: 'Aisha Rahman',
    clientTitle: 'Claims Transformation Lead',
    clientCompany: 'Severn Mutual Insurance',
    rating: 5,
    developer: 'rohan-mehta',
  },
  {
    slug: 'gareth-llewellyn',
    content:
      'James automated an invoice process we had tried to fix three times before. It just runs, and when something odd arrives the team knows about it before I do.',
    clientName: 'Gareth Llewellyn',
    clientTitle: 'IT Director',
    clientCompany: 'Pennine Logistics',
    rating: 4.8,
    developer: 'james-oconnor',
  },
];
