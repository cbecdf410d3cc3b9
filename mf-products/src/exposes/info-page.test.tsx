import { CONSULTANCY_EMAIL, HOME_ANCHORS, homeAnchorHref, LEAD_RETENTION_DAYS } from '@site/contracts';
import { isStaticPart } from '@site/platform';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { INFO_PAGES, INFO_TOPICS, type InfoTopic } from '../features/info/data/info-content';
import { addressOf, contactVisitOf, visitor } from '../testing/page-location';
import { controlsNeedingScript, hrefsOfButtons, serverPageOf } from '../testing/server-page';
import InfoPage from './info-page';

function renderTopic(topic: string) {
  return renderWithSite(<InfoPage topic={topic} />, { route: `/${topic}` });
}

const H1_BY_TOPIC: Record<InfoTopic, string> = {
  'help-center': 'Help Center',
  documentation: 'Documentation',
  'api-reference': 'API Reference',
  'contact-support': 'Contact Support',
  status: 'System Status',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
};

describe('information pages', () => {
  it.each(INFO_TOPICS.map((topic) => [topic, H1_BY_TOPIC[topic]] as const))(
    '/%s has the one h1 "%s" and a way to reach us',
    async (topic, h1) => {
      const { router } = renderTopic(topic);
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([h1]);
      expect(screen.getByRole('link', { name: CONSULTANCY_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${CONSULTANCY_EMAIL}`,
      );
      await visitor().click(screen.getByRole('button', { name: 'Contact Us' }));
      expect(addressOf(router)).toBe(homeAnchorHref(HOME_ANCHORS.contact));
    },
  );

  it.each(['help-center', 'documentation', 'api-reference', 'contact-support'] as const)(
    '/%s says it is coming soon and what it will hold',
    (topic) => {
      renderTopic(topic);
      expect(screen.getByText('Coming soon')).toBeInTheDocument();
      expect(screen.getByText(/coming soon\./)).toBeInTheDocument();
      const page = INFO_PAGES[topic];
      if (page.kind !== 'coming-soon') throw new Error(`${topic} should be a coming-soon page`);
      const planned = screen.getByRole('region', { name: page.plannedHeading });
      expect(within(planned).getAllByRole('listitem')).toHaveLength(page.planned.length);
    },
  );

  it('links the Help Center on to the product pages', () => {
    renderTopic('help-center');
    expect(screen.getByRole('link', { name: 'Risk Manager' })).toHaveAttribute('href', '/risk-manager');
    expect(screen.getByRole('link', { name: 'Compliance Document Management' })).toHaveAttribute(
      'href',
      '/compliance-docs',
    );
  });

  it('/status is coming soon and lists Website, Consulting Services and Support System as Operational', () => {
    renderTopic('status');
    expect(screen.getByText(/coming soon/)).toBeInTheDocument();
    const services = within(screen.getByRole('region', { name: 'Current status' })).getAllByRole('listitem');
    expect(services.map((service) => within(service).getByRole('heading').textContent)).toEqual([
      'Website',
      'Consulting Services',
      'Support System',
    ]);
    for (const service of services) expect(service).toHaveTextContent('Operational');
    expect(screen.getByLabelText('Support System: Operational')).toBeInTheDocument();
  });

  it('/privacy-policy states how long enquiries are kept: the number the API deletes them after', () => {
    renderTopic('privacy-policy');
    expect(screen.getByRole('region', { name: 'How long we keep it' })).toHaveTextContent(
      `${LEAD_RETENTION_DAYS} days after you send it`,
    );
    expect(LEAD_RETENTION_DAYS).toBe(730);
    expect(screen.getByRole('region', { name: 'What we collect' })).toHaveTextContent(
      'the exact wording you were shown',
    );
  });

  it('/privacy-policy says what the page-speed and error reports hold, and why they need no consent', () => {
    renderTopic('privacy-policy');
    const measurement = screen.getByRole('region', { name: 'Page speed and errors' });
    expect(measurement).toHaveTextContent('for one page view in 4, how quickly the page loaded');
    expect(measurement).toHaveTextContent('any error in our code');
    expect(measurement).toHaveTextContent('the version of the site that served it');
    expect(measurement).toHaveTextContent('no cookie, no identifier, no address and nothing you typed');
    expect(measurement).toHaveTextContent('need no consent');
  });

  it('/privacy-policy is a clearly marked UK GDPR summary', () => {
    renderTopic('privacy-policy');
    expect(screen.getByRole('alert')).toHaveTextContent(/^This is a summary\./);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Who we are', 'What we collect', 'Your rights', 'Complaints']));
    expect(screen.getByRole('region', { name: 'Your rights' })).toHaveTextContent('Under UK GDPR');
    expect(screen.getByRole('region', { name: 'Complaints' })).toHaveTextContent('Information Commissioner’s Office');
  });

  it('/terms-of-service is a clearly marked summary under the law of England and Wales', () => {
    renderTopic('terms-of-service');
    expect(screen.getByRole('alert')).toHaveTextContent(/^This is a summary\./);
    expect(screen.getByRole('region', { name: 'Prices and quotes' })).toHaveTextContent(
      'Prices exclude Microsoft licensing and taxes.',
    );
    expect(screen.getByRole('region', { name: 'Governing law' })).toHaveTextContent('England and Wales');
  });

  it('shows the Help Center for a topic it does not know', () => {
    renderTopic('no-such-topic');
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
  });

  describe('on the server', () => {
    it.each(INFO_TOPICS.map((topic) => [topic, H1_BY_TOPIC[topic]] as const))(
      '/%s is static, with no island: its h1 "%s", the e-mail link and "Contact Us" are in the HTML',
      (topic, h1) => {
        expect(isStaticPart(InfoPage)).toBe(true);
        const { page, islands } = serverPageOf(<InfoPage topic={topic} />, `/${topic}`);
        expect(islands).toEqual([]);
        expect(controlsNeedingScript(page)).toEqual([]);
        expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([h1]);
        expect(page.querySelector(`a[href="mailto:${CONSULTANCY_EMAIL}"]`)).toHaveTextContent(CONSULTANCY_EMAIL);
        expect(hrefsOfButtons(page, /^Contact Us$/).map((href) => contactVisitOf(href).at)).toEqual([
          homeAnchorHref(HOME_ANCHORS.contact),
        ]);
      },
    );

    it('writes the policy text a crawler reads on /privacy-policy', () => {
      const { page } = serverPageOf(<InfoPage topic="privacy-policy" />, '/privacy-policy');
      expect(page.textContent).toContain(`${LEAD_RETENTION_DAYS} days after you send it`);
      expect(page.textContent).toContain('Information Commissioner’s Office');
    });
  });
});
