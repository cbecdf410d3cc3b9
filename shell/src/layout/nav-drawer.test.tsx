import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSectionModule } from '../federation/load-section-module';
import { renderShell } from '../testing/render-shell';

jest.mock('../federation/load-section-module');
// Every section stands in as the home page's team section, the target of the drawer's Team link.
jest.mocked(loadSectionModule).mockImplementation(async () => () => (
  <section id="team">
    <h2>Meet Our Expert Team</h2>
  </section>
));

beforeAll(() => {
  // jsdom lays nothing out; where focus goes is what this test follows.
  Element.prototype.scrollIntoView = () => {};
});

describe('the drawer', () => {
  it('moves focus to the section a link leads to, not back to the menu button', async () => {
    const { router } = renderShell('/');
    await screen.findAllByRole('heading', { name: 'Meet Our Expert Team' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#team'));
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Meet Our Expert Team' })[0]).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveFocus();
  });
});
