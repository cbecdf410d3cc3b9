import path from 'node:path';
import { parseArgs } from 'node:util';
import { SECTION_NAMES, type SectionName } from '@site/contracts';
import { ALLOWED_DIFF_PIXELS, PIXEL_THRESHOLD } from './compare-images';
import { compareWithBaselines, type VisualVerdict } from './compare-with-baselines';

export const VISUAL_USAGE = `usage: npm run test:visual -w mf-<section> -- [--update] [--site <url>] [--preview <token>]

  --update            write the pictures taken as the section's new baselines (visual/baselines/)
  --site <url>        the site to capture (default: a local site started for the run from this
                      checkout's builds, with the seed data, stopped after it)
  --preview <token>   a preview token of that site: every page is opened with ?preview=<token>
  --help              this text

Every route of the section (and its parts page) at phone and desktop width, light and dark, compared
with visual/baselines/*.png. Differences: visual/results/<picture>.diff.png and .actual.png.
Exit code: 0 every picture matches (or --update), 1 one differs, 2 a bad command line.`;

export interface VisualRequest {
  section: SectionName;
  site?: string;
  preview?: string;
  update: boolean;
  help: boolean;
}

export class VisualUsageError extends Error {}

export function parseVisualArgs(argv: readonly string[]): VisualRequest {
  const [name = '', ...rest] = argv;
  if (!SECTION_NAMES.includes(name as SectionName)) {
    throw new VisualUsageError(`the section must be one of ${SECTION_NAMES.join(', ')} (got '${name}')`);
  }
  let values: { site?: string; preview?: string; update?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: {
        site: { type: 'string' },
        preview: { type: 'string' },
        update: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new VisualUsageError((error as Error).message);
  }
  if (values.preview && !values.site)
    throw new VisualUsageError('--preview needs --site (the site that holds the preview)');
  let site: string | undefined;
  if (values.site !== undefined) {
    try {
      site = new URL(values.site).origin;
    } catch {
      throw new VisualUsageError(`--site must be an address such as https://www.example.co.uk (got '${values.site}')`);
    }
  }
  return {
    section: name as SectionName,
    site,
    preview: values.preview,
    update: Boolean(values.update),
    help: Boolean(values.help),
  };
}

/** The verdict as lines a person reads: one per difference, naming the picture, the numbers and the diff image. */
export function describeVisualVerdict(section: string, verdict: VisualVerdict): string[] {
  const head = `${section}: ${verdict.captured} pictures in ${verdict.seconds} s (pixel threshold ${PIXEL_THRESHOLD}, ${ALLOWED_DIFF_PIXELS} pixels allowed)`;
  if (verdict.updated.length > 0) {
    return [head, ...verdict.updated.map((file) => `  baseline written: ${path.relative(process.cwd(), file)}`)];
  }
  if (verdict.passed) return [`${head}: every picture matches its baseline`];
  return [
    `${head}: ${verdict.differences.length} differ from their baselines`,
    ...verdict.differences.map((difference) => {
      const where = `${difference.route} ${difference.viewport} ${difference.scheme}`;
      const image = path.relative(process.cwd(), difference.diffImage ?? difference.actualImage);
      if (difference.reason === 'no baseline') return `  ${where}: no baseline (taken: ${image})`;
      const percent = (difference.ratio * 100).toFixed(3);
      return `  ${where}: ${difference.reason === 'size' ? 'size changed, ' : ''}${difference.diffPixels} pixels differ (${percent} %), see ${image}`;
    }),
  ];
}

/**
 * `test:visual` for one section, the section's folder being the working directory. `startLocalSite`
 * gives a site when no --site is named (this repository starts its e2e stack) and a way to stop it.
 */
export async function runVisualCommand(
  argv: readonly string[],
  startLocalSite: () => Promise<{ url: string; stop: () => Promise<void> }>,
): Promise<number> {
  let request: VisualRequest;
  try {
    request = parseVisualArgs(argv);
  } catch (error) {
    if (!(error instanceof VisualUsageError)) throw error;
    console.error(`test:visual: ${error.message}\n\n${VISUAL_USAGE}`);
    return 2;
  }
  if (request.help) {
    console.log(VISUAL_USAGE);
    return 0;
  }
  const local = request.site ? undefined : await startLocalSite();
  try {
    const verdict = await compareWithBaselines({
      section: request.section,
      siteUrl: request.site ?? local?.url ?? '',
      previewToken: request.preview,
      baselinesDir: path.resolve('visual', 'baselines'),
      outDir: path.resolve('visual', 'results'),
      update: request.update,
    });
    for (const line of describeVisualVerdict(request.section, verdict)) console.log(line);
    return verdict.passed ? 0 : 1;
  } finally {
    await local?.stop();
  }
}
