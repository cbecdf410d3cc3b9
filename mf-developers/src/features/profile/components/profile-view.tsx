import type { Developer } from '@site/contracts';
import {
  Island,
  PageContainer,
  useGetDeveloperProjectsQuery,
  useGetDeveloperQuery,
  useGetDeveloperTestimonialsQuery,
  usePageMeta,
  useStaticRender,
  useStructuredData,
} from '@site/platform';
import { useParams } from 'react-router-dom';
import { isMissingDeveloper } from '../utils/developer-read';
import { personData } from '../utils/person-data';
import { BackToDirectory } from './back-to-directory';
import { DEVELOPER_NOT_FOUND_TEXT, DEVELOPER_NOT_FOUND_TITLE, DeveloperNotFound } from './developer-not-found';
import { ProfileContent } from './profile-content';
import { ProfileLoader } from './profile-loader';

function pageMetaOf(developer: Developer | undefined, missing: boolean): [string, string] {
  if (developer) {
    const skills = developer.skills.slice(0, 3).join(', ');
    return [
      developer.name,
      `${developer.title} with ${developer.yearsExperience} years of experience in ${skills}. Rated ${developer.rating.toFixed(1)} from ${developer.reviewCount} reviews.`,
    ];
  }
  if (missing) return [DEVELOPER_NOT_FOUND_TITLE, DEVELOPER_NOT_FOUND_TEXT];
  return [
    'Developer Profile',
    'A certified Power Platform developer: skills, certifications, projects and testimonials.',
  ];
}

/**
 * /developer/:id: the profile, Developer Not Found, or (when the server could not read the
 * developer) an island that reads it in the browser. Static around its islands: the way back
 * and that loader (the tabs are HTML the page switches itself).
 */
export function ProfileView() {
  const { id = '' } = useParams();
  // currentData, not data: going from one profile to another must not show the previous developer.
  const { currentData: developer, error } = useGetDeveloperQuery(id, { skip: id === '' });
  // On the server the tabs' lists are asked for with the developer, from the address, not once the
  // developer has arrived: the first pass then starts all three reads, so every panel is written
  // with the page (asked for later, they missed that pass and each panel became an island). A
  // page rendered in the browser asks as the tabs mount, as before.
  const askWithDeveloper = useStaticRender() && id !== '';
  useGetDeveloperProjectsQuery(id, { skip: !askWithDeveloper });
  useGetDeveloperTestimonialsQuery(id, { skip: !askWithDeveloper });
  const missing = id === '' || isMissingDeveloper(error);
  const [title, description] = pageMetaOf(developer, missing);
  usePageMeta(title, description);
  useStructuredData('person', developer && personData(developer));

  if (missing) return <DeveloperNotFound />;
  return (
    <PageContainer>
      <BackToDirectory look="link" />
      {developer ? (
        <ProfileContent developer={developer} />
      ) : (
        <Island module="ProfileLoader" component={ProfileLoader} props={{ developerId: id }} hydrate="load" />
      )}
    </PageContainer>
  );
}
