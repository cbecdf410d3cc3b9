import { HOME_ANCHORS, homeAnchorHref, readContactIntent } from '@site/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { renderWithSite } from '../testing/render-with-site';
import { ContactButton, LinkButton } from './link-button';
import { ARRIVAL_FOCUS_ATTRIBUTE, focusArrival } from './scroll-to-anchor';

const intent = { service: 'Customer Portal', message: 'A portal, please.', newsletter: true } as const;

beforeAll(() => {
  // jsdom has no layout: scrolling is a no-op here, focus is what these tests follow.
  Element.prototype.scrollIntoView = () => {};
});

describe('LinkButton to a page', () => {
  it('is a real link that a plain click follows in the page', async () => {
    const { router } = renderWithSite(<LinkButton to="/demo">Book Demo</LinkButton>, { route: '/get-apps' });
    const link = screen.getByRole('link', { name: 'Book Demo' });
    expect(link).toHaveAttribute('href', '/demo');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/demo');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle-button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, modifier) => {
    const { router } = renderWithSite(<LinkButton to="/demo">Book Demo</LinkButton>, { route: '/get-apps' });
    fireEvent.click(screen.getByRole('link', { name: 'Book Demo' }), modifier);
    expect(router.state.location.pathname).toBe('/get-apps');
  });

  it('is not pressed with Space unless the spec calls it a button (a link scrolls the page on Space)', async () => {
    const { router } = renderWithSite(<LinkButton to="/demo">Book Demo</LinkButton>, { route: '/get-apps' });
    screen.getByRole('link', { name: 'Book Demo' }).focus();
    await userEvent.keyboard(' ');
    expect(router.state.location.pathname).toBe('/get-apps');
  });
});

describe('ContactButton', () => {
  it('is a real link to the contact section that carries the intent', () => {
    renderWithSite(<ContactButton intent={intent}>Get Started</ContactButton>, { route: '/apps' });
    const href = new URL(
      screen.getByRole('button', { name: 'Get Started' }).getAttribute('href') ?? '',
      'https://x.test',
    );
    expect(`${href.pathname}${href.hash}`).toBe('/#contact');
    expect(readContactIntent(href.searchParams)).toEqual(intent);
  });

  it('goes home to the contact section with the intent on a click, or on Enter', async () => {
    const { router } = renderWithSite(<ContactButton intent={intent}>Get Started</ContactButton>, { route: '/apps' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#contact' });
    expect(readContactIntent(new URLSearchParams(router.state.location.search))).toEqual(intent);
  });

  it('is announced as a button and pressed with Space too, as the spec calls it a button', async () => {
    const { router } = renderWithSite(<ContactButton intent={intent}>Get Started</ContactButton>, { route: '/apps' });
    expect(screen.getByRole('button', { name: 'Get Started' }).tagName).toBe('A');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#contact' });
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    const { router } = renderWithSite(<ContactButton>Contact Us</ContactButton>, { route: '/apps' });
    fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/apps');
  });
});

/** The home page with a contact section, its form's first field marked, and a button to it. */
function HomeWithContact() {
  const { search } = useLocation();
  return (
    <>
      <LinkButton role="button" to={homeAnchorHref(HOME_ANCHORS.team)}>
        Team
      </LinkButton>
      <ContactButton intent={intent}>Contact for Pricing</ContactButton>
      <section id="team">
        <h2>Meet Our Expert Team</h2>
      </section>
      <section id="contact">
        <h2>Get In Touch</h2>
        <p data-testid="search">{search}</p>
        <label>
          Full name
          <input {...{ [ARRIVAL_FOCUS_ATTRIBUTE]: '' }} />
        </label>
      </section>
    </>
  );
}

describe('following a link to an anchor of the page', () => {
  function renderHome() {
    const router = createMemoryRouter([{ path: '/', element: <HomeWithContact /> }]);
    render(<RouterProvider router={router} />);
    return router;
  }

  it("moves focus to the anchor's heading, so the next Tab continues there", async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Team' }));
    expect(screen.getByRole('heading', { name: 'Meet Our Expert Team' })).toHaveFocus();
  });

  it('moves focus to the field a form marks, and the form sees the intent without a new page', async () => {
    const router = renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Contact for Pricing' }));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(readContactIntent(new URLSearchParams(screen.getByTestId('search').textContent ?? ''))).toEqual(intent);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('makes a heading focusable only from script, leaving the tab order alone', () => {
    renderHome();
    const section = document.getElementById('team') as HTMLElement;
    act(() => focusArrival(section));
    expect(screen.getByRole('heading', { name: 'Meet Our Expert Team' })).toHaveAttribute('tabindex', '-1');
  });
});
