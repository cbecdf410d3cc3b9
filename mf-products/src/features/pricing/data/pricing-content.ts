import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { formatGbp, PRICES_GBP, PRODUCT_NAMES } from '@site/contracts';
import type { IconFeature } from '../../../data/content-types';

export const PRICING_HERO = {
  eyebrow: 'Coming soon',
  title: 'Pricing',
  lead: 'Pricing coming soon. Every project is priced on what it involves, so until our price list is published we send each client a fixed quote, usually within two working days of a first call.',
} as const;

/** What a quote depends on (spec section 2: scope, users and integrations, timeline, support). */
export const PRICE_FACTORS: readonly IconFeature[] = [
  {
    icon: AccountTreeOutlinedIcon,
    title: 'Scope',
    description:
      'How many apps, screens, flows and reports you need, and how much of your process they cover on day one.',
  },
  {
    icon: HubOutlinedIcon,
    title: 'Users and integrations',
    description:
      'How many people use the solution, and which systems it connects to: Microsoft 365, Dynamics 365, SQL Server, SAP or third-party APIs.',
  },
  {
    icon: EventNoteOutlinedIcon,
    title: 'Timeline',
    description: 'When you need to go live. A fixed date needs a larger team than a phased roll-out, and costs more.',
  },
  {
    icon: SupportAgentOutlinedIcon,
    title: 'Support',
    description:
      'What happens after go-live: help when you ask for it, a monthly support retainer, or a managed service with agreed response times.',
  },
];

export interface PublishedProductPrice {
  name: string;
  /** The product page. */
  to: string;
  /** The lowest edition price, in whole pounds. */
  fromGbp: number;
  summary: string;
}

export const PUBLISHED_PRICES: readonly PublishedProductPrice[] = [
  {
    name: PRODUCT_NAMES.riskManager,
    to: '/risk-manager',
    fromGbp: Math.min(PRICES_GBP.riskRegisterSharePoint, PRICES_GBP.riskRegisterDataverse),
    summary: `SharePoint edition ${formatGbp(PRICES_GBP.riskRegisterSharePoint)}, Dataverse edition ${formatGbp(PRICES_GBP.riskRegisterDataverse)}.`,
  },
  {
    name: PRODUCT_NAMES.complianceDocs,
    to: '/compliance-docs',
    fromGbp: Math.min(PRICES_GBP.complianceDocsSharePoint, PRICES_GBP.complianceDocsDataverse),
    summary: `SharePoint edition ${formatGbp(PRICES_GBP.complianceDocsSharePoint)}, Dataverse edition ${formatGbp(PRICES_GBP.complianceDocsDataverse)}.`,
  },
];

export const INSTALLATION_NOTE = `Installation days for either product are ${formatGbp(PRICES_GBP.installationDay)} per consultant day.`;

export const PRICING_CLOSING = {
  title: 'Get a fixed quote for your project',
  text: 'Tell us what you want to build, who will use it and when you need it. A consultant replies with questions or a quote, never an automated price.',
} as const;
