import { ServicesGrid } from '../../../components/services-grid';
import { APP_CARD_MIN_HEIGHT, AppCard } from './app-card';

/** Placeholders while the list loads: two rows on a desktop. The spec names no count for this page. */
export const APPS_SKELETON_COUNT = 6;

/** Every app from the services list, as cards. */
export function AppsCatalogue() {
  return (
    <ServicesGrid
      noun="apps"
      placeholderCount={APPS_SKELETON_COUNT}
      cardMinHeight={APP_CARD_MIN_HEIGHT}
      cardSize={{ xs: 12, sm: 6, lg: 4 }}
      renderCard={(service) => <AppCard service={service} />}
    />
  );
}
