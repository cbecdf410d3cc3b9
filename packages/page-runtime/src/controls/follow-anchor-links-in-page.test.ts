import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import { DRAW_WHOLE_PAGE_EVENT } from '@site/contracts/page-runtime-markup';
import { followAnchorLinksInPage } from './follow-anchor-links-in-page';

let stop: () => void;
let scrolledTo: string[];
beforeEach(() => {
  stop = followAnchorLinksInPage();
  window.history.replaceState(null, '', '/');
  scrolledTo = [];
  // jsdom lays nothing out: the scroll asked for is recorded.
  Element.prototype.scrollIntoView = function record(this: Element) {
    scrolledTo.push(this.id);
  };
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const CONTACT_SECTION =
  '<section id="contact"><h2>Contact us</h2><input data-arrival-focus aria-label="Name"></section>';

function click(link: Element, init: MouseEventInit = {}): boolean {
  return link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe('followAnchorLinksInPage', () => {
  it('follows a link to an anchor of this page with a query in the page: address replaced, islands told, scrolled, focused', () => {
    document.body.innerHTML = `<a role="button" href="/?message=Pricing%20please#contact">Contact for Pricing</a>${CONTACT_SECTION}`;
    const told: string[] = [];
    const listen = () => told.push(window.location.search);
    window.addEventListener(ISLAND_ADDRESS_CHANGED_EVENT, listen);
    const lengthBefore = window.history.length;
    const followedByTheBrowser = click(document.querySelector('a') as HTMLAnchorElement);
    window.removeEventListener(ISLAND_ADDRESS_CHANGED_EVENT, listen);
    expect(followedByTheBrowser).toBe(false);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?message=Pricing%20please#contact',
    );
    expect(window.history.length).toBe(lengthBefore);
    expect(told).toEqual(['?message=Pricing%20please']);
    expect(scrolledTo).toEqual(['contact']);
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('follows such a link tapped while the page is still arriving, and scrolls and focuses once the anchor has', () => {
    document.body.innerHTML = '<a href="/?service=Power%20BI#contact">Contact for Pricing</a>';
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      expect(click(document.querySelector('a') as HTMLAnchorElement)).toBe(false);
      expect(window.location.search).toBe('?service=Power%20BI');
      expect(scrolledTo).toEqual([]);
      document.body.insertAdjacentHTML('beforeend', CONTACT_SECTION);
      document.dispatchEvent(new Event('DOMContentLoaded'));
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
    }
    expect(scrolledTo).toEqual(['contact']);
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('asks for every part to be drawn just before it scrolls, also when the anchor arrives after the tap', () => {
    document.body.innerHTML = '<a href="/?service=Power%20BI#contact">Contact for Pricing</a>';
    const steps: string[] = [];
    const drawing = () => steps.push('draw whole page');
    window.addEventListener(DRAW_WHOLE_PAGE_EVENT, drawing);
    Element.prototype.scrollIntoView = function record(this: Element) {
      steps.push(`scroll to ${this.id}`);
    };
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      click(document.querySelector('a') as HTMLAnchorElement);
      expect(steps).toEqual([]);
      document.body.insertAdjacentHTML('beforeend', CONTACT_SECTION);
      document.dispatchEvent(new Event('DOMContentLoaded'));
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
      window.removeEventListener(DRAW_WHOLE_PAGE_EVENT, drawing);
    }
    expect(steps).toEqual(['draw whole page', 'scroll to contact']);
  });

  it('leaves to the browser a link to another page, a plain fragment, an anchor not on this page and a modified click', () => {
    document.body.innerHTML = `<a href="/demo?x=1#top">other page</a><a href="/#contact">fragment only</a><a href="/?m=1#nowhere">missing anchor</a><a href="/?m=2#contact">new tab</a>${CONTACT_SECTION}`;
    const [otherPage, fragment, missing, modified] = [...document.querySelectorAll('a')];
    for (const link of [otherPage, fragment, missing]) expect(click(link as HTMLAnchorElement)).toBe(true);
    expect(click(modified as HTMLAnchorElement, { ctrlKey: true })).toBe(true);
    expect(window.location.search).toBe('');
    expect(scrolledTo).toEqual([]);
  });

  it('leaves alone a link whose own handler already followed it (a hydrated LinkButton)', () => {
    document.body.innerHTML = `<a href="/?m=1#contact">hydrated</a>${CONTACT_SECTION}`;
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    click(link);
    expect(window.location.search).toBe('');
    expect(scrolledTo).toEqual([]);
  });
});
