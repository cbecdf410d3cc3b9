import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/render-shell';
import { loadSectionModule } from './load-section-module';

jest.mock('./load-section-module');

const loadMock = jest.mocked(loadSectionModule);

function Throws(): never {
  throw new Error('render failed');
}

function Working() {
  return <p>Pricing content</p>;
}

describe('a section that fails', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a fallback with a retry inside the page while nav and footer keep working, and the retry loads it', async () => {
    loadMock.mockRejectedValueOnce(new Error('remoteEntry.js: 503'));
    loadMock.mockResolvedValue(Working);
    renderShell('/pricing');
    expect(await screen.findByTestId('section-fallback')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pricing content')).toBeInTheDocument();
    expect(loadMock).toHaveBeenLastCalledWith('products', 'PricingPage', true);
  });

  it('keeps a section that throws while rendering inside its box', async () => {
    loadMock.mockImplementation(async (_section, module) => (module === 'HomePage' ? Throws : Working));
    renderShell('/');
    expect(await screen.findByTestId('section-fallback')).toBeInTheDocument();
    expect(await screen.findByText('Pricing content')).toBeInTheDocument();
  });
});
