import { contactHref } from '@site/contracts';
import { createSiteStore, ISLAND_ID_ATTRIBUTE, ISLAND_TAG, IslandFrame, type SiteStore } from '@site/platform';
import { renderIslandsOnServer } from '@site/platform/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { enterText, labelled } from '../testing/enter-text';
import ContactForm from './contact-form-island';
import ContactSection from './contact-section';
import DemoForm from './demo-form-island';

/** An island as the browser hydrates it: alone, with the page's store, the theme and the page's address. */
function asIsland(island: ReactElement, store: SiteStore = createSiteStore()) {
  return <IslandFrame store={store}>{island}</IslandFrame>;
}

const fullName = () => screen.getByLabelText(labelled('Full name'));
const serviceNeeded = () => screen.getByLabelText(labelled('Service needed'));
const projectDescription = () => screen.getByLabelText(labelled('Project description'));

/** What a hydrated button does on the server's page: changes the address, which every island follows. */
function followOnThisPage(href: string) {
  act(() => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the forms section's islands", () => {
  it("ContactForm: takes each later button's intent from the page's address, never replacing what was written", async () => {
    const user = userEvent.setup();
    render(asIsland(<ContactForm />));
    followOnThisPage(contactHref({ service: 'HR Management Suite', message: 'An HR quote, please.' }));
    expect(serviceNeeded()).toHaveValue('HR Management Suite');
    expect(projectDescription()).toHaveValue('An HR quote, please.');
    await enterText(user, projectDescription(), 'Our own words.');
    followOnThisPage(contactHref({ service: 'Customer Portal', message: 'A portal quote, please.' }));
    expect(serviceNeeded()).toHaveValue('Customer Portal');
    expect(projectDescription()).toHaveValue('Our own words.');
  });

  it('ContactForm: keeps what was typed into its server HTML before it hydrated, without a hydration error', async () => {
    const user = userEvent.setup();
    const store = createSiteStore();
    const { html } = renderIslandsOnServer(<ContactSection />, { route: '/', owner: 'forms', store });
    const page = document.createElement('div');
    page.innerHTML = html;
    const island = page.querySelector(ISLAND_TAG);
    if (!island) throw new Error('the contact part has no island');
    document.body.appendChild(page);
    const typed = island.querySelector<HTMLInputElement>('input[name="fullName"]');
    if (!typed) throw new Error('the server HTML has no name field');
    typed.value = 'Ada Lovelace';
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(island, asIsland(<ContactForm />, store), {
        identifierPrefix: island.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '',
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // Another field's change renders the form again: the name must now be in its state.
    await enterText(user, projectDescription(), 'A portal for our tenants.');
    expect(fullName()).toHaveValue('Ada Lovelace');
    page.remove();
  });

  it('DemoForm: is the whole booking form on its own', () => {
    render(asIsland(<DemoForm />));
    expect(screen.getByRole('form', { name: 'Demo booking form' })).toBeInTheDocument();
    expect(fullName()).toHaveValue('');
  });
});
