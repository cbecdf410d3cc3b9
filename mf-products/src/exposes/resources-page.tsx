import { Grid } from '@mui/material';
import { PageContainer } from '@site/platform';
import { PageMeta } from '../components/page-meta';
import { PageSection } from '../components/page-section';
import { ProductHero } from '../components/product-hero';
import { GuideCard } from '../features/resources/components/guide-card';
import { RiskManagerPromo } from '../features/resources/components/risk-manager-promo';
import { SubscribePanel } from '../features/resources/components/subscribe-panel';
import { TemplateCard } from '../features/resources/components/template-card';
import { GUIDES, RESOURCE_TEMPLATES, RESOURCES_HERO, RESOURCES_META } from '../features/resources/resources-content';

/** /resources: templates for sale, guides, the Risk Manager promotion and the newsletter. */
export default function ResourcesPage() {
  return (
    <PageContainer>
      <PageMeta meta={RESOURCES_META} />
      <ProductHero {...RESOURCES_HERO} />
      <PageSection title="Templates" subtitle="Tried on client projects and ready to import into your tenant.">
        <Grid container spacing={3}>
          {RESOURCE_TEMPLATES.map((template) => (
            <Grid key={template.name} size={{ xs: 12, sm: 6, lg: 3 }}>
              <TemplateCard template={template} />
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <PageSection title="Guides" subtitle="In-depth, practical and written by the consultants who do the work.">
        <Grid container spacing={3}>
          {GUIDES.map((guide) => (
            <Grid key={guide.title} size={{ xs: 12, sm: 6, lg: 3 }}>
              <GuideCard guide={guide} />
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <RiskManagerPromo />
      <SubscribePanel />
    </PageContainer>
  );
}
