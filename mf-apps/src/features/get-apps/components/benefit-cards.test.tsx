import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { BenefitCards } from './benefit-cards';

describe('BenefitCards', () => {
  it('shows four benefit cards under one heading', () => {
    renderWithSite(<BenefitCards />, { route: '/get-apps' });
    expect(screen.getByRole('heading', { level: 2, name: 'Why Organisations Choose Our Apps' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Live in Weeks, Not Months',
      'Built on Your Microsoft 365',
      'AI Assistance Built In',
      'UK-Based Support',
    ]);
  });

  it('says specifically what each benefit means', () => {
    renderWithSite(<BenefitCards />, { route: '/get-apps' });
    expect(screen.getByText(/Most go live in four to eight weeks/)).toBeInTheDocument();
    expect(screen.getByText(/Power Platform licences you already hold/)).toBeInTheDocument();
    expect(screen.getByText(/Copilot, Azure OpenAI and AI Builder/)).toBeInTheDocument();
    expect(screen.getByText(/Our consultants are in the UK/)).toBeInTheDocument();
  });
});
