import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Button, Stack } from '@mui/material';
import { DEVELOPERS_PATH, HOME_SKELETON_COUNTS } from '@site/contracts';
import { ContactButton, useGetDevelopersQuery } from '@site/platform';
import { Link as RouterLink } from 'react-router-dom';
import { type GridItemSize, QueryStates } from '../../../components/card-list';
import { FirstFewGrid } from '../../../components/first-few-grid';
import { HomeSection } from '../../../components/home-band';
import { DEVELOPER_CARD_HEIGHT } from '../../../utils/card-sizes';
import { DeveloperCard } from './developer-card';

const ITEM_SIZE: GridItemSize = { xs: 12, sm: 6, md: 4 };
/** Whole rows: three on a phone, two rows wider up; the directory has them all. */
const SHOWN_FIRST: GridItemSize = { xs: 3, sm: 4, md: 6 };

const GET_STARTED = { message: "I'd like to talk to one of your developers about a project." };

/** `#developers`: a card per developer from the API, each opening its profile; the directory; the contact form. */
export function DevelopersSection() {
  const query = useGetDevelopersQuery();
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
          <FirstFewGrid
            id="developers-grid"
            items={developers}
            keyOf={(developer) => developer.id}
            itemSize={ITEM_SIZE}
            shownFirst={SHOWN_FIRST}
            renderItem={(developer, index) => <DeveloperCard developer={developer} benefitNumber={index + 1} />}
          />
        )}
      </QueryStates>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'center', alignItems: 'center', mt: { xs: 4, md: 6 } }}
      >
        <Button
          component={RouterLink}
          to={DEVELOPERS_PATH}
          variant="outlined"
          size="large"
          startIcon={<PeopleAltOutlinedIcon />}
        >
          Browse all developers
        </Button>
        <ContactButton variant="contained" size="large" endIcon={<ArrowForwardIcon />} intent={GET_STARTED}>
          Get Started Today
        </ContactButton>
      </Stack>
    </HomeSection>
  );
}
