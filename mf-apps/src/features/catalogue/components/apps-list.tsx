import { Grid, Typography } from '@mui/material';
import { LoadError, useGetServicesQuery } from '@site/platform';

export function AppsList() {
  const { data: services, isError, refetch } = useGetServicesQuery();
  if (isError) return <LoadError what="apps" onRetry={() => void refetch()} />;
  return (
    <Grid container spacing={2}>
      {services?.map((service) => (
        <Grid key={service.id} size={{ xs: 12, md: 4 }}>
          <Typography component="h2" variant="h6">
            {service.name}
          </Typography>
          <Typography color="text.secondary">{service.category}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}
