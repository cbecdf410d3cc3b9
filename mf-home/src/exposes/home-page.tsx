import { Box } from '@mui/material';
import { useRenderedOnServer } from '@site/platform';
import { DevelopersBand } from '../features/developers/components/developers-band';
import { FeaturedSolutionsBand } from '../features/featured-solutions/components/featured-solutions-band';
import { HeroBand } from '../features/hero/components/hero-band';
import { ProjectsBand } from '../features/projects/components/projects-band';
import { ServicesBand } from '../features/services/components/services-band';
import { TeamBand } from '../features/team/components/team-band';
import { TestimonialsBand } from '../features/testimonials/components/testimonials-band';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';

function BandsBelowTheHero() {
  return (
    <>
      <FeaturedSolutionsBand />
      <DevelopersBand />
      <ServicesBand />
      <ProjectsBand />
      <TeamBand />
      <TestimonialsBand />
    </>
  );
}

/**
 * The home page (`/`), exposed as `./HomePage`. The shell puts the forms section's `#contact`
 * after it; the buttons here that lead there scroll to it. The hero is painted first and the
 * bands below it right after (when the browser renders it alone); until then a screen-tall
 * space holds their place, so nothing on screen moves when they arrive.
 */
export default function HomePage() {
  const heroPainted = useAfterFirstPaint();
  // A server-rendered page already holds every band (and the browser hydrates them as they are).
  const renderedOnServer = useRenderedOnServer();
  return (
    <>
      <HeroBand />
      {renderedOnServer || heroPainted ? <BandsBelowTheHero /> : <Box sx={{ minHeight: '100vh' }} aria-hidden="true" />}
    </>
  );
}
