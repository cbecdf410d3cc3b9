import { RETURN_TO_REFERRER_ATTRIBUTE } from '@site/contracts/page-runtime-markup';
import { returnLinksToReferrer } from './return-links-to-referrer';

let stop: () => void;
beforeEach(() => {
  stop = returnLinksToReferrer();
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** The page the visitor came from, as the browser says it. */
function cameFrom(referrer: string): void {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

/** A "Back to Developers" link as the server writes it, clicked: where the browser would go. */
function clickedBackLink(event: 'click' | 'pointerdown' | 'focusin' = 'click'): string | null {
  document.body.innerHTML = `<a href="/developers" ${RETURN_TO_REFERRER_ATTRIBUTE}><span>Back to Developers</span></a>`;
  const label = document.querySelector('span');
  label?.dispatchEvent(new Event(event, { bubbles: true, cancelable: true }));
  return document.querySelector('a')?.getAttribute('href') ?? null;
}

describe('returnLinksToReferrer', () => {
  it('leads back to the directory as the visitor left it, filters and all, when pressed, focused or clicked', () => {
    cameFrom(`${window.location.origin}/developers?q=power&skill=Power%20BI&sort=price-low`);
    for (const event of ['click', 'pointerdown', 'focusin'] as const) {
      expect(clickedBackLink(event)).toBe('/developers?q=power&skill=Power%20BI&sort=price-low');
    }
  });

  it('leaves the link as written for a visitor who came from anywhere else', () => {
    for (const referrer of [
      '',
      `${window.location.origin}/`,
      `${window.location.origin}/developers-archive?q=x`,
      'https://elsewhere.example/developers?q=power',
      'not a url',
    ]) {
      cameFrom(referrer);
      expect({ referrer, href: clickedBackLink() }).toEqual({ referrer, href: '/developers' });
    }
  });

  it('leaves links without the attribute alone, and stops when told', () => {
    cameFrom(`${window.location.origin}/developers?q=power`);
    document.body.innerHTML = '<a href="/developers">Developers</a>';
    document.querySelector('a')?.click();
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/developers');
    stop();
    expect(clickedBackLink()).toBe('/developers');
    stop = returnLinksToReferrer();
  });
});
