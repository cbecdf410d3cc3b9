import type { SERVICE_NEEDED_OPTIONS } from './options';

/**
 * The consultancy's two own products, one name each wherever they appear: product pages, the home
 * page, pricing, resources, the services list (seed) and page titles. The spec calls the risk
 * product "Risk Manager" (its page, the home page, the resources promo); its contact-form option
 * keeps the spec's exact text, 'Risk Management Suite' (see CONTACT_OPTION_OF_PRODUCT).
 */
export const PRODUCT_NAMES = {
  riskManager: 'Risk Manager',
  complianceDocs: 'Compliance Document Management',
} as const;

export type ServiceNeededOption = (typeof SERVICE_NEEDED_OPTIONS)[number];

/** The contact form's option for each product that has one (the spec lists no compliance option). */
export const CONTACT_OPTION_OF_PRODUCT: Readonly<Record<string, ServiceNeededOption>> = {
  [PRODUCT_NAMES.riskManager]: 'Risk Management Suite',
};
