import { ContactButton, LinkButton } from '@site/platform';
import { quoteIntent } from '../utils/quote-intent';

/**
 * The two ways forward from a product: a quote (the contact form on the home page, with the
 * product's service chosen and a first line naming it) or a demo (/demo).
 */
export function QuoteActions({ product }: { product?: string }) {
  return (
    <>
      <ContactButton variant="contained" size="large" intent={quoteIntent(product)}>
        Request a Quote
      </ContactButton>
      <LinkButton to="/demo" variant="outlined" size="large">
        Book a Demo
      </LinkButton>
    </>
  );
}
