import { DRAW_WHOLE_PAGE_EVENT, OFFSCREEN_PARTS_VARIABLE } from '@site/contracts/page-runtime-markup';
import { drawWholePageForAnchors } from '@site/page-runtime';
import { scrollToAnchor } from './scroll-to-anchor';

const SETTLE_MS = 4000;
const offscreenParts = () => document.documentElement.style.getPropertyValue(OFFSCREEN_PARTS_VARIABLE);

let stop: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

/** A click whose navigation jsdom is spared (it loads no other page). */
function click(link: Element): void {
  const stayHere = (event: Event) => event.preventDefault();
  document.addEventListener('click', stayHere, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

describe('drawWholePageForAnchors', () => {
  it('draws every part while a link to an anchor of this page is followed, then lets far parts be skipped again', () => {
    stop = drawWholePageForAnchors();
    document.body.innerHTML = '<a href="/#team">Team</a><section id="team"></section>';
    expect(offscreenParts()).toBe('');
    click(document.querySelector('a') as HTMLAnchorElement);
    expect(offscreenParts()).toBe('visible');
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(offscreenParts()).toBe('visible');
    jest.advanceTimersByTime(1);
    expect(offscreenParts()).toBe('');
  });

  it('is already drawing when a later control or the browser scrolls (it listens in the capture phase)', () => {
    stop = drawWholePageForAnchors();
    document.body.innerHTML = '<a href="#contact"><span>Contact</span></a>';
    const seen: string[] = [];
    const later = () => seen.push(offscreenParts());
    document.addEventListener('click', later);
    click(document.querySelector('span') as HTMLSpanElement);
    document.removeEventListener('click', later);
    expect(seen).toEqual(['visible']);
  });

  it('leaves the page as it is for a link to another page, or to this page without an anchor', () => {
    stop = drawWholePageForAnchors();
    document.body.innerHTML = '<a href="/developers#top">Developers</a><a href="/">Home</a>';
    for (const link of document.querySelectorAll('a')) click(link);
    expect(offscreenParts()).toBe('');
  });

  it('draws every part of a page that arrives at an anchor, from its first parse until a while after its load', () => {
    window.history.replaceState(null, '', '/#contact');
    stop = drawWholePageForAnchors();
    expect(offscreenParts()).toBe('visible');
    jest.advanceTimersByTime(SETTLE_MS / 2);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(offscreenParts()).toBe('visible');
    jest.advanceTimersByTime(1);
    expect(offscreenParts()).toBe('');
  });

  it("draws every part before a script's own scroll to an anchor (scrollToAnchor)", async () => {
    stop = drawWholePageForAnchors();
    document.body.innerHTML = '<section id="projects"><h2>Success Stories</h2></section>';
    const drawnWhenScrolled: string[] = [];
    Element.prototype.scrollIntoView = () => drawnWhenScrolled.push(offscreenParts());
    await expect(scrollToAnchor('projects')).resolves.toBe(true);
    expect(drawnWhenScrolled[0]).toBe('visible');
  });

  it('stops: no listener left, every part back to being drawn when near', () => {
    stop = drawWholePageForAnchors();
    window.dispatchEvent(new Event(DRAW_WHOLE_PAGE_EVENT));
    stop();
    expect(offscreenParts()).toBe('');
    window.dispatchEvent(new Event(DRAW_WHOLE_PAGE_EVENT));
    expect(offscreenParts()).toBe('');
  });
});
