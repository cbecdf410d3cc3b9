import type { SiteServerConfig } from '../config/site-server-config';
import { podsFromDns } from './pods-of';
import type { ReleaseSource } from './release-source';
import { ReleasesOnDisk } from './releases-on-disk';
import { SectionPods } from './section-pods';
import { SectionServers } from './section-servers';

/**
 * The one place the configuration picks where releases are read: the sections' pods when
 * SECTION_PODS_TEMPLATE is set (Kubernetes), their own servers when SECTION_ORIGIN_TEMPLATE or
 * SECTION_ORIGINS is (docker-compose), else the folder on this server's disk (RELEASES_DIR).
 */
export function chooseReleaseSource(config: SiteServerConfig): ReleaseSource {
  if (config.sectionPodsTemplate) return new SectionPods(podsFromDns(config.sectionPodsTemplate));
  if (config.sectionOrigins) return new SectionServers(config.sectionOrigins);
  return new ReleasesOnDisk(config.releasesDir);
}
