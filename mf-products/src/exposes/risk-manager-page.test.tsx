import { HOME_ANCHORS, homeAnchorHref, PRICES_EXCLUDE_NOTE, RISK_MANAGER_ADD_ONS } from '@site/contracts';
import { isStaticPart } from '@site/platform';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { contactVisitOf, destinationsOf } from '../testing/page-location';
import { controlsNeedingScript, hrefsOfButtons, serverPageOf } from '../testing/server-page';
import RiskManagerPage from './risk-manager-page';

// A whole product page in jsdom: role queries and re-renders on navigation take seconds, not milliseconds.

function renderPage() {
  return renderWithSite(<RiskManagerPage />, { route: '/risk-manager' });
}

function region(name: string) {
  return screen.getByRole('region', { name });
}

describe('Risk Manager page', () => {
  it('has one h1 and its bands in order: features, templates, matrices, pricing, feature list', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Risk Manager',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Features',
      'Templates',
      'Risk scoring matrices',
      'Pricing',
      'Feature list',
      'See Risk Manager with your own risks',
    ]);
  });

  it('lists its features and six templates, each with the matrix it is scored on', () => {
    renderPage();
    const features = within(region('Features')).getAllByRole('heading', { level: 3 });
    expect(features.map((heading) => heading.textContent)).toContain('Inherent and residual scoring');
    expect(features).toHaveLength(6);
    const templates = within(region('Templates'));
    expect(templates.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(templates.getByRole('heading', { name: 'Project RAID log' })).toBeInTheDocument();
    expect(templates.getAllByText('Scored on the 3x3 matrix')).toHaveLength(2);
    expect(templates.getAllByText('Scored on the 5x5 matrix')).toHaveLength(4);
  });

  it('draws the 5x5 and 3x3 matrices as tables of likelihood × impact scores with their band', () => {
    renderPage();
    const tables = within(region('Risk scoring matrices')).getAllByRole('table');
    expect(tables).toHaveLength(2);
    const [fiveByFive, threeByThree] = tables as [HTMLElement, HTMLElement];
    expect(
      within(fiveByFive)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1 Trivial', '2 Minor', '3 Moderate', '4 Major', '5 Severe']);
    expect(
      within(fiveByFive)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['5 Almost certain', '4 Likely', '3 Possible', '2 Unlikely', '1 Rare']);
    expect(
      within(fiveByFive)
        .getAllByRole('cell')
        .filter((cell) => cell.dataset.band),
    ).toHaveLength(25);
    expect(
      within(threeByThree)
        .getAllByRole('cell')
        .filter((cell) => cell.dataset.band),
    ).toHaveLength(9);
    const almostCertain = within(fiveByFive).getByRole('row', { name: /^5 Almost certain/ });
    expect(
      within(almostCertain)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5Medium', '10High', '15Critical', '20Critical', '25Critical']);
    const likely = within(threeByThree).getByRole('row', { name: /^3 Likely/ });
    expect(
      within(likely)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3Medium', '6High', '9High']);
    expect(screen.getByRole('list', { name: 'Bands of the 5x5 matrix' })).toHaveTextContent('Critical (15–25)');
  });

  it('prices the Dataverse edition at £3,500, SharePoint at £2,500 and an installation day at £500', () => {
    renderPage();
    const pricing = region('Pricing');
    expect(within(pricing).getByRole('article', { name: 'Risk Manager: Dataverse edition' })).toHaveTextContent(
      '£3,500',
    );
    expect(within(pricing).getByRole('article', { name: 'Risk Manager: SharePoint edition' })).toHaveTextContent(
      '£2,500',
    );
    expect(within(pricing).getByRole('article', { name: 'Installation day' })).toHaveTextContent('£500');
    expect(within(pricing).getByText(PRICES_EXCLUDE_NOTE)).toBeInTheDocument();
  });

  it('names the four add-ons without a price', () => {
    renderPage();
    const addOns = region('Add-ons');
    expect(
      within(addOns)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([...RISK_MANAGER_ADD_ONS]);
    expect(within(addOns).getAllByText('Price on request')).toHaveLength(RISK_MANAGER_ADD_ONS.length);
    expect(within(addOns).queryByText(/£/)).not.toBeInTheDocument();
  });

  it('lists every feature with what each edition includes, in words', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Risk Manager features by edition' });
    const row = within(table).getByRole('row', { name: /Field-level audit trail/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Included', 'Not included']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
  });

  it('takes every "Request a Quote" to the contact form on the home page', async () => {
    const { router } = renderPage();
    const quoteButtons = screen.getAllByRole('button', { name: /^Request a Quote/ });
    expect(quoteButtons).toHaveLength(5);
    const visits = (await destinationsOf(router, quoteButtons)).map(contactVisitOf);
    expect(visits.map((visit) => visit.at)).toEqual(
      Array(quoteButtons.length).fill(homeAnchorHref(HOME_ANCHORS.contact)),
    );
    // The product's contact option, and a first line naming what the quote is for.
    expect(visits.map((visit) => visit.intent)).toEqual([
      { service: 'Risk Management Suite', message: "I'd like a quote for Risk Manager." },
      { service: 'Risk Management Suite', message: "I'd like a quote for Risk Manager: Dataverse edition (£3,500)." },
      { service: 'Risk Management Suite', message: "I'd like a quote for Risk Manager: SharePoint edition (£2,500)." },
      { service: 'Risk Management Suite', message: "I'd like a quote for Risk Manager: Installation day (£500)." },
      { service: 'Risk Management Suite', message: "I'd like a quote for Risk Manager." },
    ]);
  });

  it('links "Book a Demo" to the demo page', () => {
    renderPage();
    for (const link of screen.getAllByRole('link', { name: 'Book a Demo' })) {
      expect(link).toHaveAttribute('href', '/demo');
    }
  });

  describe('on the server', () => {
    it('is static, with no island: its quote and demo buttons are links that carry the quote', () => {
      expect(isStaticPart(RiskManagerPage)).toBe(true);
      const { page, islands } = serverPageOf(<RiskManagerPage />, '/risk-manager');
      expect(islands).toEqual([]);
      expect(controlsNeedingScript(page)).toEqual([]);
      const quotes = hrefsOfButtons(page, /^Request a Quote/).map(contactVisitOf);
      expect(quotes.map((quote) => quote.at)).toEqual(Array(5).fill(homeAnchorHref(HOME_ANCHORS.contact)));
      expect(quotes[1]?.intent).toEqual({
        service: 'Risk Management Suite',
        message: "I'd like a quote for Risk Manager: Dataverse edition (£3,500).",
      });
      expect([...page.querySelectorAll('a')].filter((link) => link.textContent === 'Book a Demo')).toHaveLength(2);
      for (const link of page.querySelectorAll('a'))
        if (link.textContent === 'Book a Demo') expect(link).toHaveAttribute('href', '/demo');
    });

    it('writes what a crawler reads: the h1, prices, add-ons and both scoring matrices', () => {
      const { page } = serverPageOf(<RiskManagerPage />, '/risk-manager');
      expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Risk Manager']);
      for (const text of ['£3,500', '£2,500', '£500', PRICES_EXCLUDE_NOTE, ...RISK_MANAGER_ADD_ONS])
        expect(page.textContent).toContain(text);
      expect(page.querySelectorAll('table td[data-band]')).toHaveLength(25 + 9);
    });
  });
});
