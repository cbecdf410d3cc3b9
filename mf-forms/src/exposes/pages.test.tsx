import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import ContactSection from './contact-section';
import DemoPage from './demo-page';

describe('forms section', () => {
  it('renders the contact section with its anchor', () => {
    const { container } = renderWithSite(<ContactSection />);
    expect(container.querySelector('#contact')).not.toBeNull();
  });

  it('renders the demo page heading', () => {
    renderWithSite(<DemoPage />, { route: '/demo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Demo' })).toBeInTheDocument();
  });
});
