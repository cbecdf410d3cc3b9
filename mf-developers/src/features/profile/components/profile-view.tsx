import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, Typography } from '@mui/material';
import type { Developer } from '@site/contracts';
import { DEVELOPERS_PATH } from '@site/contracts';
import {
  LoadError,
  PageContainer,
  useGetDeveloperQuery,
  usePageMeta,
  useStructuredData,
  visuallyHidden,
} from '@site/platform';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { directoryPathFrom } from '../../../utils/directory-return';
import { useProfileTab } from '../hooks/use-profile-tab';
import { isMissingDeveloper } from '../utils/developer-read';
import { personData } from '../utils/person-data';
import { DEVELOPER_NOT_FOUND_TEXT, DEVELOPER_NOT_FOUND_TITLE, DeveloperNotFound } from './developer-not-found';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileTabs } from './profile-tabs';

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
 * The directory as the visitor left it, filters included, when they came from it. Read after the
 * first render: history state exists only in the browser, and server and browser must render alike.
 */
function useBackToDirectory(): string {
  const { state } = useLocation();
  const [path, setPath] = useState(DEVELOPERS_PATH);
  useEffect(() => setPath(directoryPathFrom(state)), [state]);
  return path;
}

/** /developer/:id: the profile, Developer Not Found, or a retry when the read failed otherwise. */
export function ProfileView() {
  const { id = '' } = useParams();
  const [tab, selectTab] = useProfileTab();
  // currentData, not data: going from one profile to another must not show the previous developer.
  const { currentData: developer, error, isError, refetch } = useGetDeveloperQuery(id, { skip: id === '' });
  const missing = id === '' || isMissingDeveloper(error);
  const [title, description] = pageMetaOf(developer, missing);
  usePageMeta(title, description);
  useStructuredData('person', developer && personData(developer));
  const backToDirectory = useBackToDirectory();

  if (missing) return <DeveloperNotFound directoryPath={backToDirectory} />;

  let body: ReactNode;
  if (developer) {
    body = (
      <>
        <ProfileHeader developer={developer} />
        <ProfileTabs developer={developer} tab={tab} onTabChange={selectTab} />
      </>
    );
  } else if (isError) {
    body = (
      <>
        <Typography variant="h3" component="h1" sx={visuallyHidden}>
          Developer Profile
        </Typography>
        <LoadError what="developer's profile" onRetry={() => void refetch()} />
      </>
    );
  } else {
    body = (
      <>
        <Typography role="status" sx={visuallyHidden}>
          Loading the developer's profile
        </Typography>
        <ProfileSkeleton />
      </>
    );
  }

  return (
    <PageContainer>
      <Link
        component={RouterLink}
        to={backToDirectory}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 3, fontWeight: 600 }}
      >
        <ArrowBackIcon aria-hidden fontSize="small" />
        Back to Developers
      </Link>
      {body}
    </PageContainer>
  );
}
