import { formatGbp, GUIDE_READ_TIME_MAX, GUIDE_READ_TIME_MIN, HOME_ANCHORS, homeAnchorHref } from '@site/contracts';
import { isStaticPart } from '@site/platform';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { GUIDES, RESOURCE_TEMPLATES } from '../features/resources/data/resources-content';
import { contactVisitOf, destinationsOf } from '../testing/page-location';
import { controlsNeedingScript, hrefsOfButtons, serverPageOf } from '../testing/server-page';
import ResourcesPage from './resources-page';

// A whole page in jsdom: role queries and re-renders on navigation take seconds, not milliseconds.

function renderPage() {
  return renderWithSite(<ResourcesPage />, { route: '/resources' });
}

describe('Resources page', () => {
  it('has one h1, then templates, guides, the Risk Manager promotion and the newsletter', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Resources']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Templates',
      'Guides',
      'Outgrown the spreadsheet? Meet Risk Manager',
      'New templates and guides, once a month',
    ]);
  });

  it('shows 8 template cards, each with its price in pounds', () => {
    renderPage();
    const cards = within(screen.getByRole('region', { name: 'Templates' })).getAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(screen.getByRole('article', { name: 'Corporate Risk Register' })).toHaveTextContent('£195');
    expect(screen.getByRole('article', { name: 'Power Platform Governance Kit' })).toHaveTextContent('£245');
    cards.forEach((card, index) => {
      const template = RESOURCE_TEMPLATES[index];
      expect(card).toHaveAccessibleName(template?.name);
      expect(card).toHaveTextContent(formatGbp(template?.priceGbp ?? Number.NaN));
    });
  });

  it(`shows 8 guides, each read in ${GUIDE_READ_TIME_MIN} to ${GUIDE_READ_TIME_MAX} minutes`, () => {
    renderPage();
    const cards = within(screen.getByRole('region', { name: 'Guides' })).getAllByRole('article');
    expect(cards).toHaveLength(8);
    const readTimes = cards.map((card) => Number(/(\d+) min read/.exec(card.textContent ?? '')?.[1]));
    expect(readTimes).toEqual(GUIDES.map((guide) => guide.readMinutes));
    for (const minutes of readTimes) {
      expect(minutes).toBeGreaterThanOrEqual(GUIDE_READ_TIME_MIN);
      expect(minutes).toBeLessThanOrEqual(GUIDE_READ_TIME_MAX);
    }
  });

  it('promotes Risk Manager with a link to its page', () => {
    renderPage();
    const promo = screen.getByRole('region', { name: 'Risk Manager' });
    expect(promo).toHaveTextContent('from £2,500');
    expect(within(promo).getByRole('link', { name: 'Explore Risk Manager' })).toHaveAttribute('href', '/risk-manager');
  });

  it('sends every action button, Subscribe included, to the contact form on the home page, saying why', async () => {
    const { router } = renderPage();
    const buttons = screen.getAllByRole('button', { name: /^(Get Template|Request Guide|Subscribe)/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      ...Array(8).fill('Get Template'),
      ...Array(8).fill('Request Guide'),
      'Subscribe',
    ]);
    const visits = (await destinationsOf(router, buttons)).map(contactVisitOf);
    expect(visits.map((visit) => visit.at)).toEqual(Array(buttons.length).fill(homeAnchorHref(HOME_ANCHORS.contact)));
    expect(visits[0]?.intent).toEqual({
      service: 'Risk Management Suite',
      message: "I'd like the Corporate Risk Register template (£195).",
    });
    expect(visits[1]?.intent).toEqual({ message: "I'd like the Project RAID Log template (£95)." });
    expect(visits[9]?.intent).toEqual({
      service: 'Risk Management Suite',
      message: 'Please send me the guide "Designing a 5x5 risk matrix your board will trust".',
    });
    expect(visits.at(-1)?.intent).toMatchObject({ newsletter: true });
  });

  it('names each card button after its template or guide', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Get Template: DPIA Workbook' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Request Guide: Licensing Power Apps without surprises' }),
    ).toBeInTheDocument();
  });

  describe('on the server', () => {
    it('is static, with no island: all 17 action buttons are links to the contact form that say why', () => {
      expect(isStaticPart(ResourcesPage)).toBe(true);
      const { page, islands } = serverPageOf(<ResourcesPage />, '/resources');
      expect(islands).toEqual([]);
      expect(controlsNeedingScript(page)).toEqual([]);
      const visits = hrefsOfButtons(page, /^(Get Template|Request Guide|Subscribe)/).map(contactVisitOf);
      expect(visits.map((visit) => visit.at)).toEqual(Array(17).fill(homeAnchorHref(HOME_ANCHORS.contact)));
      expect(visits[0]?.intent).toEqual({
        service: 'Risk Management Suite',
        message: "I'd like the Corporate Risk Register template (£195).",
      });
      expect(visits.at(-1)?.intent).toMatchObject({ newsletter: true });
    });

    it('writes what a crawler reads: every template with its price and every guide with its read time', () => {
      const { page } = serverPageOf(<ResourcesPage />, '/resources');
      expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Resources']);
      for (const template of RESOURCE_TEMPLATES) {
        expect(page.textContent).toContain(template.name);
        expect(page.textContent).toContain(formatGbp(template.priceGbp));
      }
      for (const guide of GUIDES) {
        expect(page.textContent).toContain(guide.title);
        expect(page.textContent).toContain(`${guide.readMinutes} min read`);
      }
    });
  });
});
