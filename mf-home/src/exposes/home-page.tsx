import { Box, Typography } from '@mui/material';
import { PageContainer, SectionHeading, useGetDevelopersQuery, useGetServicesQuery } from '@site/platform';

export default function HomePage() {
  const developers = useGetDevelopersQuery();
  const services = useGetServicesQuery();
  return (
    <>
      <PageContainer>
        <Typography variant="h2" component="h1">
          Enterprise AI + Power Platform Solutions
        </Typography>
      </PageContainer>
      <Box component="section" id="developers">
        <PageContainer>
          <SectionHeading title="Why Work With Us" />
          {developers.data?.map((developer) => (
            <Typography key={developer.id}>{developer.name}</Typography>
          ))}
        </PageContainer>
      </Box>
      <Box component="section" id="services">
        <PageContainer>
          <SectionHeading title="What We Deliver" />
          {services.data?.map((service) => (
            <Typography key={service.id}>{service.name}</Typography>
          ))}
        </PageContainer>
      </Box>
      <Box component="section" id="projects">
        <PageContainer>
          <SectionHeading title="Success Stories" />
        </PageContainer>
      </Box>
      <Box component="section" id="team">
        <PageContainer>
          <SectionHeading title="Meet Our Expert Team" />
        </PageContainer>
      </Box>
    </>
  );
}
