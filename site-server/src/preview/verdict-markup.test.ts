import type { BudgetVerdict } from '@site/contracts/release-files';
import { markAsPreview } from './preview-markup';
import { verdictMarkup } from './verdict-markup';

const VERDICT: BudgetVerdict = {
  section: 'forms',
  build: 'abc123def456',
  serving: '0123456789ab',
  accepted: false,
  measuredAt: '2026-12-02T12:00:00.000Z',
  seconds: 24.5,
  rows: [
    {
      measure: 'TBT',
      route: '/demo',
      unit: 'ms',
      serving: 40,
      candidate: 390,
      budget: 300,
      allowedGrowth: 0.1,
      status: 'OVER',
      reason: '390 ms is over its budget of 300 ms',
    },
    {
      measure: 'axe serious+critical',
      route: '/demo',
      scheme: 'dark',
      unit: 'findings',
      serving: 0,
      candidate: 0,
      budget: 0,
      allowedGrowth: 0,
      status: 'PASS',
    },
  ],
  visual: {
    passed: false,
    captured: 16,
    seconds: 20,
    differences: [
      {
        route: '/demo',
        viewport: 'phone',
        scheme: 'light',
        diffPixels: 900,
        ratio: 0.01,
        reason: 'pixels',
        diffImage: '/r/demo.phone.light.diff.png',
      },
    ],
  },
};

describe('the budget verdict on a preview page', () => {
  it('says the outcome and lists every number, and each visual difference with its image', () => {
    const markup = verdictMarkup(VERDICT);
    expect(markup).toContain('data-budget-verdict="refused"');
    expect(markup).toContain('<summary>budget gate: REFUSED, 2 over</summary>');
    expect(markup).toContain(
      '<td style="padding:1px 6px;text-align:left;border-bottom:1px solid rgba(255,255,255,.2)">390 ms</td>',
    );
    expect(markup).toContain('390 ms is over its budget of 300 ms');
    expect(markup).toContain('/demo dark');
    expect(markup).toContain('pixels: /r/demo.phone.light.diff.png');
  });

  it('escapes what it shows (a reason quotes the page)', () => {
    const markup = verdictMarkup({
      ...VERDICT,
      rows: [{ ...VERDICT.rows[0], reason: '<img src=x onerror=alert(1)>' } as never],
    });
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&#60;img');
  });

  it('is in the banner of the preview page when there is a verdict, and absent otherwise', () => {
    const claims = { section: 'forms' as const, build: 'abc123def456', expiresAt: Date.parse('2026-12-03T00:00:00Z') };
    const html = '<html><head></head><body><main></main></body></html>';
    expect(markAsPreview(html, claims, VERDICT)).toMatch(
      /<aside data-preview-banner[^>]*>.*data-budget-verdict="refused".*<\/aside><\/body>/,
    );
    expect(markAsPreview(html, claims)).not.toContain('data-budget-verdict');
    expect(
      verdictMarkup({ ...VERDICT, accepted: true, rows: [], visual: undefined, skipped: '--skip-budgets' }),
    ).toContain('budget gate skipped (--skip-budgets)');
  });
});
