import type { ReactNode } from 'react';
import { ServicesGrid } from '../../../components/services-grid';
import { APP_CARD_MIN_HEIGHT, AppCard } from './app-card';

/** Placeholders while the list loads: two rows on a desktop. The spec names no count for this page. */
export const APPS_SKELETON_COUNT = 6;

interface AppsCatalogueProps {
  /** What stands in for the cards until the list is there (see ServicesGrid); by default placeholders, or an error with a retry. */
  unready?: ReactNode;
}

/** Every app from the services list, as cards. */
export function AppsCatalogue({ unready }: AppsCatalogueProps) {
  return (
    <ServicesGrid
      noun="apps"
      placeholderCount={APPS_SKELETON_COUNT}
      cardMinHeight={APP_CARD_MIN_HEIGHT}
      cardSize={{ xs: 12, sm: 6, lg: 4 }}
      renderCard={(service) => <AppCard service={service} />}
      unready={unready}
    />
  );
}
