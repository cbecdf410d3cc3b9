import { Grid } from '@mui/material';
import { HOME_ANCHORS } from '@site/contracts';
import { HomeBand } from '../../../components/home-band';
import { TEAM_MEMBERS } from '../data/team-members';
import { JoinTeamBox } from './join-team-box';
import { TeamMemberCard } from './team-member-card';

/** `#team`: the leadership, fixed in the page, and the invitation to join. */
export function TeamBand() {
  return (
    <HomeBand
      anchor={HOME_ANCHORS.team}
      tinted
      title="Meet Our Expert Team"
      subtitle="Experienced leaders who combine business strategy with deep Microsoft and AI expertise."
    >
      <Grid container spacing={3}>
        {TEAM_MEMBERS.map((member) => (
          <Grid key={member.id} size={{ xs: 12, md: 4 }}>
            <TeamMemberCard member={member} />
          </Grid>
        ))}
      </Grid>
      <JoinTeamBox />
    </HomeBand>
  );
}
