import type { Developer } from '@site/contracts';
import { aDeveloper } from '@site/platform/testing';

/**
 * Four developers that differ on every field the directory searches, filters and sorts on (name,
 * title, skills, hourly rate, rating, experience) and on what a profile shows differently
 * (availability, certifications or none). Those fields are written out here, not inherited from
 * `aDeveloper`, because the tests' expected orders follow from them. Helpers in `testing/` never
 * reach a visitor (the federation check reads no `testing/` folder and forbids shipped code to
 * import one), so they build on `@site/platform/testing` like the tests do.
 */
export const amelia: Developer = aDeveloper({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Amelia Hart',
  title: 'Senior Power Platform Architect',
  hourlyRate: 145,
  rating: 4.9,
  reviewCount: 87,
  yearsExperience: 12,
  skills: ['Power Apps', 'Dataverse', 'Azure OpenAI', 'Power Automate', 'TypeScript'],
  availability: 'available',
  certifications: ['PL-600: Power Platform Solution Architect Expert'],
});

export const oliver: Developer = aDeveloper({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Oliver Bennett',
  title: 'Data Platform & Integration Lead',
  email: 'oliver.bennett@powerai-consulting.co.uk',
  hourlyRate: 185,
  rating: 4.7,
  reviewCount: 156,
  yearsExperience: 18,
  skills: ['SQL', 'Power BI', 'Microsoft Fabric'],
  certifications: null,
  availability: 'busy',
  description: 'Moves data between ERP, CRM and the warehouse, and builds the pipelines behind our Power BI work.',
  profileImage: '/images/developers/oliver-bennett.svg',
});

export const sophie: Developer = aDeveloper({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Sophie Clarke',
  title: 'Analytics Lead',
  email: 'sophie.clarke@powerai-consulting.co.uk',
  hourlyRate: 110,
  rating: 4.95,
  reviewCount: 118,
  yearsExperience: 9,
  skills: ['Power BI', 'DAX'],
  availability: 'available',
  description: 'Turns finance and operations data into reports boards actually read.',
  profileImage: '/images/developers/sophie-clarke.svg',
  certifications: ['PL-300: Power BI Data Analyst Associate'],
});

export const rohan: Developer = aDeveloper({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Rohan Mehta',
  title: 'Automation Engineer',
  email: 'rohan.mehta@powerai-consulting.co.uk',
  hourlyRate: 125,
  rating: 4.6,
  reviewCount: 40,
  yearsExperience: 6,
  skills: ['Power Automate', 'Power BI Embedded'],
  availability: 'unavailable',
  description: 'Automates approvals and document flows across Microsoft 365.',
  profileImage: '/images/developers/rohan-mehta.svg',
  certifications: ['PL-500: Power Automate RPA Developer Associate'],
});

/** In no useful order, so every order the tests see is the directory's own. */
export const DIRECTORY_DEVELOPERS: readonly Developer[] = [oliver, rohan, amelia, sophie];

/**
 * `count` developers, more than a page holds: "Developer 01" is the best rated and "Developer
 * <count>" the least; only the last knows COBOL (the others SQL).
 */
export function manyDevelopers(count: number): Developer[] {
  return Array.from({ length: count }, (_, index) =>
    aDeveloper({
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      name: `Developer ${String(index + 1).padStart(2, '0')}`,
      email: `developer${index + 1}@example.com`,
      rating: 5 - index / 10,
      skills: index === count - 1 ? ['COBOL'] : ['SQL'],
    }),
  );
}
