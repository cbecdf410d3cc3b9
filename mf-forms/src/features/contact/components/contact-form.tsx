import SendIcon from '@mui/icons-material/Send';
import { Stack } from '@mui/material';
import {
  type ContactFormValues,
  contactRequestSchema,
  NEWSLETTER_CONSENT,
  SERVICE_NEEDED_OPTIONS,
  TEXT_LIMITS,
} from '@site/contracts';
import { CheckboxField } from '../../lead/components/checkbox-field';
import { FormTextField, maxLengthSlot } from '../../lead/components/form-text-field';
import { HoneypotField } from '../../lead/components/honeypot-field';
import { PrivacyNotice } from '../../lead/components/privacy-notice';
import { plainOptions, SelectField } from '../../lead/components/select-field';
import { SubmitButton } from '../../lead/components/submit-button';
import { useSchemaForm } from '../../lead/use-schema-form';
import { useSendContact } from '../api/use-send-contact';

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

/** The API's limits, held in the inputs (module constants, so the memoised fields keep equal props). */
const LIMITS = {
  name: maxLengthSlot(TEXT_LIMITS.name),
  email: maxLengthSlot(TEXT_LIMITS.email),
  company: maxLengthSlot(TEXT_LIMITS.company),
  projectDescription: maxLengthSlot(TEXT_LIMITS.projectDescription),
};

/** The contact form (spec section 5): validated with the shared schema, sent as a lead. */
export function ContactForm() {
  const form = useSchemaForm(contactRequestSchema, CONTACT_FORM_DEFAULTS, 'contact');
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
          slotProps={LIMITS.name}
        />
        <FormTextField
          {...form.bindText('email')}
          type="email"
          label="Email address"
          autoComplete="email"
          required
          fullWidth
          slotProps={LIMITS.email}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormTextField
          {...form.bindText('company', 'Optional')}
          label="Company"
          autoComplete="organization"
          fullWidth
          slotProps={LIMITS.company}
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
        slotProps={LIMITS.projectDescription}
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
