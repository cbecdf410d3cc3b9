import { HOME_ANCHORS } from '@site/contracts';
import { Island, useGetServicesQuery } from '@site/platform';
import { CardList } from '../../../components/card-list';
import { HomeBand } from '../../../components/home-band';
import { SERVICES_LAYOUT } from '../data/services-layout';
import { ServiceCard } from './service-card';
import { ShowAllServices } from './show-all-services';

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
        layout={SERVICES_LAYOUT}
        showAll={{
          label: (count) => `Show all ${count} services`,
          island: (props) => (
            <Island module="ShowAllServices" component={ShowAllServices} props={props} hydrate="interaction" />
          ),
        }}
        renderCard={(service) => <ServiceCard service={service} />}
      />
    </HomeBand>
  );
}
