import { CAREERS_EMAIL, HOME_ANCHORS } from '@site/contracts';
import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { TEAM_MEMBERS } from '../data/team-members';
import { TeamBand } from './team-band';

describe(`team (#${HOME_ANCHORS.team})`, () => {
  it(`is the #${HOME_ANCHORS.team} band headed 'Meet Our Expert Team'`, () => {
    renderWithSite(<TeamBand />);
    const band = screen.getByRole('region', { name: 'Meet Our Expert Team' });
    expect(band).toHaveAttribute('id', HOME_ANCHORS.team);
    expect(within(band).getByRole('heading', { level: 2, name: 'Meet Our Expert Team' })).toBeInTheDocument();
  });

  it('shows the three fixed members without asking the API', () => {
    renderWithSite(<TeamBand />);
    expect(screen.getAllByTestId('team-member-card')).toHaveLength(3);
  });

  it.each(TEAM_MEMBERS.map((member) => [member.name, member] as const))(
    "shows %s's picture, title, bio, skills, LinkedIn and e-mail",
    (name, member) => {
      renderWithSite(<TeamBand />);
      const card = screen.getByRole('article', { name });
      const image = within(card).getByRole('img', { name: `Portrait of ${name}` });
      expect(image).toHaveAttribute('width', '120');
      expect(image).toHaveAttribute('height', '120');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(within(card).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(card).getByText(member.title)).toBeInTheDocument();
      expect(within(card).getByText(member.bio)).toBeInTheDocument();
      for (const skill of member.skills) expect(within(card).getByText(skill)).toBeInTheDocument();
      const linkedIn = within(card).getByRole('link', { name: `${name} on LinkedIn (opens in a new tab)` });
      expect(linkedIn).toHaveAttribute('href', member.linkedin);
      expect(linkedIn).toHaveAttribute('target', '_blank');
      expect(linkedIn).toHaveAttribute('rel', expect.stringContaining('noopener'));
      // The address is spelt from the name on the card, never taken on trust from the data.
      const [first, last] = name.toLowerCase().split(' ');
      expect(within(card).getByRole('link', { name: `Email ${name}` })).toHaveAttribute(
        'href',
        `mailto:${first}.${last}@powerai-consulting.co.uk`,
      );
    },
  );

  it("offers 'Join Our Growing Team' with both buttons writing to the careers address", () => {
    renderWithSite(<TeamBand />);
    const box = screen.getByRole('complementary', { name: 'Join Our Growing Team' });
    const positions = within(box).getByRole('link', { name: 'View Open Positions' });
    const cv = within(box).getByRole('link', { name: 'Send Your CV' });
    expect(positions).toHaveAttribute('href', `mailto:${CAREERS_EMAIL}?subject=Open%20positions`);
    expect(cv).toHaveAttribute('href', `mailto:${CAREERS_EMAIL}?subject=My%20CV`);
  });
});
