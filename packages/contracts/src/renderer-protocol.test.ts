import { parseRenderReport, renderReportHeader } from './renderer-protocol';

describe("a renderer's report of a render", () => {
  it('carries each part with its build and the budget through the header, unchanged', () => {
    const report = {
      parts: [
        { section: 'home' as const, module: 'HomePage', build: '1a2b3c4d5e6f', outcome: 'error' as const },
        { section: 'forms' as const, module: 'ContactSection', build: '0f9e8d7c6b5a', outcome: 'ok' as const },
      ],
      renderBudgetSpent: true,
    };
    expect(parseRenderReport(renderReportHeader(report))).toEqual(report);
  });

  it('carries the reads the page made, a search in any script included, as a header Node accepts', () => {
    const report = {
      parts: [],
      renderBudgetSpent: false,
      reads: [
        { endpoint: 'getDeveloperPage', arg: { search: 'données 日本 😀' }, answered: true },
        { endpoint: 'getServices', answered: false },
      ],
    };
    const header = renderReportHeader(report);
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    expect(parseRenderReport(header)).toEqual(report);
  });

  it('reads a missing or foreign header as no part and no budget spent', () => {
    const nothing = { parts: [], renderBudgetSpent: false };
    expect(parseRenderReport(undefined)).toEqual(nothing);
    expect(parseRenderReport('not json')).toEqual(nothing);
    expect(parseRenderReport('[1,2]')).toEqual(nothing);
  });

  it('drops a part of no known section or outcome, so metric labels stay bounded', () => {
    const header = JSON.stringify({
      parts: [
        { section: 'blog', module: 'Posts', build: 'b1', outcome: 'ok' },
        { section: 'home', module: 'HomePage', build: 'b1', outcome: 'maybe' },
        { section: 'apps', module: 'AppsPage', build: 'b2', outcome: 'ok' },
      ],
      renderBudgetSpent: 'yes',
    });
    expect(parseRenderReport(header)).toEqual({
      parts: [{ section: 'apps', module: 'AppsPage', build: 'b2', outcome: 'ok' }],
      renderBudgetSpent: false,
    });
  });
});
