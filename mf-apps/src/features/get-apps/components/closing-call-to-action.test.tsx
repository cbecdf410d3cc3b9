import { HOME_ANCHORS, homeAnchorHref } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClosingCallToAction } from './closing-call-to-action';

describe('ClosingCallToAction', () => {
  it('invites the visitor to talk to a consultant or book a demo', () => {
    renderWithSite(<ClosingCallToAction />, { route: '/get-apps' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to Put Your First App Live?' })).toBeInTheDocument();
    expect(screen.getByText(/a demo first: it takes 45-60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Talk to a Consultant' })).toHaveAttribute(
      'href',
      homeAnchorHref(HOME_ANCHORS.contact),
    );
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');
  });

  it('goes to the contact form or the demo page', async () => {
    const { router } = renderWithSite(<ClosingCallToAction />, { route: '/get-apps' });
    await userEvent.click(screen.getByRole('button', { name: 'Talk to a Consultant' }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: `#${HOME_ANCHORS.contact}` });
    await userEvent.click(screen.getByRole('link', { name: 'Book a Demo' }));
    expect(router.state.location.pathname).toBe('/demo');
  });
});
