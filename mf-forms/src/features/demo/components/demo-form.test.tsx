import {
  BUDGET_LABELS,
  DEMO_TYPE_LABELS,
  INTEGRATION_NEEDS,
  PREFERRED_SOLUTIONS,
  PREFERRED_TIME_LABELS,
  PROJECT_TYPE_LABELS,
  TIMELINE_LABELS,
} from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { enterText, labelled } from '../../../testing/enter-text';
import { expectRetryKeptKeyAndNextLeadGotNewOne, UUID_V4 } from '../../../testing/idempotency-expectations';
import { serveFakeContactsApi } from '../../../testing/serve-contacts-api';
import { DemoForm } from './demo-form';

const contacts = serveFakeContactsApi();

// Found by their visible labels (quicker than by role in a big jsdom form); the first tests check the roles.
const textbox = (label: string) => screen.getByLabelText(labelled(label));
const select = (label: string) => screen.getByLabelText(labelled(label)) as HTMLSelectElement;
const group = (name: string) => screen.getByRole('group', { name });
/** Each option's label is unique on the page; the checkbox-group test checks which group holds it. */
const checkboxIn = (_group: 'Integration needs' | 'Preferred solutions', option: string) =>
  screen.getByLabelText(option);
const preferredDate = () => screen.getByLabelText(labelled('Preferred date'));
const attendees = () => screen.getByLabelText(labelled('Number of attendees'));
const existingPowerPlatform = () => screen.getByLabelText('We already use Microsoft Power Platform');
const newsletter = () => screen.getByLabelText(/insights and product news/);
const submit = () => screen.getByRole('button', { name: 'Book Demo' });

const OBJECTIVE = 'Automate proof-of-delivery approvals across 12 depots.';
const CHALLENGES = 'Paper forms, re-keying into SAP and no visibility of delays.';

/** The required answers, with every choice left at its default. */
async function fillRequired(user: UserEvent) {
  await enterText(user, textbox('Full name'), 'Priya Raman');
  await enterText(user, textbox('Work email'), 'priya.raman@harbourlogistics.co.uk');
  await enterText(user, textbox('Company'), 'Harbour Logistics');
  await enterText(user, textbox('Job title'), 'Head of Operations');
  await enterText(user, textbox('Industry'), 'Logistics');
  await enterText(user, textbox('Primary objective'), OBJECTIVE);
  await enterText(user, textbox('Current challenges'), CHALLENGES);
  await user.click(checkboxIn('Integration needs', 'SAP'));
  await user.click(checkboxIn('Preferred solutions', 'Process Automation'));
  await user.type(preferredDate(), '2030-05-14');
  await user.type(attendees(), '4');
}

/** The messages of the spec's rules on text answers (minimum lengths, a valid email). */
const TEXT_RULE_MESSAGES = [
  'Full name is required',
  'Valid email is required',
  'Company name is required',
  'Job title is required',
  'Industry is required',
  'Please describe your primary objective',
  'Please describe your current challenges',
];

const DEFAULT_DESCRIPTION = [
  'Demo type: General overview',
  'Budget: Under £25,000',
  'Timeline: 1-3 months',
  'Number of users: 1-50',
  `Primary objective: ${OBJECTIVE}`,
  `Current challenges: ${CHALLENGES}`,
].join('\n');

function setUp() {
  const user = userEvent.setup();
  const view = renderWithSite(<DemoForm />, { route: '/demo' });
  return { user, container: view.container };
}

const optionTexts = (element: HTMLSelectElement) => Array.from(element.options, (option) => option.textContent);

describe('the demo form', () => {
  it('shows every field of the spec, each named after its field, and none of those it marks as not shown', () => {
    const { container } = setUp();
    const named = (name: string) => container.querySelectorAll(`[name="${name}"]`).length;
    for (const name of [
      'fullName',
      'email',
      'company',
      'jobTitle',
      'phone',
      'projectType',
      'primaryObjective',
      'currentChallenges',
      'userCount',
      'integrationNeeds',
      'industry',
      'budget',
      'timeline',
      'preferredSolutions',
      'aiRequirements',
      'demoType',
      'preferredDate',
      'preferredTime',
      'attendees',
      'additionalRequirements',
      'hasExistingPowerPlatform',
      'currentTools',
      'newsletter',
    ]) {
      expect({ name, shown: named(name) > 0 }).toEqual({ name, shown: true });
    }
    for (const name of ['dataVolume', 'complianceNeeds', 'automationPriority']) {
      expect({ name, shown: named(name) }).toEqual({ name, shown: 0 });
    }
    for (const name of ['Full name', 'Work email', 'Company', 'Job title', 'Phone', 'Industry', 'Primary objective']) {
      expect(screen.getByRole('textbox', { name })).toBe(textbox(name));
    }
    for (const name of ['Project type', 'Number of users', 'Budget', 'Timeline', 'Demo type', 'Preferred time']) {
      expect(screen.getByRole('combobox', { name })).toBe(select(name));
    }
    expect(screen.getByRole('spinbutton', { name: 'Number of attendees' })).toBe(attendees());
    expect(textbox('Work email')).toHaveAttribute('type', 'email');
    expect(textbox('Phone')).not.toBeRequired();
    expect(textbox('AI requirements')).not.toBeRequired();
    expect(textbox('Current tools and systems')).not.toBeRequired();
    expect(textbox('Additional requirements')).not.toBeRequired();
    expect(preferredDate()).toHaveAttribute('type', 'date');
    expect(attendees()).toBeRequired();
  });

  it("starts every choice at the spec's default, and newsletter and Power Platform off", () => {
    setUp();
    expect(select('Project type')).toHaveValue('new_solution');
    expect(select('Number of users')).toHaveValue('1-50');
    expect(select('Budget')).toHaveValue('under_25k');
    expect(select('Timeline')).toHaveValue('1_3_months');
    expect(select('Demo type')).toHaveValue('general_overview');
    expect(select('Preferred time')).toHaveValue('morning');
    expect(existingPowerPlatform()).not.toBeChecked();
    expect(newsletter()).not.toBeChecked();
  });

  it('shows budgets in pounds and every other choice by its label', () => {
    setUp();
    expect(optionTexts(select('Budget'))).toEqual(Object.values(BUDGET_LABELS));
    expect(optionTexts(select('Budget'))).toContain('£25,000 - £50,000');
    expect(optionTexts(select('Project type'))).toEqual(Object.values(PROJECT_TYPE_LABELS));
    expect(optionTexts(select('Timeline'))).toEqual(Object.values(TIMELINE_LABELS));
    expect(optionTexts(select('Demo type'))).toEqual(Object.values(DEMO_TYPE_LABELS));
    expect(optionTexts(select('Preferred time'))).toEqual([
      'Morning (9AM-12PM)',
      'Afternoon (1PM-5PM)',
      'Evening (5PM-7PM)',
    ]);
    expect(optionTexts(select('Preferred time'))).toEqual(Object.values(PREFERRED_TIME_LABELS));
    expect(optionTexts(select('Number of users'))).toEqual([
      '1-50 users',
      '51-200 users',
      '201-500 users',
      '501-1000 users',
      '1000+ users',
    ]);
  });

  it('asks for integration needs and preferred solutions as checkbox groups', () => {
    setUp();
    const boxes = (name: string) => within(group(name)).getAllByRole('checkbox');
    expect(boxes('Integration needs').map((box) => (box as HTMLInputElement).value)).toEqual([...INTEGRATION_NEEDS]);
    expect(boxes('Preferred solutions').map((box) => (box as HTMLInputElement).value)).toEqual([
      ...PREFERRED_SOLUTIONS,
    ]);
    for (const box of [...boxes('Integration needs'), ...boxes('Preferred solutions')]) expect(box).not.toBeChecked();
    expect(within(group('Integration needs')).getByRole('checkbox', { name: 'SAP' })).toBe(
      checkboxIn('Integration needs', 'SAP'),
    );
    expect(within(group('Preferred solutions')).getByRole('checkbox', { name: 'Process Automation' })).toBe(
      checkboxIn('Preferred solutions', 'Process Automation'),
    );
  });

  it('shows every message of the spec on an empty submit, and sends nothing', async () => {
    const { user } = setUp();
    await user.click(submit());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    for (const message of [
      ...TEXT_RULE_MESSAGES,
      'Select at least one integration need',
      'Select at least one solution type',
      'Preferred date is required',
      'Number of attendees is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(textbox('Company')).toHaveAccessibleDescription('Company name is required');
    expect(attendees()).toHaveAccessibleDescription('Number of attendees is required');
    expect(checkboxIn('Integration needs', 'Azure')).toHaveAccessibleDescription(
      'Select at least one integration need',
    );
    expect(checkboxIn('Preferred solutions', 'Data & Analytics')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Phone')).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(textbox('Full name')).toHaveFocus());
    expect(contacts.received).toHaveLength(0);
  });

  it('holds short answers to their minimum lengths and the email to a valid address', async () => {
    const { user } = setUp();
    await fillRequired(user);
    await enterText(user, textbox('Full name'), 'P');
    await enterText(user, textbox('Work email'), 'priya.raman@harbourlogistics');
    await enterText(user, textbox('Company'), 'H');
    await enterText(user, textbox('Job title'), 'H');
    await enterText(user, textbox('Industry'), 'L');
    await enterText(user, textbox('Primary objective'), 'Automate.');
    await enterText(user, textbox('Current challenges'), 'Paper.   ');
    await user.click(submit());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    for (const message of TEXT_RULE_MESSAGES) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Select at least one integration need')).not.toBeInTheDocument();
    expect(screen.queryByText('Preferred date is required')).not.toBeInTheDocument();
    expect(contacts.received).toHaveLength(0);
  });

  it('re-validates on every change once submitted', async () => {
    const { user } = setUp();
    await user.click(submit());
    expect(await screen.findByText('Select at least one integration need')).toBeInTheDocument();
    await user.click(checkboxIn('Integration needs', 'Microsoft 365'));
    expect(screen.queryByText('Select at least one integration need')).not.toBeInTheDocument();
    await user.click(checkboxIn('Integration needs', 'Microsoft 365'));
    expect(screen.getByText('Select at least one integration need')).toBeInTheDocument();
    await user.type(attendees(), '3');
    expect(screen.queryByText('Number of attendees is required')).not.toBeInTheDocument();
  });

  it('posts the booking to the contact endpoint as spec section 7 says, with the details to confirm it, and an Idempotency-Key', async () => {
    const { user } = setUp();
    await fillRequired(user);
    await enterText(user, textbox('Phone'), '+44 20 7946 0321');
    await enterText(user, textbox('Current tools and systems'), 'Excel, SAP ECC');
    await enterText(user, textbox('AI requirements'), 'Read delivery notes with AI Builder');
    await enterText(user, textbox('Additional requirements'), 'Show the SAP connector');
    await user.selectOptions(select('Project type'), 'Integration');
    await user.selectOptions(select('Number of users'), '201-500 users');
    await user.selectOptions(select('Budget'), '£50,000 - £100,000');
    await user.selectOptions(select('Timeline'), '3-6 months');
    await user.selectOptions(select('Demo type'), 'Technical deep dive');
    await user.selectOptions(select('Preferred time'), 'Afternoon (1PM-5PM)');
    await user.click(checkboxIn('Integration needs', 'Teams'));
    await user.click(checkboxIn('Preferred solutions', 'AI-Augmented Apps'));
    await user.click(existingPowerPlatform());
    await user.click(newsletter());
    await user.click(submit());
    await screen.findByText('Demo Booked Successfully!');
    expect(contacts.received).toHaveLength(1);
    expect(contacts.received[0]?.body).toEqual({
      fullName: 'Priya Raman',
      email: 'priya.raman@harbourlogistics.co.uk',
      company: 'Harbour Logistics',
      serviceNeeded: 'Demo Request: AI-Augmented Apps, Process Automation',
      projectDescription: [
        'Demo type: Technical deep dive',
        'Budget: £50,000 - £100,000',
        'Timeline: 3-6 months',
        'Number of users: 201-500',
        `Primary objective: ${OBJECTIVE}`,
        `Current challenges: ${CHALLENGES}`,
      ].join('\n'),
      newsletter: true,
      jobTitle: 'Head of Operations',
      phone: '+44 20 7946 0321',
      preferredDate: '2030-05-14',
      preferredTime: 'afternoon',
      attendees: 4,
    });
    expect(contacts.received[0]?.idempotencyKey).toMatch(UUID_V4);
  });

  it('refuses a preferred date before today with a message under the field, and books nothing', async () => {
    const { user } = setUp();
    await fillRequired(user);
    await user.clear(preferredDate());
    await user.type(preferredDate(), '2001-02-03');
    await user.click(submit());
    expect(preferredDate()).toHaveAccessibleDescription('Choose today or a later date');
    expect(preferredDate()).toHaveFocus();
    expect(contacts.received).toHaveLength(0);
  });

  it('offers no date before today in the picker', () => {
    setUp();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(preferredDate()).toHaveAttribute('min', iso);
  });

  it.each(['0', '-3'])('refuses %s attendees with a message under the field', async (count) => {
    const { user } = setUp();
    await fillRequired(user);
    await user.clear(attendees());
    await user.type(attendees(), count);
    await user.click(submit());
    expect(attendees()).toHaveAccessibleDescription('Enter a whole number from 1 to 100');
    expect(contacts.received).toHaveLength(0);
  });

  it('says how much room a limited field has left as it fills, and when it is full', async () => {
    const { user } = setUp();
    const company = textbox('Company');
    await enterText(user, company, 'C'.repeat(100));
    expect(company).not.toHaveAccessibleDescription(/characters/);
    await enterText(user, company, 'C'.repeat(150));
    expect(company).toHaveAccessibleDescription(/^150 of 160 characters/);
    await enterText(user, company, 'C'.repeat(400));
    expect(company).toHaveValue('C'.repeat(160));
    expect(company).toHaveAccessibleDescription(/^160 of 160 characters: the limit/);
    expect(screen.getByRole('status')).toHaveTextContent('Limit reached: Company takes no more characters.');
  });

  it('reads Booking Demo... and is disabled while sending, and a double click books once', async () => {
    const { user } = setUp();
    await fillRequired(user);
    const release = contacts.holdAnswers();
    await user.dblClick(submit());
    expect(await screen.findByRole('button', { name: 'Booking Demo...' })).toBeDisabled();
    release();
    await screen.findByText('Demo Booked Successfully!');
    expect(screen.getByRole('button', { name: 'Book Demo' })).toBeEnabled();
    expect(contacts.received).toHaveLength(1);
  });

  it('confirms the booking and starts the form afresh', async () => {
    const { user } = setUp();
    await fillRequired(user);
    await user.selectOptions(select('Budget'), '£250,000+');
    await user.click(newsletter());
    await user.click(submit());
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Demo Booked Successfully!');
    expect(toast).toHaveTextContent("We'll contact you within 24 hours to confirm your demo session.");
    for (const name of ['Full name', 'Work email', 'Company', 'Job title', 'Industry', 'Primary objective']) {
      expect(textbox(name)).toHaveValue('');
    }
    expect(preferredDate()).toHaveValue('');
    expect(attendees()).toHaveValue(null);
    expect(select('Budget')).toHaveValue('under_25k');
    expect(checkboxIn('Integration needs', 'SAP')).not.toBeChecked();
    expect(checkboxIn('Preferred solutions', 'Process Automation')).not.toBeChecked();
    expect(newsletter()).not.toBeChecked();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
  });

  it('says the booking failed in a destructive toast and keeps every answer', async () => {
    const { user } = setUp();
    await fillRequired(user);
    await user.selectOptions(select('Timeline'), 'Immediately');
    contacts.answerNext('server-error');
    await user.click(submit());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to book demo. Please try again.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(textbox('Full name')).toHaveValue('Priya Raman');
    expect(textbox('Primary objective')).toHaveValue(OBJECTIVE);
    expect(select('Timeline')).toHaveValue('immediate');
    expect(checkboxIn('Integration needs', 'SAP')).toBeChecked();
    expect(checkboxIn('Preferred solutions', 'Process Automation')).toBeChecked();
    expect(preferredDate()).toHaveValue('2030-05-14');
    expect(attendees()).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'Book Demo' })).toBeEnabled();
  });

  it('retries after a network error with the same key, and books the next demo with a new one', async () => {
    const { user } = setUp();
    await fillRequired(user);
    contacts.answerNext('network-error');
    await user.click(submit());
    await screen.findByText('Failed to book demo. Please try again.');
    await user.click(submit());
    await screen.findByText('Demo Booked Successfully!');
    await fillRequired(user);
    await user.click(submit());
    await waitFor(() => expect(contacts.received).toHaveLength(3));
    expectRetryKeptKeyAndNextLeadGotNewOne(contacts.received);
    expect(contacts.received.map((lead) => lead.body)).toEqual([
      expect.objectContaining({ projectDescription: DEFAULT_DESCRIPTION }),
      expect.objectContaining({ projectDescription: DEFAULT_DESCRIPTION }),
      expect.objectContaining({ projectDescription: DEFAULT_DESCRIPTION }),
    ]);
  });
});
