import { Grid } from '@mui/material';
import { PageContainer, staticPart } from '@site/platform';
import { PageBand } from '../components/page-band';
import { ProductHero } from '../components/product-hero';
import { GuideCard } from '../features/resources/components/guide-card';
import { RiskManagerPromo } from '../features/resources/components/risk-manager-promo';
import { SubscribePanel } from '../features/resources/components/subscribe-panel';
import { TemplateCard } from '../features/resources/components/template-card';
import { GUIDES, RESOURCE_TEMPLATES, RESOURCES_HERO } from '../features/resources/data/resources-content';

/**
 * /resources: templates for sale, guides, the Risk Manager promotion and the newsletter. A static
 * part: its 17 action buttons are links to the contact form, each carrying why in its address.
 */
function ResourcesPage() {
  return (
    <PageContainer>
      <ProductHero {...RESOURCES_HERO} />
      <PageBand title="Templates" subtitle="Tried on client projects and ready to import into your tenant.">
        <Grid container spacing={3}>
          {RESOURCE_TEMPLATES.map((template) => (
            <Grid key={template.name} size={{ xs: 12, sm: 6, lg: 3 }}>
              <TemplateCard template={template} />
            </Grid>
          ))}
        </Grid>
      </PageBand>
      <PageBand title="Guides" subtitle="In-depth, practical and written by the consultants who do the work.">
        <Grid container spacing={3}>
          {GUIDES.map((guide) => (
            <Grid key={guide.title} size={{ xs: 12, sm: 6, lg: 3 }}>
              <GuideCard guide={guide} />
            </Grid>
          ))}
        </Grid>
      </PageBand>
      <RiskManagerPromo />
      <SubscribePanel />
    </PageContainer>
  );
}

export default staticPart(ResourcesPage);
