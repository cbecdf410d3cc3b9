import { HOME_ANCHORS, homeAnchorHref, PRICES_EXCLUDE_NOTE } from '@site/contracts';
import { isStaticPart } from '@site/platform';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { COMPLIANCE_FAQ } from '../features/compliance-docs/data/compliance-docs-content';
import { contactVisitOf, destinationsOf, visitor } from '../testing/page-location';
import { controlsNeedingScript, hrefsOfButtons, serverPageOf } from '../testing/server-page';
import ComplianceDocsPage from './compliance-docs-page';

// A whole product page in jsdom: role queries and re-renders on navigation take seconds, not milliseconds.

function renderPage() {
  return renderWithSite(<ComplianceDocsPage />, { route: '/compliance-docs' });
}

function headingsIn(regionName: string, level: number): string[] {
  return within(screen.getByRole('region', { name: regionName }))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent ?? '');
}

describe('Compliance Document Management page', () => {
  it('has one h1 and every block of the spec as an h2, in order', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Compliance Document Management',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Who it is for',
      'Outcomes',
      'Features',
      'The document lifecycle',
      'Integrations',
      'Editions',
      'Frequently asked questions',
      'Security',
      'Get your next audit ready now',
    ]);
  });

  it('says who it is for, the outcomes, features, integrations and security', () => {
    renderPage();
    expect(headingsIn('Who it is for', 3)).toContain('Quality managers');
    expect(headingsIn('Outcomes', 3)).toContain('Audit evidence in minutes');
    expect(headingsIn('Features', 3)).toContain('Read and acknowledge');
    expect(headingsIn('Integrations', 3)).toEqual([
      'SharePoint Online',
      'Microsoft Teams',
      'Outlook',
      'Power BI',
      'Microsoft Purview',
      'Microsoft Entra ID',
    ]);
    expect(headingsIn('Security', 3)).toContain('Complete audit trail');
  });

  it('shows the seven lifecycle steps in order, from Draft to Retire', () => {
    renderPage();
    const steps = within(screen.getByRole('list', { name: 'Document lifecycle steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Draft',
      'Review',
      'Approve',
      'Publish',
      'Acknowledge',
      'Periodic review',
      'Retire',
    ]);
  });

  it('prices the Dataverse edition at £3,000, SharePoint at £2,000 and an installation day at £500', () => {
    renderPage();
    const editions = within(screen.getByRole('region', { name: 'Editions' }));
    expect(
      editions.getByRole('article', { name: 'Compliance Document Management: Dataverse edition' }),
    ).toHaveTextContent('£3,000');
    expect(
      editions.getByRole('article', { name: 'Compliance Document Management: SharePoint edition' }),
    ).toHaveTextContent('£2,000');
    expect(editions.getByRole('article', { name: 'Installation day' })).toHaveTextContent('£500');
    expect(editions.getByText(PRICES_EXCLUDE_NOTE)).toBeInTheDocument();
  });

  it('opens and closes a FAQ answer', async () => {
    renderPage();
    const user = visitor();
    const question = screen.getByRole('heading', { level: 3, name: 'How long does it take to go live?' });
    const answer = screen.getByText(/Most organisations are live within two weeks/);
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(answer).toBeVisible();
    expect(screen.getByRole('region', { name: 'How long does it take to go live?' })).toContainElement(answer);
    await user.click(question);
    expect(answer).not.toBeVisible();
  });

  it('sends every quote request to the contact form on the home page and links demos to /demo', async () => {
    const { router } = renderPage();
    const quoteButtons = screen.getAllByRole('button', { name: /^Request a Quote/ });
    expect(quoteButtons).toHaveLength(5);
    const visits = (await destinationsOf(router, quoteButtons)).map(contactVisitOf);
    expect(visits.map((visit) => visit.at)).toEqual(
      Array(quoteButtons.length).fill(homeAnchorHref(HOME_ANCHORS.contact)),
    );
    // The form lists no compliance service: the first line alone says what the quote is for.
    expect(visits[1]?.intent).toEqual({
      message: "I'd like a quote for Compliance Document Management: Dataverse edition (£3,000).",
    });
    for (const link of screen.getAllByRole('link', { name: 'Book a Demo' })) {
      expect(link).toHaveAttribute('href', '/demo');
    }
  });

  describe('on the server', () => {
    it('is static, with no island: its quote and demo buttons are links, its FAQ a <details>', () => {
      expect(isStaticPart(ComplianceDocsPage)).toBe(true);
      const { page, islands } = serverPageOf(<ComplianceDocsPage />, '/compliance-docs');
      expect(islands).toEqual([]);
      expect(controlsNeedingScript(page)).toEqual([]);
      const quotes = hrefsOfButtons(page, /^Request a Quote/).map(contactVisitOf);
      expect(quotes).toHaveLength(5);
      for (const quote of quotes) expect(quote.at).toBe(homeAnchorHref(HOME_ANCHORS.contact));
      expect(quotes[1]?.intent).toEqual({
        message: "I'd like a quote for Compliance Document Management: Dataverse edition (£3,000).",
      });
      expect(page.querySelectorAll('details > summary:first-child h3')).toHaveLength(COMPLIANCE_FAQ.length);
    });

    it('writes what a crawler reads: the h1, the prices and every FAQ answer', () => {
      const { page } = serverPageOf(<ComplianceDocsPage />, '/compliance-docs');
      expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
        'Compliance Document Management',
      ]);
      for (const text of ['£3,000', '£2,000', '£500', PRICES_EXCLUDE_NOTE, 'Periodic review'])
        expect(page.textContent).toContain(text);
      for (const { question, answer } of COMPLIANCE_FAQ) {
        expect(page.textContent).toContain(question);
        expect(page.textContent).toContain(answer);
      }
    });
  });
});
