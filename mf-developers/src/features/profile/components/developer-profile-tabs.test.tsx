import { aTestimonial, developerHandlers, renderWithSite, setupSiteServer } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amelia, DIRECTORY_DEVELOPERS } from '../../../testing/directory-developers';
import { DeveloperProfileTabs } from './developer-profile-tabs';

const praise = aTestimonial({ id: 't-1', developerId: amelia.id, content: 'One app our team actually likes using.' });
setupSiteServer(...developerHandlers(DIRECTORY_DEVELOPERS, { testimonials: [praise] }));

describe('DeveloperProfileTabs, the island of the tabs and their panels', () => {
  it('shows the tab the address names, and keeps the one chosen in the address', async () => {
    const { router } = renderWithSite(<DeveloperProfileTabs developerId={amelia.id} />, {
      route: `/developer/${amelia.id}?tab=testimonials`,
    });
    expect(await screen.findByText(praise.content)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText(amelia.description)).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithSite(<DeveloperProfileTabs developerId={amelia.id} />, { route: `/developer/${amelia.id}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveFocus();
  });
});
