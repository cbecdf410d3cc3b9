import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { auditNodes } from './audit-nodes';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One route's Lighthouse result: category scores 0-100, LCP and TBT in ms, CLS unitless. */
export interface LighthouseScores {
  route: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed (a typical desktop: 1000-2500; lower is slower). */
  benchmarkIndex: number;
  /** The weighted audits that cost points (performance: those scoring under 0.9). */
  losses: string[];
  /** The LCP element and the elements that shifted most. */
  elements: string[];
  /** Anything Lighthouse itself reported as going wrong on this run. */
  warnings: string[];
}

/** Lighthouse could not measure the page (it says so in the report rather than failing). */
export class LighthouseRuntimeError extends Error {
  constructor(
    route: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse on ${route}: ${message}`);
  }
}

/**
 * Trace-recording failures that Lighthouse itself says to answer by running again; they come
 * and go with the machine's load, not with the page.
 */
const TRANSIENT_RUNTIME_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const ATTEMPTS = 3;

/** `runLighthouse`, run again (up to three times in all) when Lighthouse's trace recording fails. */
export async function runLighthouseWithRetries(origin: string, route: string): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(origin, route);
    } catch (error) {
      const transient = error instanceof LighthouseRuntimeError && TRANSIENT_RUNTIME_ERRORS.has(error.code);
      if (!transient || attempt >= ATTEMPTS) throw error;
      console.log(`  ${error.message}: running it again (attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

/**
 * Runs Lighthouse (default config: mobile emulation, simulated throttling) on one URL, in a new
 * headless Chromium started for it and killed after.
 */
export async function runLighthouse(origin: string, route: string): Promise<LighthouseScores> {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(`${origin}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(route, lhr.runtimeError.code, lhr.runtimeError.message);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      route,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      losses: CATEGORIES.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .flatMap((ref) => {
            const audit = lhr.audits[ref.id];
            const limit = category === 'performance' ? 0.9 : 1;
            if (!audit || audit.score === null || audit.score >= limit) return [];
            return [`${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`];
          }),
      ),
      elements: [
        ...auditNodes(lhr.audits['largest-contentful-paint-element']?.details, 1).map((node) => `LCP element: ${node}`),
        ...auditNodes(lhr.audits['layout-shifts']?.details).map((node) => `shifted: ${node}`),
      ],
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}
