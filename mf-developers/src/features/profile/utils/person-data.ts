import type { Developer } from '@site/contracts';
import type { Person, WithContext } from 'schema-dts';

/** A developer as schema.org describes a person, for search engines reading the profile's HTML. */
export function personData(developer: Developer): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: developer.name,
    jobTitle: developer.title,
    description: developer.description,
    ...(developer.profileImage ? { image: developer.profileImage } : {}),
    knowsAbout: developer.skills,
    ...(developer.certifications?.length
      ? {
          hasCredential: developer.certifications.map((name) => ({
            '@type': 'EducationalOccupationalCredential' as const,
            name,
          })),
        }
      : {}),
    worksFor: { '@type': 'Organization', name: 'PowerAI Consulting' },
  };
}
