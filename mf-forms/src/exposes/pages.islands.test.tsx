import {
  CONSULTANCY_EMAIL,
  contactHref,
  DEMO_LENGTH_TEXT,
  emptyFormMessages,
  FORM_POSTS,
  fieldMinLengths,
  HOME_ANCHORS,
} from '@site/contracts';
import {
  beginHydratingServerPage,
  EARLY_CHECK_FORM_ATTRIBUTE,
  EARLY_MESSAGE_ATTRIBUTE,
  endServerRenderedPage,
  ISLAND_TAG,
  isStaticPart,
} from '@site/platform';
import { renderIslandsOnServer } from '@site/platform/testing';
import type { ReactElement } from 'react';
import ContactSection from './contact-section';
import DemoPage from './demo-page';

function renderOnServer(ui: ReactElement, route: string) {
  // jsdom has a window: the page is said to be the server's, as the shell says before hydrating it.
  beginHydratingServerPage();
  const rendered = renderIslandsOnServer(ui, { route, owner: 'forms' });
  endServerRenderedPage();
  const page = document.createElement('div');
  page.innerHTML = rendered.html;
  /** The part without its islands: what is never hydrated. */
  const staticOnly = page.cloneNode(true) as HTMLElement;
  for (const island of staticOnly.querySelectorAll(ISLAND_TAG)) island.remove();
  const island = document.createElement('div');
  island.innerHTML = rendered.islands[0]?.html ?? '';
  return { ...rendered, page, staticOnly, island };
}

describe('the forms section on the server (islands)', () => {
  it('writes the contact part as static HTML around one island, the form, hydrated when it is sent', () => {
    expect(isStaticPart(ContactSection)).toBe(true);
    const { islands, staticOnly, island } = renderOnServer(<ContactSection />, '/');
    expect(islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }))).toEqual([
      { module: 'ContactForm', props: {}, hydrate: 'submit' },
    ]);
    expect(staticOnly.querySelector(`section#${HOME_ANCHORS.contact} h2`)?.textContent).toBe('Get In Touch');
    expect(staticOnly.querySelector(`a[href="mailto:${CONSULTANCY_EMAIL}"]`)).not.toBeNull();
    expect(staticOnly.querySelector('a[href="/demo"]')?.textContent).toBe('Book a Demo');
    expect(staticOnly.querySelector('form')).toBeNull();
    // The form's own HTML is whole before it hydrates: labelled fields and a real submit button.
    const form = island.querySelector('form[aria-label="Contact form"]');
    expect(form?.querySelector('label[for="contact-fullName"]')?.textContent).toContain('Full name');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Send Message');
  });

  it.each([
    ['contact', <ContactSection key="contact" />, '/', FORM_POSTS.contact.action, 'contact'],
    ['demo', <DemoPage key="demo" />, '/demo', FORM_POSTS.demo.action, 'demo'],
  ] as const)(
    'writes the %s form as a plain form the page checks before its island runs',
    (kind, part, route, action, prefix) => {
      const { island } = renderOnServer(part, route);
      const form = island.querySelector('form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(action);
      expect(form?.hasAttribute(EARLY_CHECK_FORM_ATTRIBUTE)).toBe(true);
      // Each message of an empty form, hidden beside its field, for the page's own check.
      const written = [...island.querySelectorAll<HTMLElement>(`[${EARLY_MESSAGE_ATTRIBUTE}]`)].map((message) => [
        message.getAttribute(EARLY_MESSAGE_ATTRIBUTE),
        message.textContent,
        message.hidden,
      ]);
      expect(written).toEqual(
        expect.arrayContaining(
          Object.entries(emptyFormMessages(kind)).map(([field, text]) => [`${prefix}-${field}`, text, true]),
        ),
      );
      expect(written).toHaveLength(Object.keys(emptyFormMessages(kind)).length);
      for (const [field, least] of Object.entries(fieldMinLengths(kind))) {
        expect(island.querySelector(`[name="${field}"]`)?.getAttribute('minlength')).toBe(String(least));
      }
    },
  );

  it("fills the contact form from the page's address on the server, as a button's link asks", () => {
    const message = "I'd like to book a discovery call.";
    const { island } = renderOnServer(<ContactSection />, contactHref({ message }));
    expect(island.querySelector('textarea[name="projectDescription"]')?.textContent).toBe(message);
  });

  it('writes /demo as static HTML around one island, the booking form, hydrated when it is sent', () => {
    expect(isStaticPart(DemoPage)).toBe(true);
    const { islands, staticOnly, island } = renderOnServer(<DemoPage />, '/demo');
    expect(islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }))).toEqual([
      { module: 'DemoForm', props: {}, hydrate: 'submit' },
    ]);
    expect(staticOnly.querySelector('h1')?.textContent).toBe('Book a Demo');
    const overview = staticOnly.querySelector('aside[aria-labelledby="demo-overview-heading"]');
    expect(overview?.textContent).toContain('What to expect');
    expect(overview?.textContent).toContain(DEMO_LENGTH_TEXT);
    expect(staticOnly.querySelector('form')).toBeNull();
    expect(island.querySelector('form[aria-label="Demo booking form"] button[type="submit"]')).not.toBeNull();
  });
});
