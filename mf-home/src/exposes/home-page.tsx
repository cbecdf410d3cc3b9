import { DevelopersSection } from '../features/developers/components/developers-section';
import { FeaturedSolutionsSection } from '../features/featured-solutions/components/featured-solutions-section';
import { HeroSection } from '../features/hero/components/hero-section';
import { ProjectsSection } from '../features/projects/components/projects-section';
import { ServicesSection } from '../features/services/components/services-section';
import { TeamSection } from '../features/team/components/team-section';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';

/**
 * The home page (`/`), exposed as `./HomePage`. The shell puts the forms section's `#contact`
 * after it; the buttons here that lead there scroll to it.
 */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturedSolutionsSection />
      <DevelopersSection />
      <ServicesSection />
      <ProjectsSection />
      <TeamSection />
      <TestimonialsSection />
    </>
  );
}
