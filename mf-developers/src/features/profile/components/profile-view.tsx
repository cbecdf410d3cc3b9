import { Typography } from '@mui/material';
import { PageContainer, SectionHeading, useGetDeveloperQuery, usePageMeta } from '@site/platform';
import { useParams } from 'react-router-dom';

export function ProfileView() {
  const { id = '' } = useParams();
  const { data: developer, isError } = useGetDeveloperQuery(id, { skip: id === '' });
  usePageMeta(developer ? developer.name : 'Developer Profile', developer?.title ?? 'A certified developer.');
  if (id === '' || isError) {
    return (
      <PageContainer>
        <SectionHeading
          level="h1"
          title="Developer Not Found"
          subtitle="The developer you're looking for doesn't exist."
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <SectionHeading level="h1" title={developer?.name ?? 'Loading…'} subtitle={developer?.title} />
      <Typography>{developer?.description}</Typography>
    </PageContainer>
  );
}
