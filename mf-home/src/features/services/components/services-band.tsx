import { HOME_ANCHORS } from '@site/contracts';
import { useGetServicesQuery } from '@site/platform';
import { type CardLayout, CardList } from '../../../components/card-list';
import { HomeBand } from '../../../components/home-band';
import { SERVICE_CARD_HEIGHT } from '../../../utils/card-sizes';
import { ServiceCard } from './service-card';

const LAYOUT: CardLayout = {
  size: { xs: 12, sm: 6, lg: 4 },
  /** Whole rows: three on a phone, two rows of two, then of three. */
  shownFirst: { xs: 3, sm: 4, lg: 6 },
  height: SERVICE_CARD_HEIGHT,
  placeholder: 'icon',
};

/** `#services`: what the consultancy delivers, each with a way to ask for a price. */
export function ServicesBand() {
  const query = useGetServicesQuery();
  return (
    <HomeBand
      anchor={HOME_ANCHORS.services}
      tinted
      title="What We Deliver"
      subtitle="Pre-built, AI-enhanced apps on the Power Platform, configured for your organisation and data."
    >
      <CardList
        query={query}
        what="services"
        layout={LAYOUT}
        showAllLabel={(count) => `Show all ${count} services`}
        renderCard={(service) => <ServiceCard service={service} />}
      />
    </HomeBand>
  );
}
