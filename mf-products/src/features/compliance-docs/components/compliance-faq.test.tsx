import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLIANCE_FAQ } from '../data/compliance-docs-content';
import { ComplianceFaq } from './compliance-faq';

const items = [
  { question: 'Do we need premium Power Apps licences?', answer: 'Only for the Dataverse edition.' },
  { question: 'Where are our documents stored?', answer: 'In your own Microsoft 365 tenant.' },
];

/** The disclosure a question opens: the browser's own `<details>`, its `<summary>` the question. */
function disclosureOf(question: string): HTMLDetailsElement {
  const details = screen.getByRole('heading', { level: 3, name: question }).closest('details');
  if (!details) throw new Error(`"${question}" is not the summary of a <details>`);
  return details;
}

describe('ComplianceFaq', () => {
  it('starts with every answer closed', () => {
    renderWithSite(<ComplianceFaq items={items} />);
    for (const { question, answer } of items) {
      expect(disclosureOf(question).open).toBe(false);
      expect(screen.getByText(answer)).not.toBeVisible();
    }
  });

  it('is the browser’s own disclosure, so it works with no script: the question is the summary the browser toggles', () => {
    renderWithSite(<ComplianceFaq items={items} />);
    for (const { question } of items) {
      const details = disclosureOf(question);
      const summary = details.firstElementChild;
      expect(summary?.tagName).toBe('SUMMARY');
      expect(summary).toContainElement(screen.getByRole('heading', { level: 3, name: question }));
      // Nothing for a script to do: no handler-driven state in the HTML.
      expect(summary).not.toHaveAttribute('aria-expanded');
      expect(summary).not.toHaveAttribute('tabindex');
    }
  });

  it('opens an answer on a click on its question and closes it on a second click', async () => {
    renderWithSite(<ComplianceFaq items={items} />);
    const [first] = items;
    if (!first) throw new Error('no items');
    await userEvent.click(screen.getByText(first.question));
    expect(disclosureOf(first.question).open).toBe(true);
    expect(screen.getByText(first.answer)).toBeVisible();
    await userEvent.click(screen.getByText(first.question));
    expect(disclosureOf(first.question).open).toBe(false);
    expect(screen.getByText(first.answer)).not.toBeVisible();
  });

  it('keeps several answers open at once', async () => {
    renderWithSite(<ComplianceFaq items={items} />);
    for (const { question } of items) await userEvent.click(screen.getByText(question));
    for (const { question, answer } of items) {
      expect(disclosureOf(question).open).toBe(true);
      expect(screen.getByText(answer)).toBeVisible();
    }
  });

  it('puts each question under an h3 and labels its answer with it', async () => {
    renderWithSite(<ComplianceFaq items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    );
    await userEvent.click(screen.getByText(items[1]?.question ?? ''));
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
