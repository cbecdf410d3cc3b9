import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const PROMTOOL_CANDIDATES = ['/usr/bin/promtool', '/usr/local/bin/promtool'];

/** promtool (PROMTOOL_BIN, the usual places, then PATH). These checks are never skipped. */
export function findPromtool(): string {
  const pathDirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = [
    process.env.PROMTOOL_BIN,
    ...PROMTOOL_CANDIDATES,
    ...pathDirs.map((d) => path.join(d, 'promtool')),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  throw new Error(
    'promtool is not installed, and the alerts and the dashboard are checked with it: run `apt-get install prometheus` ' +
      '(Debian package prometheus; CI installs it), or set PROMTOOL_BIN to a promtool binary.',
  );
}
