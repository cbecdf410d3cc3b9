import { HOME_ANCHORS, homeAnchorHref, PRICES_EXCLUDE_NOTE } from '@site/contracts';
import { isStaticPart } from '@site/platform';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { addressOf, contactVisitOf, visitor } from '../testing/page-location';
import { controlsNeedingScript, hrefsOfButtons, serverPageOf } from '../testing/server-page';
import PricingPage from './pricing-page';

function renderPage() {
  return renderWithSite(<PricingPage />, { route: '/pricing' });
}

describe('Pricing page', () => {
  it('keeps "Pricing" as its one h1, with "coming soon" below it', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Pricing']);
    expect(screen.getByText(/^Pricing coming soon\./)).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('explains that a price depends on scope, users and integrations, timeline and support', () => {
    renderPage();
    const factors = within(screen.getByRole('region', { name: 'What shapes the price' }));
    expect(factors.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Scope',
      'Users and integrations',
      'Timeline',
      'Support',
    ]);
  });

  it('shows the published product prices with links to their pages', () => {
    renderPage();
    expect(screen.getByRole('article', { name: 'Risk Manager' })).toHaveTextContent('from £2,500');
    expect(screen.getByRole('article', { name: 'Compliance Document Management' })).toHaveTextContent('from £2,000');
    expect(screen.getByRole('link', { name: 'See editions of Risk Manager' })).toHaveAttribute('href', '/risk-manager');
    expect(screen.getByRole('link', { name: 'See editions of Compliance Document Management' })).toHaveAttribute(
      'href',
      '/compliance-docs',
    );
    expect(screen.getByText(/£500 per consultant day/)).toBeInTheDocument();
    expect(screen.getByText(PRICES_EXCLUDE_NOTE)).toBeInTheDocument();
  });

  it('asks for a quote through the contact form on the home page, or a demo on /demo', async () => {
    const { router } = renderPage();
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');
    await visitor().click(screen.getByRole('button', { name: 'Request a Quote' }));
    expect(contactVisitOf(addressOf(router))).toEqual({
      at: homeAnchorHref(HOME_ANCHORS.contact),
      intent: { message: "I'd like a fixed quote for my project." },
    });
  });

  describe('on the server', () => {
    it('is static, with no island, and writes its h1, "coming soon", the published prices and their links', () => {
      expect(isStaticPart(PricingPage)).toBe(true);
      const { page, islands } = serverPageOf(<PricingPage />, '/pricing');
      expect(islands).toEqual([]);
      expect(controlsNeedingScript(page)).toEqual([]);
      expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Pricing']);
      for (const text of ['Pricing coming soon.', 'from £2,500', 'from £2,000', PRICES_EXCLUDE_NOTE])
        expect(page.textContent).toContain(text);
      expect(page.querySelector('a[aria-label="See editions of Risk Manager"]')).toHaveAttribute(
        'href',
        '/risk-manager',
      );
      expect(hrefsOfButtons(page, /^Request a Quote$/).map(contactVisitOf)).toEqual([
        { at: homeAnchorHref(HOME_ANCHORS.contact), intent: { message: "I'd like a fixed quote for my project." } },
      ]);
    });
  });
});
