import { CONTACT_FORM_DEFAULTS, type SubmittedForm } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { labelled } from '../../../testing/enter-text';
import { ContactForm } from './contact-form';

/** A contact form the site server sent back after a post without JavaScript (issue 34). */
function returned(submitted: SubmittedForm) {
  renderWithSite(<ContactForm submitted={submitted} />, { route: '/' });
  return screen.queryByRole('alert');
}

const SENT = { ...CONTACT_FORM_DEFAULTS, company: 'Northwind Housing', email: 'amelia@' };

describe('the contact form sent back by the server', () => {
  it('keeps what was sent and lists each message at the top, linked to its field, focusable', () => {
    const summary = returned({ kind: 'contact', values: SENT });
    if (!summary) throw new Error('no error summary');
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Full name is required', '#contact-fullName'],
      ['Valid email is required', '#contact-email'],
      ['Please choose a service', '#contact-serviceNeeded'],
      ['Please describe your project', '#contact-projectDescription'],
    ]);
    // Focused by its autofocus attribute as the server's page opens (e2e: forms-without-javascript).
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(screen.getByLabelText(labelled('Company'))).toHaveValue('Northwind Housing');
    expect(screen.getByLabelText(labelled('Email address'))).toHaveAttribute('aria-invalid', 'true');
  });

  it("says in the spec's words that a valid form was not stored, the values kept", () => {
    const valid = {
      ...SENT,
      fullName: 'Amelia Hart',
      email: 'amelia@northwind-housing.co.uk',
      serviceNeeded: 'Customer Portal',
      projectDescription: 'A portal for our tenants.',
    };
    const summary = returned({ kind: 'contact', values: valid, failure: {} });
    expect(summary).toHaveTextContent('Failed to send message. Please try again.');
    expect(screen.getByLabelText(labelled('Project description'))).toHaveValue('A portal for our tenants.');
  });

  it('shows no summary for a form that was not sent back', () => {
    renderWithSite(<ContactForm />, { route: '/' });
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
  });
});
