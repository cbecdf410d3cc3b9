import { ContactButton } from './contact-button';
import { DemoButton } from './demo-button';

/** The two ways forward from a product: a quote (the contact section) or a demo (/demo). */
export function QuoteActions() {
  return (
    <>
      <ContactButton size="large">Request a Quote</ContactButton>
      <DemoButton size="large" />
    </>
  );
}
