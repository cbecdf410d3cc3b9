import { Box } from '@mui/material';
import { PageContainer, SectionHeading } from '@site/platform';

export default function ContactSection() {
  return (
    <Box component="section" id="contact">
      <PageContainer>
        <SectionHeading title="Get In Touch" subtitle="Tell us about your project." />
      </PageContainer>
    </Box>
  );
}
