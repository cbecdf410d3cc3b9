import type { TeamMember } from '@site/contracts';
import { TEAM_MEMBERS } from './team-members';

describe('the fixed team (spec section 3)', () => {
  it('is three people: two directors and a CTO', () => {
    expect(TEAM_MEMBERS).toHaveLength(3);
    expect(TEAM_MEMBERS.filter((member) => /Director/.test(member.title))).toHaveLength(2);
    expect(TEAM_MEMBERS.filter((member) => member.title === 'Chief Technology Officer')).toHaveLength(1);
  });

  it.each(TEAM_MEMBERS.map((member) => [member.name, member] as [string, TeamMember]))(
    '%s has every field of a team member filled in',
    (_name, member) => {
      expect(member.id).toMatch(/^[a-z-]+$/);
      expect(member.bio.length).toBeGreaterThan(40);
      expect(member.skills.length).toBeGreaterThan(0);
      expect(member.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
      expect(member.email).toMatch(/^[a-z.]+@powerai-consulting\.co\.uk$/);
      // A picture bundled with the section, never one from another host.
      expect(member.image).not.toMatch(/^(https?:)?\/\//);
      expect(member.image).not.toBe('');
    },
  );

  it.each(TEAM_MEMBERS.map((member) => [member.name, member] as [string, TeamMember]))(
    "spells %s's id and addresses from the name",
    (name, member) => {
      const parts = name
        .toLowerCase()
        .replaceAll("'", '')
        .split(/[^a-z]+/);
      expect(member.id).toBe(parts.join('-'));
      expect(member.email).toBe(`${parts.join('.')}@powerai-consulting.co.uk`);
      expect(member.linkedin).toBe(`https://www.linkedin.com/in/${parts.join('-')}-powerai`);
    },
  );

  it('has unique ids', () => {
    expect(new Set(TEAM_MEMBERS.map((member) => member.id)).size).toBe(TEAM_MEMBERS.length);
  });
});
