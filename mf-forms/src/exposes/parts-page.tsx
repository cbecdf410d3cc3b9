import SendIcon from '@mui/icons-material/Send';
import { CONTACT_FORM_DEFAULTS } from '@site/contracts';
import { PartsCatalogue, type SectionParts, staticPart } from '@site/platform';
import { SubmitButton } from '../components/submit-button';
import { ContactForm } from '../features/contact/components/contact-form';
import { DemoForm } from '../features/demo/components/demo-form';

/**
 * The forms section's parts in their states, for QA's parts page (`/_parts/forms`): the real
 * components, rendered as static HTML here (on the site they are islands). The error state is a
 * form the server sent back, as a post without JavaScript gets it (docs/section-handbook.md,
 * "Visual baselines and the parts page").
 */
export const FORMS_PARTS: SectionParts = [
  {
    part: 'ContactForm',
    where: 'the contact section at the end of / (#contact): an island',
    states: [
      { state: 'default', render: () => <ContactForm /> },
      {
        state: 'error',
        render: () => (
          <ContactForm submitted={{ kind: 'contact', values: { ...CONTACT_FORM_DEFAULTS, email: 'not an address' } }} />
        ),
      },
    ],
  },
  {
    part: 'DemoForm',
    where: '/demo: the demo booking, an island',
    states: [{ state: 'default', render: () => <DemoForm /> }],
  },
  {
    part: 'SubmitButton',
    where: 'both forms: idle, and while the lead is on its way',
    states: [
      {
        state: 'default',
        render: () => (
          <SubmitButton sending={false} label="Send Message" sendingLabel="Sending..." icon={<SendIcon />} />
        ),
      },
      {
        state: 'loading',
        render: () => <SubmitButton sending label="Send Message" sendingLabel="Sending..." icon={<SendIcon />} />,
      },
    ],
  },
];

function PartsPage() {
  return <PartsCatalogue section="forms" parts={FORMS_PARTS} />;
}

export default staticPart(PartsPage);
