import type { SectionName } from '@site/contracts';
import {
  type CanaryRequest,
  type CanaryStatus,
  readCanaryRequest,
  withdrawCanaryRequest,
  writeCanaryStatus,
} from '@site/contracts/release-files';

/** Where the site server finds canaries asked for, and says how they go. */
export interface CanaryBook {
  request(section: SectionName): Promise<CanaryRequest | undefined>;
  withdraw(section: SectionName): Promise<void>;
  record(status: CanaryStatus): Promise<void>;
}

/** Canaries in a releases folder on this server's disk (`npm start`): `npm run release -- --canary` writes them. */
export class CanariesOnDisk implements CanaryBook {
  constructor(private readonly dir: string) {}

  async request(section: SectionName): Promise<CanaryRequest | undefined> {
    return readCanaryRequest(this.dir, section);
  }

  async withdraw(section: SectionName): Promise<void> {
    withdrawCanaryRequest(this.dir, section);
  }

  async record(status: CanaryStatus): Promise<void> {
    writeCanaryStatus(this.dir, status);
  }
}
