import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Stack } from '@mui/material';
import {
  BUDGET_LABELS,
  BUDGETS,
  DEMO_ATTENDEES_MAX,
  DEMO_FORM_DEFAULTS,
  DEMO_TYPE_LABELS,
  DEMO_TYPES,
  demoRequestSchema,
  INTEGRATION_NEEDS,
  localIsoDate,
  NEWSLETTER_CONSENT,
  PREFERRED_SOLUTIONS,
  PREFERRED_TIME_LABELS,
  PREFERRED_TIMES,
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
  type SubmittedForm,
  TIMELINE_LABELS,
  TIMELINES,
  USER_COUNTS,
} from '@site/contracts';
import { useEffect, useState } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormTextField } from '../../../components/form-text-field';
import { HoneypotField } from '../../../components/honeypot-field';
import { LeadForm } from '../../../components/lead-form';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { labelledOptions, SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { earlyChecksOf } from '../../../hooks/early-checks';
import { useReturnedForm } from '../../../hooks/use-returned-form';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { DEMO_SENT_FIELD_LIMITS } from '../api/demo-lead';
import { DEMO_MESSAGES, useBookDemo } from '../api/use-book-demo';
import { CheckboxGroup } from './checkbox-group';
import { FieldRow, FormPart } from './form-part';

const OPTIONAL = 'Optional';
const USER_COUNT_LABELS = Object.fromEntries(USER_COUNTS.map((count) => [count, `${count} users`])) as Record<
  (typeof USER_COUNTS)[number],
  string
>;

/** Module constants, so the memoised fields keep equal props between renders. */
const ATTENDEES_INPUT = { htmlInput: { min: 1, max: DEMO_ATTENDEES_MAX, step: 1, inputMode: 'numeric' } } as const;
const OPTIONS = {
  projectType: labelledOptions(PROJECT_TYPES, PROJECT_TYPE_LABELS),
  userCount: labelledOptions(USER_COUNTS, USER_COUNT_LABELS),
  budget: labelledOptions(BUDGETS, BUDGET_LABELS),
  timeline: labelledOptions(TIMELINES, TIMELINE_LABELS),
  demoType: labelledOptions(DEMO_TYPES, DEMO_TYPE_LABELS),
  preferredTime: labelledOptions(PREFERRED_TIMES, PREFERRED_TIME_LABELS),
};

const EARLY_CHECKS = earlyChecksOf('demo');

/** The fields with a message, in the order the form shows them (the error summary lists them so). */
const PAGE_ORDER = [
  'fullName',
  'email',
  'company',
  'jobTitle',
  'industry',
  'primaryObjective',
  'currentChallenges',
  'integrationNeeds',
  'preferredSolutions',
  'preferredDate',
  'attendees',
] as const;

/**
 * The date picker starts at the visitor's today. Read after the first render: the server's clock and
 * time zone are not the visitor's, and the page must render the same on both.
 */
function useDateInputFromToday() {
  const [slotProps, setSlotProps] = useState<{ inputLabel: { shrink: true }; htmlInput: { min?: string } }>({
    inputLabel: { shrink: true },
    htmlInput: {},
  });
  useEffect(() => setSlotProps({ inputLabel: { shrink: true }, htmlInput: { min: localIsoDate(new Date()) } }), []);
  return slotProps;
}

/**
 * The demo booking form (spec section 5): every field of the spec's table except the three it
 * marks 'no field shown', which keep their defaults.
 *
 * A plain form too: with no script it posts to the site server (`/forms/demo`), which answers
 * with a confirmation page, or with this page again, the form `submitted` as it was sent.
 */
export function DemoForm({ submitted }: { submitted?: SubmittedForm }) {
  const returned = useReturnedForm(submitted, DEMO_FORM_DEFAULTS, DEMO_MESSAGES, PAGE_ORDER);
  const form = useSchemaForm(demoRequestSchema, DEMO_FORM_DEFAULTS, {
    idPrefix: 'demo',
    startValues: returned.startValues,
    startValidating: submitted !== undefined,
    early: EARLY_CHECKS,
  });
  const { book, sending } = useBookDemo();
  const onValid = form.handleSubmit(async (request) => {
    returned.dismiss();
    if ((await book(request, form.formRef.current)) === 'sent') form.reset();
  });
  const { values, errors } = form;
  const dateSlotProps = useDateInputFromToday();
  return (
    <LeadForm
      kind="demo"
      formRef={form.formRef}
      onSubmit={onValid}
      label="Demo booking form"
      spacing={3}
      idPrefix="demo"
      problems={returned.summaryShown ? returned.problems(errors, form.idOf) : undefined}
    >
      <FormPart title="About you">
        <FieldRow>
          <FormTextField
            {...form.bindText('fullName')}
            label="Full name"
            autoComplete="name"
            required
            fullWidth
            limit={DEMO_SENT_FIELD_LIMITS.fullName}
          />
          <FormTextField
            {...form.bindText('email')}
            type="email"
            label="Work email"
            autoComplete="email"
            required
            fullWidth
            limit={DEMO_SENT_FIELD_LIMITS.email}
          />
        </FieldRow>
        <FieldRow>
          <FormTextField
            {...form.bindText('company')}
            label="Company"
            autoComplete="organization"
            required
            fullWidth
            limit={DEMO_SENT_FIELD_LIMITS.company}
          />
          <FormTextField
            {...form.bindText('jobTitle')}
            label="Job title"
            autoComplete="organization-title"
            required
            fullWidth
            limit={DEMO_SENT_FIELD_LIMITS.jobTitle}
          />
        </FieldRow>
        <FieldRow>
          <FormTextField
            {...form.bindText('phone', OPTIONAL)}
            type="tel"
            label="Phone"
            autoComplete="tel"
            fullWidth
            limit={DEMO_SENT_FIELD_LIMITS.phone}
          />
          <FormTextField
            {...form.bindText('industry', 'For example: financial services, healthcare, public sector')}
            label="Industry"
            required
            fullWidth
          />
        </FieldRow>
      </FormPart>

      <FormPart title="Your project">
        <FieldRow>
          <SelectField {...form.bindText('projectType')} label="Project type" options={OPTIONS.projectType} />
          <SelectField {...form.bindText('userCount')} label="Number of users" options={OPTIONS.userCount} />
        </FieldRow>
        <FieldRow>
          <SelectField {...form.bindText('budget')} label="Budget" options={OPTIONS.budget} />
          <SelectField {...form.bindText('timeline')} label="Timeline" options={OPTIONS.timeline} />
        </FieldRow>
        <FormTextField
          {...form.bindText('primaryObjective', 'What should the solution achieve? At least 10 characters.')}
          label="Primary objective"
          required
          fullWidth
          multiline
          minRows={3}
          limit={DEMO_SENT_FIELD_LIMITS.primaryObjective}
        />
        <FormTextField
          {...form.bindText('currentChallenges', 'What slows your team down today? At least 10 characters.')}
          label="Current challenges"
          required
          fullWidth
          multiline
          minRows={3}
          limit={DEMO_SENT_FIELD_LIMITS.currentChallenges}
        />
        <Box>
          <CheckboxField
            id={form.idOf('hasExistingPowerPlatform')}
            name="hasExistingPowerPlatform"
            label="We already use Microsoft Power Platform"
            checked={values.hasExistingPowerPlatform}
            onChange={form.setterOf('hasExistingPowerPlatform')}
          />
        </Box>
        <FormTextField
          {...form.bindText('currentTools', OPTIONAL)}
          label="Current tools and systems"
          placeholder="For example: Excel trackers, SharePoint lists, Salesforce"
          fullWidth
        />
      </FormPart>

      <FormPart title="Integrations and solutions">
        <CheckboxGroup
          id={form.idOf('integrationNeeds')}
          name="integrationNeeds"
          legend="Integration needs"
          options={INTEGRATION_NEEDS}
          selected={values.integrationNeeds}
          onChange={form.setterOf('integrationNeeds')}
          error={errors.integrationNeeds}
          earlyMessage={form.earlyMessageOf('integrationNeeds')}
          required
        />
        <CheckboxGroup
          id={form.idOf('preferredSolutions')}
          name="preferredSolutions"
          legend="Preferred solutions"
          options={PREFERRED_SOLUTIONS}
          selected={values.preferredSolutions}
          onChange={form.setterOf('preferredSolutions')}
          error={errors.preferredSolutions}
          earlyMessage={form.earlyMessageOf('preferredSolutions')}
          required
        />
        <FormTextField
          {...form.bindText('aiRequirements', OPTIONAL)}
          label="AI requirements"
          placeholder="For example: document summarisation, forecasting, a Copilot for your staff"
          fullWidth
          multiline
          minRows={2}
        />
      </FormPart>

      <FormPart title="Your demo">
        <FieldRow>
          <SelectField {...form.bindText('demoType')} label="Demo type" options={OPTIONS.demoType} />
          <FormTextField
            {...form.bindText('preferredDate')}
            type="date"
            label="Preferred date"
            required
            fullWidth
            slotProps={dateSlotProps}
          />
        </FieldRow>
        <FieldRow>
          <SelectField {...form.bindText('preferredTime')} label="Preferred time" options={OPTIONS.preferredTime} />
          <FormTextField
            {...form.bindText('attendees')}
            type="number"
            label="Number of attendees"
            required
            fullWidth
            slotProps={ATTENDEES_INPUT}
          />
        </FieldRow>
        <FormTextField
          {...form.bindText('additionalRequirements', OPTIONAL)}
          label="Additional requirements"
          placeholder="Anything we should prepare, such as a scenario to walk through or accessibility needs"
          fullWidth
          multiline
          minRows={2}
        />
      </FormPart>

      <Stack spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <CheckboxField
          id={form.idOf('newsletter')}
          name="newsletter"
          label={NEWSLETTER_CONSENT.text}
          checked={values.newsletter ?? false}
          onChange={form.setterOf('newsletter')}
        />
        <HoneypotField />
        <SubmitButton
          sending={sending}
          label="Book Demo"
          sendingLabel="Booking Demo..."
          icon={<EventAvailableIcon />}
        />
        <PrivacyNotice />
      </Stack>
    </LeadForm>
  );
}
