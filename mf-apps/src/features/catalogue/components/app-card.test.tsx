import { HOME_ANCHORS, homeAnchorHref, readContactIntent } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RISK_SUITE as riskSuite } from '../../../testing/services';
import { AppCard } from './app-card';

function renderCard() {
  const view = renderWithSite(<AppCard service={riskSuite} />, { route: '/apps' });
  return { ...view, card: screen.getByRole('article', { name: 'Risk Manager' }) };
}

describe('AppCard', () => {
  it('shows the app name, category, description and key features', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'Risk Manager' })).toBeInTheDocument();
    expect(within(card).getByText('Governance, Risk & Compliance')).toBeInTheDocument();
    expect(within(card).getByText(riskSuite.description)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Key features' })).toBeInTheDocument();
    const features = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual([
      '5x5 and 3x3 risk scoring matrices',
      'Scheduled review workflow with Teams alerts',
    ]);
  });

  it('shows the fixed 5.0 rating with five stars', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('5.0')).toBeInTheDocument();
    expect(within(card).getByTestId('rating-stars').querySelectorAll('[data-star="full"]')).toHaveLength(5);
  });

  it('draws the service icon in the service colour', () => {
    const { card } = renderCard();
    const icon = within(card).getByTestId('service-icon');
    expect(icon).toHaveAttribute('data-icon', 'chart');
    expect(icon).toHaveAttribute('data-color', 'purple');
  });

  it('links Demo to the demo page, described by the app it belongs to', async () => {
    const { card, router } = renderCard();
    const demo = within(card).getByRole('link', { name: 'Demo' });
    expect(demo).toHaveAttribute('href', '/demo');
    expect(demo).toHaveAccessibleDescription('Risk Manager');
    await userEvent.click(demo);
    expect(router.state.location.pathname).toBe('/demo');
  });

  it("sends Contact Us to the contact form on the home page, with the app's service chosen", async () => {
    const { card, router } = renderCard();
    const contact = within(card).getByRole('button', { name: 'Contact Us' });
    const href = new URL(contact.getAttribute('href') ?? '', 'https://site.test');
    expect(`${href.pathname}${href.hash}`).toBe(homeAnchorHref(HOME_ANCHORS.contact));
    expect(readContactIntent(href.searchParams)).toEqual({
      service: 'Risk Management Suite',
      message: "I'd like to know more about Risk Manager.",
    });
    await userEvent.click(contact);
    expect(router.state.location).toMatchObject({ pathname: '/', hash: `#${HOME_ANCHORS.contact}` });
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    const { card, router } = renderCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Contact Us' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/apps');
  });
});
