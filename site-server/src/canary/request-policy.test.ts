import { DEFAULT_CANARY_POLICY } from '@site/contracts/release-files';
import { requestPolicy } from './request-policy';

describe('requestPolicy', () => {
  const site = { ...DEFAULT_CANARY_POLICY, minPages: 20, promoteAfterMinutes: 60 };

  it("keeps the site's policy where the command gave no setting", () => {
    expect(requestPolicy(site, {})).toEqual(site);
  });

  it("puts the command's settings over the site's", () => {
    expect(requestPolicy(site, { 'promote-after-pages': '5', 'promote-after-minutes': '0' })).toEqual({
      ...site,
      promoteAfterPages: 5,
      promoteAfterMinutes: 0,
    });
  });

  it('throws naming a bad setting', () => {
    expect(() => requestPolicy(site, { 'min-pages': 'ten' })).toThrow(/min-pages must be a number/);
  });
});
