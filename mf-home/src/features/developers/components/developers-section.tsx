import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Grid } from '@mui/material';
import { HOME_SKELETON_COUNTS } from '@site/contracts';
import { useGetDevelopersQuery, useGoToSection } from '@site/platform';
import { DEVELOPER_CARD_HEIGHT } from '../../../shared/card-sizes';
import { HomeSection } from '../../../shared/home-section';
import { type GridItemSize, QueryStates } from '../../../shared/query-states';
import { DeveloperCard } from './developer-card';

const ITEM_SIZE: GridItemSize = { xs: 12, sm: 6, md: 4 };

/** `#developers`: a card per developer from the API, and the way to the contact form. */
export function DevelopersSection() {
  const query = useGetDevelopersQuery();
  const goToSection = useGoToSection();
  return (
    <HomeSection
      id="developers"
      title="Why Work With Us"
      subtitle="Certified specialists who deliver enterprise AI and Power Platform solutions with measurable ROI."
    >
      <QueryStates
        query={query}
        what="developers"
        skeleton={{ count: HOME_SKELETON_COUNTS.developers, height: DEVELOPER_CARD_HEIGHT, shape: 'avatar' }}
        itemSize={ITEM_SIZE}
        emptyText="No developers available yet."
      >
        {(developers) => (
          <Grid container spacing={3}>
            {developers.map((developer, index) => (
              <Grid key={developer.id} size={ITEM_SIZE}>
                <DeveloperCard
                  developer={developer}
                  benefitNumber={index + 1}
                  onViewApps={() => goToSection('services')}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </QueryStates>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
        <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} onClick={() => goToSection('contact')}>
          Get Started Today
        </Button>
      </Box>
    </HomeSection>
  );
}
