import { HOME_ANCHORS, readContactIntent } from '@site/contracts';
import {
  answersAfter,
  aService,
  fails,
  neverAnswers,
  renderWithSite,
  serviceHandlers,
  setupSiteServer,
} from '@site/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithAnchorTargets } from '../../../testing/anchor-targets';
import { expectCardSizedLikeItsPlaceholder, recordScrolls, shownAtWidth, WIDTHS } from '../../../testing/home-test-kit';
import { ServicesBand } from './services-band';

const risk = aService({
  id: 's1',
  name: 'Risk Manager',
  description: 'A risk register with scoring.',
  icon: 'fas fa-chart-bar',
  color: 'purple',
  features: ['5x5 and 3x3 scoring', 'Review reminders', 'Power BI heatmap'],
});

const server = setupSiteServer(...serviceHandlers([risk]));

function renderBand() {
  return renderWithSite(
    <WithAnchorTargets anchors={[HOME_ANCHORS.contact]}>
      <ServicesBand />
    </WithAnchorTargets>,
  );
}

describe(`services (#${HOME_ANCHORS.services})`, () => {
  it(`is the #${HOME_ANCHORS.services} band headed 'What We Deliver'`, async () => {
    renderBand();
    const band = screen.getByRole('region', { name: 'What We Deliver' });
    expect(band).toHaveAttribute('id', HOME_ANCHORS.services);
    expect(within(band).getByRole('heading', { level: 2, name: 'What We Deliver' })).toBeInTheDocument();
    await screen.findAllByTestId('service-card');
  });

  it('shows 4 placeholders while loading, sized like the cards (a lone card takes its height)', async () => {
    server.use(neverAnswers('/api/services'));
    const first = renderBand();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(4);
    first.unmount();
    server.use(answersAfter(30, '/api/services', [risk]));
    renderBand();
    await expectCardSizedLikeItsPlaceholder('service-card');
  });

  it('gives each service a card with icon, name, description and features', async () => {
    renderBand();
    const card = await screen.findByRole('article', { name: 'Risk Manager' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Risk Manager' })).toBeInTheDocument();
    expect(within(card).getByText('A risk register with scoring.')).toBeInTheDocument();
    expect(card.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'chart');
    expect(card.querySelector('[data-testid="BarChartIcon"]')).not.toBeNull();
    const features = within(within(card).getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(risk.features);
  });

  it.each([
    ['fas fa-mobile-alt', 'PhoneIphoneIcon'],
    ['fas fa-cogs', 'SettingsIcon'],
    ['fas fa-chart-bar', 'BarChartIcon'],
    ['fas fa-globe', 'LanguageIcon'],
    ['fas fa-unknown', 'PhoneIphoneIcon'],
  ])('draws the icon %s as %s', async (icon, testId) => {
    server.use(...serviceHandlers([{ ...risk, icon }]));
    renderBand();
    const card = await screen.findByTestId('service-card');
    expect(card.querySelector(`[data-testid="${testId}"]`)).not.toBeNull();
  });

  it.each([
    ['cyan', 'cyan'],
    ['purple', 'purple'],
    ['green', 'green'],
    ['orange', 'cyan'],
  ])('colours a %s service %s', async (color, shown) => {
    server.use(...serviceHandlers([{ ...risk, color }]));
    renderBand();
    expect(await screen.findByTestId('service-card')).toHaveAttribute('data-color', shown);
  });

  it(`'Contact for Pricing' scrolls to #${HOME_ANCHORS.contact}, with the service chosen and a first line`, async () => {
    const scrolls = recordScrolls();
    const { router } = renderBand();
    const card = await screen.findByRole('article', { name: 'Risk Manager' });
    await userEvent.click(within(card).getByRole('button', { name: /^Contact for Pricing/ }));
    expect(scrolls.ids).toEqual([HOME_ANCHORS.contact]);
    expect(readContactIntent(new URLSearchParams(router.state.location.search))).toEqual({
      service: 'Risk Management Suite',
      message: "I'd like pricing for Risk Manager.",
    });
    scrolls.restore();
  });

  it("shows whole rows first, fewer on a phone, and 'Show all' the rest in place", async () => {
    const seven = Array.from({ length: 7 }, (_, index) => ({ ...risk, id: `s${index}`, name: `Service ${index}` }));
    server.use(...serviceHandlers(seven));
    renderBand();
    const cards = await screen.findAllByTestId('service-card');
    expect(shownAtWidth(cards, WIDTHS.phone)).toHaveLength(3);
    expect(shownAtWidth(cards, WIDTHS.tablet)).toHaveLength(4);
    expect(shownAtWidth(cards, WIDTHS.wide)).toHaveLength(6);
    const showAll = screen.getByRole('button', { name: 'Show all 7 services' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    // The page carries the six that show at some width; the seventh comes with the button.
    expect(cards).toHaveLength(6);
    await userEvent.click(showAll);
    const all = screen.getAllByTestId('service-card');
    for (const width of Object.values(WIDTHS)) expect(shownAtWidth(all, width)).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show all 7 services' })).not.toBeInTheDocument();
    // jsdom's window is 1024 px wide: four showed there, so the fifth is the first new one.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Service 4' })).toHaveFocus());
  });

  it('lists five features and says how many more there are', async () => {
    const features = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'];
    server.use(...serviceHandlers([{ ...risk, features }]));
    renderBand();
    const card = await screen.findByTestId('service-card');
    expect(within(card).getByText('Five')).toBeInTheDocument();
    expect(within(card).queryByText('Six')).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
  });

  it('shows every service from the API', async () => {
    server.use(...serviceHandlers([risk, { ...risk, id: 's2', name: 'Customer Portal' }]));
    renderBand();
    expect(await screen.findAllByTestId('service-card')).toHaveLength(2);
  });

  it('shows an error with a retry when the read fails', async () => {
    server.use(fails('/api/services', 503, { once: true }));
    renderBand();
    expect(await screen.findByText(/couldn't load the services/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Risk Manager' })).toBeInTheDocument();
  });
});
