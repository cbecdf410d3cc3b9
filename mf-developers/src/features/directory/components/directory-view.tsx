import { Grid, Link, Typography } from '@mui/material';
import { LoadError, PageContainer, SectionHeading, useGetDevelopersQuery } from '@site/platform';
import { Link as RouterLink } from 'react-router-dom';

export function DirectoryView() {
  const { data: developers, isError, refetch } = useGetDevelopersQuery();
  return (
    <PageContainer>
      <SectionHeading level="h1" title="Find Developers" subtitle="Certified Power Platform and AI specialists." />
      {isError ? <LoadError what="developers" onRetry={() => void refetch()} /> : null}
      <Grid container spacing={2}>
        {developers?.map((developer) => (
          <Grid key={developer.id} size={{ xs: 12, md: 4 }}>
            <Link component={RouterLink} to={`/developer/${developer.id}`}>
              {developer.name}
            </Link>
            <Typography color="text.secondary">{developer.title}</Typography>
          </Grid>
        ))}
      </Grid>
    </PageContainer>
  );
}
