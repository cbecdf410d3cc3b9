import type { Testimonial } from '@site/contracts';

export interface TestimonialSeed extends Omit<Testimonial, 'id' | 'clientImage' | 'developerId'> {
  /** Names the client's picture. */
  slug: string;
  /** The slug of the developer the client worked with. */
  developer: string;
}

/**
 * What clients said (people and companies are fictional), each naming the developer they worked
 * with: every developer has at least one, those with 14 years or more two.
 */
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
  {
    slug: 'ruth-adeyemi',
    content:
      'Amelia replaced three databases our caseworkers had patched for a decade. She planned the cut-over around our busiest week, and not one case went missing.',
    clientName: 'Ruth Adeyemi',
    clientTitle: 'Head of Casework',
    clientCompany: 'Citizens Legal Aid Trust',
    rating: 5,
    developer: 'amelia-hart',
  },
  {
    slug: 'helen-marsh',
    content:
      'Oliver joined scheduling, rota and theatre data that we had been told could not be joined. Our theatre managers now plan from the same numbers, and we got back sessions we had been losing for years.',
    clientName: 'Helen Marsh',
    clientTitle: 'Director of Performance',
    clientCompany: 'Wessex Regional Hospitals',
    rating: 4.9,
    developer: 'oliver-bennett',
  },
  {
    slug: 'david-kerr',
    content:
      "Oliver's order sync between our ERP and CRM has not missed an order since go-live. He documented every mapping, so our own team can change it without calling him.",
    clientName: 'David Kerr',
    clientTitle: 'Head of Sales Operations',
    clientCompany: 'Clydebank Precision Engineering',
    rating: 4.9,
    developer: 'oliver-bennett',
  },
  {
    slug: 'sarah-whitcombe',
    content:
      'Tom knew Dynamics 365 inside out and still spent his first week listening to our call handlers. Emergency repairs now reach an operative within the hour.',
    clientName: 'Sarah Whitcombe',
    clientTitle: 'Head of Repairs',
    clientCompany: 'Riverside Homes Partnership',
    rating: 5,
    developer: 'tom-whitfield',
  },
  {
    slug: 'jonathan-pryce',
    content:
      "Tom turned a five-day matter opening process into one flow the partners trust. Conflict checks that used to live in someone's inbox are now on record.",
    clientName: 'Jonathan Pryce',
    clientTitle: 'Operations Partner',
    clientCompany: 'Pryce Morgan Solicitors',
    rating: 4.8,
    developer: 'tom-whitfield',
  },
  {
    slug: 'lucy-fernandes',
    content:
      "Suppliers used to e-mail us insurance certificates that got lost. Priya's portal lets them do it themselves, and it passed our penetration test first time.",
    clientName: 'Lucy Fernandes',
    clientTitle: 'Procurement Manager',
    clientCompany: 'Meridian Facilities Group',
    rating: 4.9,
    developer: 'priya-nair',
  },
  {
    slug: 'mark-osei',
    content:
      "Daniel's agent answers the questions that used to fill our queue, and when it cannot help it hands over with the whole conversation. Our engineers finally have time for projects.",
    clientName: 'Mark Osei',
    clientTitle: 'IT Service Manager',
    clientCompany: 'Kestrel Housing Trust',
    rating: 4.8,
    developer: 'daniel-reyes',
  },
  {
    slug: 'emma-doyle',
    content:
      "Hannah wired onboarding into Teams so neatly that managers stopped asking HR where their new starter's laptop was. It simply arrives on day one.",
    clientName: 'Emma Doyle',
    clientTitle: 'HR Operations Lead',
    clientCompany: 'Brightwater Leisure',
    rating: 4.8,
    developer: 'hannah-okafor',
  },
  {
    slug: 'callum-fraser',
    content:
      'Grace built our safety walk app in a few weeks and came on site to watch it being used. Small fixes arrived the same day, each one checked by her architect before release.',
    clientName: 'Callum Fraser',
    clientTitle: 'Facilities Manager',
    clientCompany: 'Northgate Business Parks',
    rating: 4.8,
    developer: 'grace-liu',
  },
];
