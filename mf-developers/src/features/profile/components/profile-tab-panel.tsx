import { ProjectsPanel } from './projects-panel';
import { TestimonialsPanel } from './testimonials-panel';

export interface ProfileTabPanelProps {
  tab: 'projects' | 'testimonials';
  developerId: string;
  developerName: string;
}

/**
 * A list tab's panel as an island, for when the server had no answer for it: it reads the list in
 * the browser once the panel shows (placeholders, then the cards, or a retry).
 */
export function ProfileTabPanel({ tab, developerId, developerName }: ProfileTabPanelProps) {
  if (tab === 'projects') return <ProjectsPanel developerId={developerId} developerName={developerName} />;
  return <TestimonialsPanel developerId={developerId} developerName={developerName} />;
}
