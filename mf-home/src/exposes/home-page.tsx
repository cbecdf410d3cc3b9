import { Box } from '@mui/material';
import { staticPart, useRenderedOnServer } from '@site/platform';
import { DevelopersBand } from '../features/developers/components/developers-band';
import { FeaturedSolutionsBand } from '../features/featured-solutions/components/featured-solutions-band';
import { HeroBand } from '../features/hero/components/hero-band';
import { ProjectsBand } from '../features/projects/components/projects-band';
import { ServicesBand } from '../features/services/components/services-band';
import { TeamBand } from '../features/team/components/team-band';
import { TestimonialsBand } from '../features/testimonials/components/testimonials-band';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useStaticRender } from '../hooks/use-static-render';

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
 *
 * A static part: on the server's page it is HTML that is never hydrated, and only what a visitor
 * can act on is an island (each exposed from `src/exposes/*-island.tsx`): the hero's two contact
 * buttons, each card's 'View Apps', 'Contact for Pricing' and 'View Case Study' (with its dialog),
 * 'Get Started Today', the grids' "show all" and, when a read failed, its "Try again". Links
 * (product pages, profiles, the directory, LinkedIn, mailto:) are plain `<a href>`.
 */
function HomePage() {
  const heroPainted = useAfterFirstPaint();
  // A server-rendered page already holds every band (and the browser hydrates them as they are).
  const renderedOnServer = useRenderedOnServer();
  const staticRender = useStaticRender();
  return (
    <>
      <HeroBand />
      {renderedOnServer || staticRender || heroPainted ? (
        <BandsBelowTheHero />
      ) : (
        <Box sx={{ minHeight: '100vh' }} aria-hidden="true" />
      )}
    </>
  );
}

/** A part of the route table: given the route's parameters (the home page reads none). */
export default staticPart(HomePage);
