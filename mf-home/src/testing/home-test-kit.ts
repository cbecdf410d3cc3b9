import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * An msw server for one test file, answering with these handlers unless a test says otherwise:
 * listens before, resets after each test, closes after all.
 */
export function setupHomeServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A read that never answers: the section stays loading. */
export function neverAnswers(path: string) {
  return http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });
}

/** A read that fails with this status. */
export function fails(path: string, status = 500) {
  return http.get(`*${path}`, () => HttpResponse.text('database unavailable', { status }));
}

/** Records the ids of the elements scrolled into view (what `useGoToSection()` scrolls to). */
export function recordScrolls(): { ids: string[]; restore: () => void } {
  const ids: string[] = [];
  const spy = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    ids.push(this.id);
  });
  return { ids, restore: () => spy.mockRestore() };
}

/**
 * The heights the page's style sheets give this element, per media query ('(min-width:0px) 488px').
 * jsdom does not lay out, so a card and its placeholder are compared by the rules that size them.
 */
export function heightRules(element: Element): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText || rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && rule.style.height && safeMatches(element, rule.selectorText)) {
        found.push(`${media || 'all'} ${rule.style.height}`);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
  return found.map((entry) => entry.replace(/\s+/g, ' ')).sort();
}

function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}
