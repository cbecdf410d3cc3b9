import { screen } from '@testing-library/react';

/**
 * Helpers of the home page's tests that are not about the network (that is `@site/platform/testing`):
 * what a button scrolled to, and what the page's style sheets do at a width (jsdom does not lay out).
 */

/** Records the ids of the elements scrolled into view (what `useGoToAnchor()` scrolls to). */
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
function heightRules(element: Element): string[] {
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

/**
 * The value the page's style sheets give an element's property in a window this wide, reading the
 * `min-width` media queries MUI writes for breakpoints (the widest that applies wins, then the last).
 */
function styleAtWidth(element: Element, property: string, width: number): string | undefined {
  let best: { minWidth: number; value: string } | undefined;
  const visit = (rules: CSSRuleList, minWidth: number) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const min = /min-width:\s*(\d+)px/.exec(rule.conditionText || rule.media.mediaText)?.[1];
        if (min !== undefined) visit(rule.cssRules, Number(min));
      } else if (rule instanceof CSSStyleRule && safeMatches(element, rule.selectorText)) {
        const value = rule.style.getPropertyValue(property);
        if (value && minWidth <= width && (!best || minWidth >= best.minWidth)) best = { minWidth, value };
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, -1);
  return best?.value;
}

/** The cards of a home grid a window this wide shows (the others wait behind "show all"). */
export function shownAtWidth(cards: readonly HTMLElement[], width: number): HTMLElement[] {
  return cards.filter((card) => {
    const cell = card.closest('.MuiGrid-root:not(.MuiGrid-container)') ?? card;
    return styleAtWidth(cell, 'display', width) !== 'none';
  });
}

/** The phone, tablet and desktop widths the home grids are checked at (xs, sm, md). */
export const WIDTHS = { phone: 390, tablet: 700, desktop: 1000, wide: 1300 } as const;

/**
 * The heights a card and its placeholder share where cards stand side by side, and the card's own
 * in one column: `{ inRows, alone }`.
 */
function splitHeights(rules: string[]): { inRows: string[]; alone: string[] } {
  const alone = rules.filter((rule) => rule.startsWith('(min-width:0px)'));
  return { inRows: rules.filter((rule) => !alone.includes(rule)), alone };
}

/**
 * Waits for the first card of a list to replace its placeholders (render the list while its read
 * is answered a moment later) and checks they were sized alike: side by side, card and placeholder
 * are exactly as tall, so nothing shifts when the cards arrive; alone in a column the card takes
 * its content's height.
 */
export async function expectCardSizedLikeItsPlaceholder(cardTestId: string): Promise<void> {
  const placeholder = splitHeights(heightRules(screen.getAllByTestId('card-skeleton')[0] as HTMLElement));
  const card = splitHeights(heightRules(await screen.findByTestId(cardTestId)));
  expect(placeholder.inRows).not.toEqual([]);
  expect(card.inRows).toEqual(placeholder.inRows);
  expect(card.alone).toEqual(['(min-width:0px) auto']);
}

function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}
