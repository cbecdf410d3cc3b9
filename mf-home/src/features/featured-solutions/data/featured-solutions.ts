import type { SvgIconComponent } from '@mui/icons-material';
import DescriptionIcon from '@mui/icons-material/Description';
import ShieldIcon from '@mui/icons-material/Shield';
import { PRICES_GBP, PRODUCT_NAMES } from '@site/contracts';

export interface FeaturedSolution {
  name: string;
  /** The product page, a route of the site. */
  to: '/risk-manager' | '/compliance-docs';
  summary: string;
  highlights: readonly string[];
  /** The lowest edition's price in pounds. */
  fromPriceGbp: number;
  cta: string;
  Icon: SvgIconComponent;
  accent: 'primary' | 'secondary';
}

/** The two products the home page puts forward (spec section 2), each linking to its page. */
export const FEATURED_SOLUTIONS: readonly FeaturedSolution[] = [
  {
    name: PRODUCT_NAMES.riskManager,
    to: '/risk-manager',
    summary:
      'A complete risk register on Dataverse or SharePoint: scoring, owners, controls and review cycles, so the board sees the same risk picture as the teams managing it.',
    highlights: ['5x5 or 3x3 risk scoring', 'Scheduled reviews with Teams alerts', 'Power BI heatmaps'],
    fromPriceGbp: Math.min(PRICES_GBP.riskRegisterDataverse, PRICES_GBP.riskRegisterSharePoint),
    cta: `Explore ${PRODUCT_NAMES.riskManager}`,
    Icon: ShieldIcon,
    accent: 'secondary',
  },
  {
    name: PRODUCT_NAMES.complianceDocs,
    to: '/compliance-docs',
    summary:
      'Policies and procedures that move from draft through review, approval and publication to retirement, with every version and approver on record.',
    highlights: ['Seven-step document lifecycle', 'Read-and-acknowledge tracking', 'Full audit trail'],
    fromPriceGbp: Math.min(PRICES_GBP.complianceDocsDataverse, PRICES_GBP.complianceDocsSharePoint),
    cta: `Explore ${PRODUCT_NAMES.complianceDocs}`,
    Icon: DescriptionIcon,
    accent: 'primary',
  },
];
