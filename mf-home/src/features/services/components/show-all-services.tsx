import { useGetServicesQuery } from '@site/platform';
import { ShowAllButton, type ShowAllProps } from '../../../components/show-all-button';
import { SERVICES_LAYOUT } from '../data/services-layout';
import { ServiceCard } from './service-card';

/** The services band's 'Show all n services': the cards the page did not carry come from the page's read of them. */
export function ShowAllServices(props: ShowAllProps) {
  const { data } = useGetServicesQuery();
  return (
    <ShowAllButton
      {...props}
      items={data}
      keyOf={(service) => service.id}
      itemSize={SERVICES_LAYOUT.size}
      renderItem={(service) => <ServiceCard service={service} />}
    />
  );
}
