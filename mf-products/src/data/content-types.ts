import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/** A card of a feature grid: an icon, a short title and one sentence. */
export interface IconFeature {
  icon: ComponentType<SvgIconProps>;
  title: string;
  description: string;
}

/** A priced edition of a product, in whole pounds (formatted only with formatGbp). */
export interface Edition {
  name: string;
  priceGbp: number;
  /** What the price is per, e.g. 'one-off, per Microsoft 365 tenant'. */
  priceBasis: string;
  summary: string;
  includes: readonly string[];
  /** Drawn out as the edition most clients choose. */
  recommended?: boolean;
}
