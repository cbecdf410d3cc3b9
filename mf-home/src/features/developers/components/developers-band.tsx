import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Stack } from '@mui/material';
import { DEVELOPERS_PATH, HOME_ANCHORS } from '@site/contracts';
import { LinkButton, useGetDeveloperPageQuery } from '@site/platform';
import { type CardLayout, CardList } from '../../../components/card-list';
import { HomeBand } from '../../../components/home-band';
import { DEVELOPER_CARD_HEIGHT } from '../../../utils/card-sizes';
import { DeveloperCard } from './developer-card';
import { GetStartedButton } from './get-started-button';

const LAYOUT: CardLayout = {
  size: { xs: 12, sm: 6, md: 4 },
  /** Whole rows: three on a phone, two rows wider up; the directory has them all. */
  shownFirst: { xs: 3, sm: 4, md: 6 },
  height: DEVELOPER_CARD_HEIGHT,
  placeholder: 'avatar',
};

/**
 * The band reads only the cards it can show (the best rated, as many as the widest layout shows):
 * "Browse all developers" leads to the directory, so the page never carries the whole list.
 */
const BEST_RATED = { pageSize: Math.max(...Object.values(LAYOUT.shownFirst)) };

/** `#developers`: the best rated developers from the API, each opening its profile; the directory; the contact form. */
export function DevelopersBand() {
  const { data, ...query } = useGetDeveloperPageQuery(BEST_RATED);
  return (
    <HomeBand
      anchor={HOME_ANCHORS.developers}
      title="Why Work With Us"
      subtitle="Certified specialists who deliver enterprise AI and Power Platform solutions with measurable ROI."
    >
      <CardList
        query={{ ...query, data: data?.items }}
        what="developers"
        layout={LAYOUT}
        renderCard={(developer, index) => <DeveloperCard developer={developer} benefitNumber={index + 1} />}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'center', alignItems: 'center', mt: { xs: 4, md: 6 } }}
      >
        <LinkButton to={DEVELOPERS_PATH} variant="outlined" size="large" startIcon={<PeopleAltOutlinedIcon />}>
          Browse all developers
        </LinkButton>
        <GetStartedButton />
      </Stack>
    </HomeBand>
  );
}
