import type { Service } from '@site/contracts';
import { aService } from '../fixtures';
import { answers } from './reads';

/** `GET /api/services` answers with these services (one sample by default). */
export function serviceHandlers(services: readonly Service[] = [aService()]) {
  return [answers('/api/services', services)];
}
