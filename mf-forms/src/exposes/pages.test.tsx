import {
  CONSULTANCY_EMAIL,
  DEMO_LENGTH_TEXT,
  HOME_ANCHORS,
  LEAD_RETENTION_DAYS,
  NEWSLETTER_CONSENT,
  PRIVACY_NOTICE,
  PRIVACY_POLICY_PATH,
} from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import ContactSection from './contact-section';
import DemoPage from './demo-page';

describe('forms section', () => {
  it('renders the contact part at its home-page anchor, headed Get In Touch, with the contact form', () => {
    const { container } = renderWithSite(<ContactSection />);
    const part = container.querySelector(`section#${HOME_ANCHORS.contact}`);
    expect(part).not.toBeNull();
    const inPart = within(part as HTMLElement);
    expect(inPart.getByRole('heading', { level: 2, name: 'Get In Touch' })).toBeInTheDocument();
    expect(inPart.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(inPart.getByRole('link', { name: CONSULTANCY_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONSULTANCY_EMAIL}`,
    );
    expect(inPart.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');
  });

  it("follows the contact part's Book a Demo link within the page", async () => {
    const user = userEvent.setup();
    const { router } = renderWithSite(<ContactSection />, {
      path: '/',
      otherRoutes: [{ path: '/demo', element: <p>The demo page</p> }],
    });
    await user.click(screen.getByRole('link', { name: 'Book a Demo' }));
    expect(router.state.location.pathname).toBe('/demo');
    expect(screen.getByText('The demo page')).toBeInTheDocument();
  });

  it('renders the demo page with its h1, the form and the demo length', () => {
    renderWithSite(<DemoPage />, { route: '/demo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Demo' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Demo booking form' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About you',
      'Your project',
      'Integrations and solutions',
      'Your demo',
      'What to expect',
    ]);
    const overview = screen.getByRole('complementary', { name: 'What to expect' });
    expect(within(overview).getByText(DEMO_LENGTH_TEXT)).toBeInTheDocument();
    expect(DEMO_LENGTH_TEXT).toBe('45-60 minutes');
  });

  it.each<[string, () => ReactElement, string]>([
    ['contact', () => <ContactSection />, 'Contact form'],
    ['demo', () => <DemoPage />, 'Demo booking form'],
  ])(
    'puts a one-line privacy notice under the %s form, linking to the privacy policy, beside the versioned newsletter wording',
    (_name, render, formName) => {
      renderWithSite(render());
      const form = screen.getByRole('form', { name: formName });
      const link = within(form).getByRole('link', { name: 'Privacy policy' });
      expect(link).toHaveAttribute('href', PRIVACY_POLICY_PATH);
      expect(link.parentElement).toHaveTextContent(`${PRIVACY_NOTICE} Privacy policy`);
      expect(PRIVACY_NOTICE).toContain(`${LEAD_RETENTION_DAYS} days`);
      // The notice comes after the submit button: the last thing the visitor reads before sending.
      const submit = within(form).getByRole('button', { name: /Send Message|Book Demo/ });
      expect(submit.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(form).getByRole('checkbox', { name: NEWSLETTER_CONSENT.text })).not.toBeChecked();
    },
  );
});
