import { Grid } from '@mui/material';
import { HOME_SKELETON_COUNTS } from '@site/contracts';
import { useGetServicesQuery, useGoToSection } from '@site/platform';
import { SERVICE_CARD_HEIGHT } from '../../../shared/card-sizes';
import { HomeSection } from '../../../shared/home-section';
import { type GridItemSize, QueryStates } from '../../../shared/query-states';
import { ServiceCard } from './service-card';

const ITEM_SIZE: GridItemSize = { xs: 12, sm: 6, lg: 4 };

/** `#services`: what the consultancy delivers, each with a way to ask for a price. */
export function ServicesSection() {
  const query = useGetServicesQuery();
  const goToSection = useGoToSection();
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
          <Grid container spacing={3}>
            {services.map((service) => (
              <Grid key={service.id} size={ITEM_SIZE}>
                <ServiceCard service={service} onContact={() => goToSection('contact')} />
              </Grid>
            ))}
          </Grid>
        )}
      </QueryStates>
    </HomeSection>
  );
}
