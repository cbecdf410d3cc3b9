import { renderWithSite } from '@site/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLIANCE_FAQ } from '../data/compliance-docs-content';
import { ComplianceFaq } from './compliance-faq';

const items = [
  { question: 'Do we need premium Power Apps licences?', answer: 'Only for the Dataverse edition.' },
  { question: 'Where are our documents stored?', answer: 'In your own Microsoft 365 tenant.' },
];

describe('ComplianceFaq', () => {
  it('starts with every answer closed', () => {
    renderWithSite(<ComplianceFaq items={items} />);
    for (const { question, answer } of items) {
      expect(screen.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(answer)).not.toBeVisible();
    }
  });

  it('expands an answer on click and collapses it on a second click', async () => {
    renderWithSite(<ComplianceFaq items={items} />);
    const question = screen.getByRole('button', { name: items[0]?.question });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Only for the Dataverse edition.')).toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText('Only for the Dataverse edition.')).not.toBeVisible());
  });

  it('works from the keyboard, and keeps several answers open at once', async () => {
    renderWithSite(<ComplianceFaq items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: items[0]?.question })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    for (const { question } of items) {
      expect(screen.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('puts each question under an h3 and labels its open answer with it', async () => {
    renderWithSite(<ComplianceFaq items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    );
    await userEvent.click(screen.getByRole('button', { name: items[1]?.question }));
    expect(screen.getByRole('region', { name: items[1]?.question })).toHaveTextContent(
      'In your own Microsoft 365 tenant.',
    );
  });

  it('answers real questions: at least five, none repeated, each answer a full sentence', () => {
    expect(COMPLIANCE_FAQ.length).toBeGreaterThanOrEqual(5);
    expect(new Set(COMPLIANCE_FAQ.map((item) => item.question)).size).toBe(COMPLIANCE_FAQ.length);
    for (const item of COMPLIANCE_FAQ) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer).toMatch(/\.$/);
    }
  });
});
