import type { Project } from '@site/contracts';
import { aProject } from '../fixtures';
import { answers } from './reads';

/** `GET /api/projects` answers with these projects (one sample by default). */
export function projectHandlers(projects: readonly Project[] = [aProject()]) {
  return [answers('/api/projects', projects)];
}
