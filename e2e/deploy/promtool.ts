import { findExecutable } from './find-executable';

/** promtool (PROMTOOL_BIN, the usual places, then PATH). These checks are never skipped. */
export function findPromtool(): string {
  const found = findExecutable('promtool', process.env.PROMTOOL_BIN, ['/usr/bin/promtool', '/usr/local/bin/promtool']);
  if (found) return found;
  throw new Error(
    'promtool is not installed, and the alerts and the dashboard are checked with it: run `apt-get install prometheus` ' +
      '(Debian package prometheus; CI installs it), or set PROMTOOL_BIN to a promtool binary.',
  );
}
