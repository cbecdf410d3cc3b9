import { useGetServicesQuery } from '@site/platform';
import { useState } from 'react';
import { ShowAllButton, type ShowAllProps } from '../../../components/show-all-button';
import { SERVICES_LAYOUT } from '../data/services-layout';
import { ServiceCard } from './service-card';

/** The services band's 'Show all n services': the cards the page did not carry come, once pressed, from the page's read of them. */
export function ShowAllServices(props: ShowAllProps) {
  const [wanted, setWanted] = useState(false);
  const { data } = useGetServicesQuery(undefined, { skip: !wanted });
  return (
    <ShowAllButton
      {...props}
      items={data}
      onOpen={() => setWanted(true)}
      keyOf={(service) => service.id}
      itemSize={SERVICES_LAYOUT.size}
      renderItem={(service) => <ServiceCard service={service} />}
    />
  );
}
