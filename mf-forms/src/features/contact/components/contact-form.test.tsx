import { contactHref, HOME_ANCHORS, homeAnchorHref, NEWSLETTER_CONSENT, SERVICE_NEEDED_OPTIONS } from '@site/contracts';
import { ARRIVAL_FOCUS_ATTRIBUTE } from '@site/platform';
import { RATE_LIMIT_RETRY_AFTER_SECONDS, renderWithSite } from '@site/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { enterText, labelled } from '../../../testing/enter-text';
import { expectRetryKeptKeyAndNextLeadGotNewOne, UUID_V4 } from '../../../testing/idempotency-expectations';
import { serveFakeContactsApi } from '../../../testing/serve-contacts-api';
import { ContactForm } from './contact-form';

const contacts = serveFakeContactsApi();

// Found by their visible labels (quicker than by role in a big jsdom form); the first test checks the roles.
const fullName = () => screen.getByLabelText(labelled('Full name'));
const email = () => screen.getByLabelText(labelled('Email address'));
const company = () => screen.getByLabelText(labelled('Company'));
const serviceNeeded = () => screen.getByLabelText(labelled('Service needed'));
const projectDescription = () => screen.getByLabelText(labelled('Project description'));
const newsletter = () => screen.getByLabelText(/insights and product news/);
const submit = () => screen.getByRole('button', { name: 'Send Message' });

const DESCRIPTION = 'A risk register in Teams for 40 project managers, replacing our Excel tracker by June.';

async function fillIn(user: UserEvent) {
  await enterText(user, fullName(), 'Amelia Hart');
  await enterText(user, email(), 'amelia.hart@northwind-housing.co.uk');
  await enterText(user, company(), 'Northwind Housing');
  await user.selectOptions(serviceNeeded(), 'Risk Management Suite');
  await enterText(user, projectDescription(), DESCRIPTION);
}

function setUp(route = '/') {
  const user = userEvent.setup();
  renderWithSite(<ContactForm />, { route });
  return user;
}

describe('the contact form', () => {
  it('labels every field and names it after the lead field it fills', () => {
    setUp();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBe(fullName());
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBe(email());
    expect(screen.getByRole('textbox', { name: 'Company' })).toBe(company());
    expect(screen.getByRole('combobox', { name: 'Service needed' })).toBe(serviceNeeded());
    expect(screen.getByRole('textbox', { name: 'Project description' })).toBe(projectDescription());
    expect(screen.getByRole('checkbox', { name: NEWSLETTER_CONSENT.text })).toBe(newsletter());
    expect(fullName()).toHaveAttribute('name', 'fullName');
    expect(email()).toHaveAttribute('name', 'email');
    expect(email()).toHaveAttribute('type', 'email');
    expect(company()).toHaveAttribute('name', 'company');
    expect(company()).not.toBeRequired();
    expect(serviceNeeded()).toHaveAttribute('name', 'serviceNeeded');
    expect(projectDescription()).toHaveAttribute('name', 'projectDescription');
    expect(projectDescription().tagName).toBe('TEXTAREA');
    expect(newsletter()).toHaveAttribute('name', 'newsletter');
    expect(newsletter()).not.toBeChecked();
    for (const field of [fullName(), email(), serviceNeeded(), projectDescription()]) expect(field).toBeRequired();
  });

  it('offers the seven services of the spec', () => {
    setUp();
    const options = within(serviceNeeded())
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    expect(options).toEqual([...SERVICE_NEEDED_OPTIONS]);
  });

  it('flags nothing while the visitor first types', async () => {
    const user = setUp();
    await user.type(email(), 'amelia@');
    expect(screen.queryByText('Valid email is required')).not.toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows every message on submit, ties it to its field, focuses the first and sends nothing', async () => {
    const user = setUp();
    await user.click(submit());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a service')).toBeInTheDocument();
    expect(screen.getByText('Please describe your project')).toBeInTheDocument();
    expect(fullName()).toHaveAttribute('aria-invalid', 'true');
    expect(fullName()).toHaveAccessibleDescription('Full name is required');
    expect(email()).toHaveAccessibleDescription('Valid email is required');
    expect(serviceNeeded()).toHaveAccessibleDescription('Please choose a service');
    expect(projectDescription()).toHaveAccessibleDescription('Please describe your project');
    expect(company()).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(fullName()).toHaveFocus());
    expect(contacts.received).toHaveLength(0);
  });

  it('rejects a malformed email and a name of spaces', async () => {
    const user = setUp();
    await fillIn(user);
    await enterText(user, fullName(), '   ');
    await enterText(user, email(), 'amelia.hart@');
    await user.click(submit());
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.queryByText('Please describe your project')).not.toBeInTheDocument();
    expect(contacts.received).toHaveLength(0);
  });

  it('re-validates on every change once submitted', async () => {
    const user = setUp();
    await user.click(submit());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    await user.type(fullName(), 'A');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(fullName()).toHaveAttribute('aria-invalid', 'false');
    await user.clear(fullName());
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    await user.selectOptions(serviceNeeded(), 'Multiple Apps');
    expect(screen.queryByText('Please choose a service')).not.toBeInTheDocument();
  });

  it('posts exactly the lead, trimmed, with an Idempotency-Key', async () => {
    const user = setUp();
    await fillIn(user);
    await enterText(user, fullName(), '  Amelia Hart ');
    await user.click(newsletter());
    await user.click(submit());
    await screen.findByText('Message Sent!');
    expect(contacts.received).toHaveLength(1);
    expect(contacts.received[0]?.body).toEqual({
      fullName: 'Amelia Hart',
      email: 'amelia.hart@northwind-housing.co.uk',
      company: 'Northwind Housing',
      serviceNeeded: 'Risk Management Suite',
      projectDescription: DESCRIPTION,
      newsletter: true,
    });
    expect(contacts.received[0]?.idempotencyKey).toMatch(UUID_V4);
  });

  it('sends an empty company and newsletter off when left alone', async () => {
    const user = setUp();
    await fillIn(user);
    await user.clear(company());
    await user.click(submit());
    await screen.findByText('Message Sent!');
    expect(contacts.received[0]?.body).toEqual({
      fullName: 'Amelia Hart',
      email: 'amelia.hart@northwind-housing.co.uk',
      company: '',
      serviceNeeded: 'Risk Management Suite',
      projectDescription: DESCRIPTION,
      newsletter: false,
    });
  });

  it('carries a honeypot no visitor sees, and sends it only when something filled it', async () => {
    const user = setUp();
    const honeypot = document.body.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillIn(user);
    if (honeypot) await user.type(honeypot, 'https://cheap-seo.example');
    await user.click(submit());
    await screen.findByText('Message Sent!');
    expect(contacts.received[0]?.body).toMatchObject({ website: 'https://cheap-seo.example' });
  });

  it('reads Sending... and is disabled while sending, and a double click sends once', async () => {
    const user = setUp();
    await fillIn(user);
    const release = contacts.holdAnswers();
    await user.dblClick(submit());
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    release();
    await screen.findByText('Message Sent!');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(contacts.received).toHaveLength(1);
  });

  it('tells the visitor it was sent and empties the form', async () => {
    const user = setUp();
    await fillIn(user);
    await user.click(newsletter());
    await user.click(submit());
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Message Sent!');
    expect(toast).toHaveTextContent("We'll get back to you within 24 hours.");
    for (const field of [fullName(), email(), company(), serviceNeeded(), projectDescription()]) {
      expect(field).toHaveValue('');
    }
    expect(newsletter()).not.toBeChecked();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', 'server-error'],
    ['a network error', 'network-error'],
  ] as const)('after %s shows a destructive Error toast and keeps every entry', async (_case, answer) => {
    const user = setUp();
    await fillIn(user);
    await user.click(newsletter());
    contacts.answerNext(answer);
    await user.click(submit());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to send message. Please try again.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(fullName()).toHaveValue('Amelia Hart');
    expect(email()).toHaveValue('amelia.hart@northwind-housing.co.uk');
    expect(company()).toHaveValue('Northwind Housing');
    expect(serviceNeeded()).toHaveValue('Risk Management Suite');
    expect(projectDescription()).toHaveValue(DESCRIPTION);
    expect(newsletter()).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('retries a failed send with the same key, and a new lead after success gets a new key', async () => {
    const user = setUp();
    await fillIn(user);
    contacts.answerNext('network-error');
    await user.click(submit());
    await screen.findByText('Failed to send message. Please try again.');
    await user.click(submit());
    await screen.findByText('Message Sent!');
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(contacts.received).toHaveLength(3));
    expectRetryKeptKeyAndNextLeadGotNewOne(contacts.received);
    expect(contacts.received[2]?.body).toEqual(contacts.received[0]?.body);
  });

  it('sends changed entries after a failure with a new key', async () => {
    const user = setUp();
    await fillIn(user);
    contacts.answerNext('server-error');
    await user.click(submit());
    await screen.findByText('Failed to send message. Please try again.');
    await enterText(user, projectDescription(), `${DESCRIPTION} Around 300 risks.`);
    await user.click(submit());
    await screen.findByText('Message Sent!');
    const [failed, changed] = contacts.received.map((lead) => lead.idempotencyKey);
    expect(changed).not.toBe(failed);
  });

  it('after the rate limit says when to try again, still titled Error, and keeps every entry', async () => {
    const user = setUp();
    await fillIn(user);
    contacts.answerNext('rate-limited');
    const sentAt = Date.now();
    await user.click(submit());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    const clock = new Date(sentAt + RATE_LIMIT_RETRY_AFTER_SECONDS * 1000).toLocaleTimeString('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(toast).toHaveTextContent(
      `Failed to send message. Too many messages were sent from your connection: please try again in 9 minutes (at ${clock}).`,
    );
    expect(projectDescription()).toHaveValue(DESCRIPTION);
  });

  it('counts the characters of the project description near its limit', async () => {
    const user = setUp();
    await enterText(user, projectDescription(), 'x'.repeat(4_400));
    expect(projectDescription()).toHaveAccessibleDescription('What should the solution do, for whom, and by when?');
    await enterText(user, projectDescription(), 'x'.repeat(4_600));
    expect(projectDescription()).toHaveAccessibleDescription(/^4,600 of 5,000 characters/);
    await user.paste('y'.repeat(450));
    expect(projectDescription()).toHaveValue('x'.repeat(4_600) + 'y'.repeat(400));
    expect(projectDescription()).toHaveAccessibleDescription(/^5,000 of 5,000 characters: the limit/);
  });

  it('is where a link to the contact anchor puts the keyboard: its first field', () => {
    setUp();
    expect(document.querySelector(`[${ARRIVAL_FOCUS_ATTRIBUTE}]`)).toBe(fullName());
  });
});

describe('the contact form reached from a button or a deep link', () => {
  const intent = {
    service: 'Invoice & Expense Tracker',
    message: "I'd like the Supplier Invoice Register template (£195).",
    newsletter: true,
  } as const;

  it('opens with the service chosen, the first line written and the newsletter ticked', () => {
    setUp(contactHref(intent));
    expect(serviceNeeded()).toHaveValue('Invoice & Expense Tracker');
    expect(projectDescription()).toHaveValue(intent.message);
    expect(newsletter()).toBeChecked();
    expect(fullName()).toHaveValue('');
  });

  it('reads a typed deep link, ignoring what it cannot use', () => {
    setUp(homeAnchorHref(HOME_ANCHORS.contact, '?service=customer%20portal&message=&newsletter=maybe'));
    expect(serviceNeeded()).toHaveValue('Customer Portal');
    expect(projectDescription()).toHaveValue('');
    expect(newsletter()).not.toBeChecked();
  });

  it('lets the visitor change everything, and sends what they chose', async () => {
    const user = setUp(contactHref(intent));
    await enterText(user, fullName(), 'Amelia Hart');
    await enterText(user, email(), 'amelia.hart@northwind-housing.co.uk');
    await user.selectOptions(serviceNeeded(), 'Multiple Apps');
    await user.type(projectDescription(), ' For 3 sites.');
    await user.click(newsletter());
    await user.click(submit());
    await screen.findByText('Message Sent!');
    expect(contacts.received[0]?.body).toMatchObject({
      serviceNeeded: 'Multiple Apps',
      projectDescription: `${intent.message} For 3 sites.`,
      newsletter: false,
    });
  });

  it("takes a later button's intent without replacing what the visitor wrote", async () => {
    const user = userEvent.setup();
    const { router } = renderWithSite(<ContactForm />, {
      route: contactHref({ service: 'Customer Portal', message: 'A portal quote, please.' }),
    });
    await act(() => router.navigate(contactHref({ service: 'HR Management Suite', message: 'An HR quote, please.' })));
    expect(serviceNeeded()).toHaveValue('HR Management Suite');
    expect(projectDescription()).toHaveValue('An HR quote, please.');
    await enterText(user, projectDescription(), 'Our own words.');
    await act(() =>
      router.navigate(
        contactHref({ service: 'Customer Portal', message: 'A portal quote, please.', newsletter: true }),
      ),
    );
    expect(serviceNeeded()).toHaveValue('Customer Portal');
    expect(projectDescription()).toHaveValue('Our own words.');
    expect(newsletter()).toBeChecked();
  });
});
