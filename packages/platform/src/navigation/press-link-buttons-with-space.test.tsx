import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_TAG } from '@site/contracts/island-markup';
import { pressLinkButtonsWithSpace } from '@site/page-runtime';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '../testing/render-with-site';
import { ContactButton } from './link-button';

let stop: () => void;
beforeEach(() => {
  stop = pressLinkButtonsWithSpace();
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** Static HTML as the server writes it (never hydrated), in the document. */
function staticHtml(html: string): void {
  document.body.innerHTML = html;
}

/** Counts the clicks an element receives (a click on a link is what follows it). */
function clicksOn(element: HTMLElement): { count: number } {
  const clicks = { count: 0 };
  element.addEventListener('click', (event) => {
    event.preventDefault(); // jsdom does not navigate; the click is what a browser follows.
    clicks.count += 1;
  });
  return clicks;
}

describe('pressLinkButtonsWithSpace', () => {
  it('presses a static link announced as a button when Space is pressed on it, instead of scrolling', () => {
    staticHtml('<a role="button" href="/?service=x#contact">Request a Quote</a>');
    const link = screen.getByRole('button', { name: 'Request a Quote' });
    const clicks = clicksOn(link);
    link.focus();
    const scrolled = fireEvent.keyDown(link, { key: ' ' });
    expect(clicks.count).toBe(1);
    expect(scrolled).toBe(false);
  });

  it('leaves a plain link alone: Space scrolls the page, as on any link', () => {
    staticHtml('<a href="/demo">Book a Demo</a>');
    const link = screen.getByRole('link', { name: 'Book a Demo' });
    const clicks = clicksOn(link);
    expect(fireEvent.keyDown(link, { key: ' ' })).toBe(true);
    expect(clicks.count).toBe(0);
  });

  it('leaves other keys and modified presses alone', () => {
    staticHtml('<a role="button" href="/#contact">Contact Us</a>');
    const link = screen.getByRole('button', { name: 'Contact Us' });
    const clicks = clicksOn(link);
    fireEvent.keyDown(link, { key: 'a' });
    fireEvent.keyDown(link, { key: ' ', shiftKey: true });
    expect(clicks.count).toBe(0);
  });

  it('leaves a link in an island still waiting for its code to the shell, and presses it once hydrated', () => {
    staticHtml(`<${ISLAND_TAG}><a role="button" href="/#contact">Contact Us</a></${ISLAND_TAG}>`);
    const link = screen.getByRole('button', { name: 'Contact Us' });
    const clicks = clicksOn(link);
    fireEvent.keyDown(link, { key: ' ' });
    expect(clicks.count).toBe(0);
    link.closest(ISLAND_TAG)?.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    fireEvent.keyDown(link, { key: ' ' });
    expect(clicks.count).toBe(1);
  });

  it('lets a hydrated ContactButton press itself, once', async () => {
    const { router } = renderWithSite(<ContactButton>Contact Us</ContactButton>, { route: '/apps' });
    const navigations: string[] = [];
    router.subscribe((state) => navigations.push(`${state.location.pathname}${state.location.hash}`));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(navigations).toEqual(['/#contact']);
  });
});
