import { useStructuredData } from '@site/platform';
import type { Product, WithContext } from 'schema-dts';
import type { Edition } from '../data/content-types';

interface ProductStructuredDataProps {
  name: string;
  description: string;
  editions: readonly Edition[];
}

/** A pre-built app as schema.org describes a product, one offer per edition, in pounds. */
export function productData({ name, description, editions }: ProductStructuredDataProps): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    brand: { '@type': 'Organization', name: 'PowerAI Consulting' },
    offers: editions.map((edition) => ({
      '@type': 'Offer',
      name: edition.name,
      price: edition.priceGbp.toFixed(2),
      priceCurrency: 'GBP',
      description: edition.priceBasis,
      availability: 'https://schema.org/InStock',
    })),
  };
}

/** Tells search engines what the page sells and for how much (JSON-LD in the server's HTML). */
export function ProductStructuredData(props: ProductStructuredDataProps) {
  useStructuredData('product', productData(props));
  return null;
}
