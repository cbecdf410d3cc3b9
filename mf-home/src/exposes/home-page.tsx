import { Box } from '@mui/material';
import { useRenderedOnServer } from '@site/platform';
import { DevelopersSection } from '../features/developers/components/developers-band';
import { FeaturedSolutionsSection } from '../features/featured-solutions/components/featured-solutions-band';
import { HeroSection } from '../features/hero/components/hero-band';
import { ProjectsSection } from '../features/projects/components/projects-band';
import { ServicesSection } from '../features/services/components/services-band';
import { TeamSection } from '../features/team/components/team-band';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-band';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';

function SectionsAfterTheHero() {
  return (
    <>
      <FeaturedSolutionsSection />
      <DevelopersSection />
      <ServicesSection />
      <ProjectsSection />
      <TeamSection />
      <TestimonialsSection />
    </>
  );
}

/**
 * The home page (`/`), exposed as `./HomePage`. The shell puts the forms section's `#contact`
 * after it; the buttons here that lead there scroll to it. The hero is painted first and the
 * sections below it right after (when the browser renders it alone); until then a screen-tall
 * space holds their place, so nothing on screen moves when they arrive.
 */
export default function HomePage() {
  const heroPainted = useAfterFirstPaint();
  // A server-rendered page already holds every section (and the browser hydrates them as they are).
  const renderedOnServer = useRenderedOnServer();
  return (
    <>
      <HeroSection />
      {renderedOnServer || heroPainted ? (
        <SectionsAfterTheHero />
      ) : (
        <Box sx={{ minHeight: '100vh' }} aria-hidden="true" />
      )}
    </>
  );
}
