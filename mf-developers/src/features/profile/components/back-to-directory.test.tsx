import { renderWithSite } from '@site/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { BackToDirectory } from './back-to-directory';

function cameFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

describe('BackToDirectory, the way back', () => {
  afterEach(() => cameFrom(''));

  it('leads to the directory as the visitor left it, named by the page they came from', async () => {
    cameFrom(`${window.location.origin}/developers?q=power&skill=DAX&page=2`);
    renderWithSite(<BackToDirectory look="link" />, { route: '/developer/1' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to Developers' })).toHaveAttribute(
        'href',
        '/developers?q=power&skill=DAX&page=2',
      ),
    );
  });

  it('leads to the plain directory from any other page or site', async () => {
    cameFrom('https://elsewhere.example/developers?q=spam');
    renderWithSite(<BackToDirectory look="button" />, { route: '/developer/1' });
    const back = screen.getByRole('link', { name: 'Back to Developers' });
    await waitFor(() => expect(back).toHaveAttribute('href', '/developers'));
    expect(back).toHaveClass('MuiButton-contained');
  });

  it('prefers the state a directory card gave, on a page the browser renders itself', async () => {
    cameFrom(`${window.location.origin}/developers?q=old`);
    const { router } = renderWithSite(<BackToDirectory look="link" />, { route: '/developer/1' });
    await act(() => router.navigate('/developer/1', { state: { directorySearch: '?sort=price-low' } }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to Developers' })).toHaveAttribute(
        'href',
        '/developers?sort=price-low',
      ),
    );
  });
});
