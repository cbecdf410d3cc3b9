import { HOME_SKELETON_COUNTS } from '@site/contracts';
import { useGetServicesQuery } from '@site/platform';
import { type GridItemSize, QueryStates } from '../../../components/card-list';
import { FirstFewGrid } from '../../../components/first-few-grid';
import { HomeSection } from '../../../components/home-band';
import { SERVICE_CARD_HEIGHT } from '../../../utils/card-sizes';
import { ServiceCard } from './service-card';

const ITEM_SIZE: GridItemSize = { xs: 12, sm: 6, lg: 4 };
/** Whole rows: three on a phone, two rows of two, then of three. */
const SHOWN_FIRST: GridItemSize = { xs: 3, sm: 4, lg: 6 };

/** `#services`: what the consultancy delivers, each with a way to ask for a price. */
export function ServicesSection() {
  const query = useGetServicesQuery();
  return (
    <HomeSection
      id="services"
      tinted
      title="What We Deliver"
      subtitle="Pre-built, AI-enhanced apps on the Power Platform, configured for your organisation and data."
    >
      <QueryStates
        query={query}
        what="services"
        skeleton={{ count: HOME_SKELETON_COUNTS.services, height: SERVICE_CARD_HEIGHT, shape: 'icon' }}
        itemSize={ITEM_SIZE}
        emptyText="No services available yet."
      >
        {(services) => (
          <FirstFewGrid
            id="services-grid"
            items={services}
            keyOf={(service) => service.id}
            itemSize={ITEM_SIZE}
            shownFirst={SHOWN_FIRST}
            showAllLabel={`Show all ${services.length} services`}
            renderItem={(service) => <ServiceCard service={service} />}
          />
        )}
      </QueryStates>
    </HomeSection>
  );
}
