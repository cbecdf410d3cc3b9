import SendIcon from '@mui/icons-material/Send';
import { Stack } from '@mui/material';
import {
  type ContactFormValues,
  type ContactIntent,
  contactRequestSchema,
  HOME_ANCHORS,
  NEWSLETTER_CONSENT,
  SERVICE_NEEDED_OPTIONS,
  TEXT_LIMITS,
} from '@site/contracts';
import { ARRIVAL_FOCUS_ATTRIBUTE } from '@site/platform';
import { useCallback, useRef } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormTextField } from '../../../components/form-text-field';
import { HoneypotField } from '../../../components/honeypot-field';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { plainOptions, SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useSendContact } from '../api/use-send-contact';
import { useInitialContactIntent, useLaterContactIntents, withIntent } from '../hooks/use-contact-intent';

interface ContactFormState {
  fullName: string;
  email: string;
  company: string;
  serviceNeeded: string;
  projectDescription: string;
  newsletter: boolean;
}

const CONTACT_FORM_DEFAULTS: ContactFormState = {
  fullName: '',
  email: '',
  company: '',
  serviceNeeded: '',
  projectDescription: '',
  newsletter: false,
} satisfies ContactFormValues;

const SERVICE_OPTIONS = plainOptions(SERVICE_NEEDED_OPTIONS);

/** The first field is where a link to the form puts the visitor (module constant: memoised fields keep equal props). */
const ARRIVAL_FOCUS = { htmlInput: { [ARRIVAL_FOCUS_ATTRIBUTE]: '' } };

/**
 * The contact form (spec section 5): validated with the shared schema, sent as a lead. A visitor
 * sent here by a button (or a deep link, `/?service=...&message=...&newsletter=1#contact`) finds
 * the service chosen, a first line written and the newsletter ticked, as the button asked.
 */
export function ContactForm() {
  const initialIntent = useInitialContactIntent();
  const form = useSchemaForm(
    contactRequestSchema,
    CONTACT_FORM_DEFAULTS,
    // Its fields' ids are named after the anchor the form sits at: `contact-fullName`.
    HOME_ANCHORS.contact,
    withIntent(CONTACT_FORM_DEFAULTS, initialIntent),
  );
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
    if ((await send(request, form.formRef.current)) === 'sent') form.reset();
  });
  return (
    <Stack component="form" ref={form.formRef} noValidate onSubmit={onValid} aria-label="Contact form" spacing={2.5}>
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
    </Stack>
  );
}
