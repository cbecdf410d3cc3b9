import { CONSULTANCY_EMAIL, DEMO_LENGTH_TEXT } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import ContactSection from './contact-section';
import DemoPage from './demo-page';

describe('forms section', () => {
  it('renders the contact section at #contact, headed Get In Touch, with the contact form', () => {
    const { container } = renderWithSite(<ContactSection />);
    const section = container.querySelector('section#contact');
    expect(section).not.toBeNull();
    const inSection = within(section as HTMLElement);
    expect(inSection.getByRole('heading', { level: 2, name: 'Get In Touch' })).toBeInTheDocument();
    expect(inSection.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(inSection.getByRole('link', { name: CONSULTANCY_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONSULTANCY_EMAIL}`,
    );
    expect(inSection.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');
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
});
