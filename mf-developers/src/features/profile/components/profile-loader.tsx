import { Typography } from '@mui/material';
import { LoadError, useGetDeveloperQuery, visuallyHidden } from '@site/platform';
import { isMissingDeveloper } from '../utils/developer-read';
import { DeveloperNotFoundNotice } from './developer-not-found';
import { ProfileContent } from './profile-content';
import { ProfileSkeleton } from './profile-skeleton';

export interface ProfileLoaderProps {
  developerId: string;
}

/**
 * The profile where the server could not show it (its read failed, or was still running when the
 * page was written): the browser reads it, with a placeholder meanwhile and a retry on failure.
 * An island only on such a page; a profile the server read is HTML around its tabs.
 */
export function ProfileLoader({ developerId }: ProfileLoaderProps) {
  const { currentData: developer, error, isError, refetch } = useGetDeveloperQuery(developerId);
  if (developer) return <ProfileContent developer={developer} />;
  // The page around this island already leads back to the directory.
  if (isMissingDeveloper(error)) return <DeveloperNotFoundNotice wayBack={false} />;
  if (isError) {
    return (
      <>
        <Typography variant="h3" component="h1" sx={visuallyHidden}>
          Developer Profile
        </Typography>
        <LoadError what="developer's profile" onRetry={() => void refetch()} />
      </>
    );
  }
  return (
    <>
      <Typography role="status" sx={visuallyHidden}>
        Loading the developer's profile
      </Typography>
      <ProfileSkeleton />
    </>
  );
}
