import { type ContactIntent, formatGbp, intentAbout } from '@site/contracts';

/** Something priced on a page: an edition, an installation day, a template. */
interface PricedItem {
  name: string;
  priceGbp: number;
}

/**
 * Why a quote request reaches the contact form: the product's service chosen (when the form lists
 * one for it) and a first line naming what was asked about, with its price.
 */
export function quoteIntent(product: string | undefined, item?: PricedItem): ContactIntent {
  const subject = item ? `${item.name.startsWith(product ?? '') ? '' : `${product}: `}${item.name}` : product;
  const message = subject
    ? `I'd like a quote for ${subject}${item ? ` (${formatGbp(item.priceGbp)})` : ''}.`
    : "I'd like a fixed quote for my project.";
  return product === undefined ? { message } : intentAbout(product, message);
}
