import SendIcon from '@mui/icons-material/Send';
import { Stack } from '@mui/material';
import {
  CONTACT_FORM_DEFAULTS,
  type ContactFormState,
  type ContactIntent,
  contactRequestSchema,
  HOME_ANCHORS,
  NEWSLETTER_CONSENT,
  SERVICE_NEEDED_OPTIONS,
  type SubmittedForm,
  TEXT_LIMITS,
} from '@site/contracts';
import { ARRIVAL_FOCUS_ATTRIBUTE } from '@site/platform';
import { useCallback, useRef } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormTextField } from '../../../components/form-text-field';
import { HoneypotField } from '../../../components/honeypot-field';
import { LeadForm } from '../../../components/lead-form';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { plainOptions, SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { earlyChecksOf } from '../../../hooks/early-checks';
import { useReturnedForm } from '../../../hooks/use-returned-form';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { CONTACT_MESSAGES, useSendContact } from '../api/use-send-contact';
import { useInitialContactIntent, useLaterContactIntents, withIntent } from '../hooks/use-contact-intent';

const SERVICE_OPTIONS = plainOptions(SERVICE_NEEDED_OPTIONS);
const EARLY_CHECKS = earlyChecksOf('contact');

/** The first field is where a link to the form puts the visitor (module constant: memoised fields keep equal props). */
const ARRIVAL_FOCUS = { htmlInput: { [ARRIVAL_FOCUS_ATTRIBUTE]: '' } };

/**
 * The contact form (spec section 5): validated with the shared schema, sent as a lead. A visitor
 * sent here by a button (or a deep link, `/?service=...&message=...&newsletter=1#contact`) finds
 * the service chosen, a first line written and the newsletter ticked, as the button asked.
 *
 * A plain form too: with no script it posts to the site server (`/forms/contact`), which answers
 * with a confirmation page, or with this page again, the form `submitted` as it was sent.
 */
export function ContactForm({ submitted }: { submitted?: SubmittedForm }) {
  const initialIntent = useInitialContactIntent();
  const returned = useReturnedForm<ContactFormState>(submitted, CONTACT_FORM_DEFAULTS, CONTACT_MESSAGES);
  const form = useSchemaForm(contactRequestSchema, CONTACT_FORM_DEFAULTS, {
    // Its fields' ids are named after the anchor the form sits at: `contact-fullName`.
    idPrefix: HOME_ANCHORS.contact,
    startValues: returned.startValues ?? withIntent(CONTACT_FORM_DEFAULTS, initialIntent),
    startValidating: submitted !== undefined,
    early: EARLY_CHECKS,
  });
  const firstLine = useRef(initialIntent.message);
  const { values, setField } = form;
  const applyIntent = useCallback(
    (intent: ContactIntent) => {
      const next = withIntent(values, intent, firstLine.current);
      if (intent.message) firstLine.current = intent.message;
      setField('serviceNeeded', next.serviceNeeded);
      setField('projectDescription', next.projectDescription);
      setField('newsletter', next.newsletter);
    },
    [values, setField],
  );
  useLaterContactIntents(applyIntent);
  const { send, sending } = useSendContact();
  const onValid = form.handleSubmit(async (request) => {
    returned.dismiss();
    if ((await send(request, form.formRef.current)) === 'sent') form.reset();
  });
  return (
    <LeadForm
      kind="contact"
      formRef={form.formRef}
      onSubmit={onValid}
      label="Contact form"
      spacing={2.5}
      idPrefix={HOME_ANCHORS.contact}
      problems={returned.summaryShown ? returned.problems(form.errors, form.idOf) : undefined}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormTextField
          {...form.bindText('fullName')}
          label="Full name"
          autoComplete="name"
          required
          fullWidth
          limit={TEXT_LIMITS.name}
          slotProps={ARRIVAL_FOCUS}
        />
        <FormTextField
          {...form.bindText('email')}
          type="email"
          label="Email address"
          autoComplete="email"
          required
          fullWidth
          limit={TEXT_LIMITS.email}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormTextField
          {...form.bindText('company', 'Optional')}
          label="Company"
          autoComplete="organization"
          fullWidth
          limit={TEXT_LIMITS.company}
        />
        <SelectField
          {...form.bindText('serviceNeeded')}
          label="Service needed"
          placeholder="Choose a service"
          options={SERVICE_OPTIONS}
          required
        />
      </Stack>
      <FormTextField
        {...form.bindText('projectDescription', 'What should the solution do, for whom, and by when?')}
        label="Project description"
        required
        fullWidth
        multiline
        minRows={5}
        limit={TEXT_LIMITS.projectDescription}
      />
      <CheckboxField
        id={form.idOf('newsletter')}
        name="newsletter"
        label={NEWSLETTER_CONSENT.text}
        checked={form.values.newsletter}
        onChange={form.setterOf('newsletter')}
      />
      <div>
        <HoneypotField />
        <SubmitButton sending={sending} label="Send Message" sendingLabel="Sending..." icon={<SendIcon />} />
      </div>
      <PrivacyNotice />
    </LeadForm>
  );
}
