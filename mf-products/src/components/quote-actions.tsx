import { ContactButton } from '@site/platform';
import { DemoButton } from './demo-button';
import { quoteIntent } from './quote-intent';

/**
 * The two ways forward from a product: a quote (the contact section, with the product's service
 * chosen and a first line naming it) or a demo (/demo).
 */
export function QuoteActions({ product }: { product?: string }) {
  return (
    <>
      <ContactButton variant="contained" size="large" intent={quoteIntent(product)}>
        Request a Quote
      </ContactButton>
      <DemoButton size="large" />
    </>
  );
}
