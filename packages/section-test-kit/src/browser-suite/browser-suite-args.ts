import { SECTION_NAMES, type SectionName } from '@site/contracts';

/** What `npm run test:browser -w mf-<section> -- ...` (`section-browser-suite <section> ...`) was asked to do. */
export interface BrowserSuiteRequest {
  section: SectionName;
  /** The site to drive (its origin); undefined: start a local site for the run and stop it after. */
  site?: string;
  /** A preview token: every first navigation carries `?preview=<token>`, and the banner must show. */
  preview?: string;
  /** Only the tests whose names match (jest's --testNamePattern). */
  grep?: string;
  help: boolean;
}

export const BROWSER_SUITE_USAGE = `usage: npm run test:browser [-w mf-<section>] -- [--site <url>] [--preview <token>] [--grep <pattern>]

  --site <url>        the site to drive, e.g. https://www.example.co.uk (default: a local site
                      the project starts for the run, \`npm run site:for-tests\` at its root, and
                      stops after it; a section in a repository of its own must name one)
  --preview <token>   a preview token of that site (printed by \`npm run release -- --preview\`):
                      every page is opened with ?preview=<token>, and its banner must name the section
  --grep <pattern>    only the tests whose names match the pattern
  --help              this text

Exit code: 0 when every test passed, 1 when one failed, 2 for a bad command line.`;

/** A command line the suite cannot run: its message says what to change. */
export class BrowserSuiteUsageError extends Error {}

const FLAGS_WITH_VALUES = new Set(['--site', '--preview', '--grep']);

function siteOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BrowserSuiteUsageError(`--site must be an address such as https://www.example.co.uk (got '${value}')`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BrowserSuiteUsageError(`--site must be an http:// or https:// address (got '${value}')`);
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new BrowserSuiteUsageError(
      `--site is the site's origin, without a path or query: ${url.origin} (got '${value}'); the suite opens the section's own pages`,
    );
  }
  return url.origin;
}

/**
 * Reads `<section> [--site <url>] [--preview <token>] [--grep <pattern>]` (also `--flag=value`);
 * throws a BrowserSuiteUsageError naming what is wrong with anything else.
 */
export function parseBrowserSuiteArgs(argv: readonly string[]): BrowserSuiteRequest {
  const [name = '', ...rest] = argv;
  if (!SECTION_NAMES.includes(name as SectionName)) {
    throw new BrowserSuiteUsageError(`the section must be one of ${SECTION_NAMES.join(', ')} (got '${name}')`);
  }
  const values = new Map<string, string>();
  let help = false;
  for (let index = 0; index < rest.length; index += 1) {
    const argument = rest[index] ?? '';
    if (argument === '--help' || argument === '-h') {
      help = true;
      continue;
    }
    const [flag = '', inline] = argument.startsWith('--') ? splitOnce(argument, '=') : [argument, undefined];
    if (!FLAGS_WITH_VALUES.has(flag)) {
      throw new BrowserSuiteUsageError(`unknown argument '${argument}'`);
    }
    if (values.has(flag)) throw new BrowserSuiteUsageError(`${flag} is given twice`);
    let value = inline;
    if (value === undefined) {
      const next = rest[index + 1];
      if (next === undefined || next.startsWith('--')) throw new BrowserSuiteUsageError(`${flag} needs a value`);
      value = next;
      index += 1;
    }
    if (value.trim() === '') throw new BrowserSuiteUsageError(`${flag} needs a value`);
    values.set(flag, value);
  }
  const preview = values.get('--preview');
  if (preview !== undefined && /\s/.test(preview)) {
    throw new BrowserSuiteUsageError(
      '--preview takes the token alone (no spaces): the part after ?preview= of the link',
    );
  }
  const site = values.has('--site') ? siteOrigin(values.get('--site') ?? '') : undefined;
  if (preview !== undefined && site === undefined && !help) {
    throw new BrowserSuiteUsageError(
      '--preview needs --site: a preview token is only valid on the site whose release command printed it',
    );
  }
  return { section: name as SectionName, site, preview, grep: values.get('--grep'), help };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
