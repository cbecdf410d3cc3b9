import {
  CANARY_POLICY_SETTINGS,
  canaryPolicy,
  canaryPolicyFromEnv,
  canaryPolicyFromSettings,
  DEFAULT_CANARY_POLICY,
} from './default-canary-policy';

describe('canaryPolicy', () => {
  it('is the defaults with the settings given over them', () => {
    expect(canaryPolicy({ minPages: 25, promoteWhen: 'any' })).toEqual({
      ...DEFAULT_CANARY_POLICY,
      minPages: 25,
      promoteWhen: 'any',
    });
  });

  it('refuses a bad value, naming the setting', () => {
    expect(() => canaryPolicy({ minPages: -1 })).toThrow('minPages must be a number, 0 or more (got -1)');
    expect(() => canaryPolicy({ minPages: 2.5 })).toThrow('minPages must be a whole number');
    expect(() => canaryPolicy({ maxClsIncrease: Number.NaN })).toThrow('maxClsIncrease');
  });
});

describe('canaryPolicyFromSettings', () => {
  it('reads every setting by its flag name', () => {
    expect(
      canaryPolicyFromSettings({
        'min-pages': '20',
        'max-error-rate-increase-points': '2.5',
        'promote-after-minutes': '0',
        'promote-when': 'any',
        'max-cls-increase': undefined,
      }),
    ).toEqual({
      ...DEFAULT_CANARY_POLICY,
      minPages: 20,
      maxErrorRateIncreasePoints: 2.5,
      promoteAfterMinutes: 0,
      promoteWhen: 'any',
    });
  });

  it('names every field of the policy once', () => {
    expect(new Set(Object.values(CANARY_POLICY_SETTINGS))).toEqual(new Set(Object.keys(DEFAULT_CANARY_POLICY)));
  });

  it('refuses an unknown setting and a value that is no number, naming them', () => {
    expect(() => canaryPolicyFromSettings({ 'min-page': '20' })).toThrow('min-page is not a canary setting');
    expect(() => canaryPolicyFromSettings({ 'min-pages': 'ten' })).toThrow('min-pages must be a number (got "ten")');
    expect(() => canaryPolicyFromSettings({ 'min-pages': '' })).toThrow('min-pages must be a number');
    expect(() => canaryPolicyFromSettings({ 'promote-when': 'both' })).toThrow('promote-when must be all or any');
  });
});

describe('canaryPolicyFromEnv', () => {
  it('reads CANARY_<NAME> variables, naming a bad one', () => {
    expect(canaryPolicyFromEnv({ CANARY_MIN_PAGES: ' 30 ', CANARY_PROMOTE_WHEN: 'any', OTHER: '1' })).toEqual({
      ...DEFAULT_CANARY_POLICY,
      minPages: 30,
      promoteWhen: 'any',
    });
    expect(canaryPolicyFromEnv({ CANARY_MIN_PAGES: '' })).toEqual(DEFAULT_CANARY_POLICY);
    expect(() => canaryPolicyFromEnv({ CANARY_MAX_CLS_INCREASE: '-0.1' })).toThrow(
      'CANARY_MAX_CLS_INCREASE must be a number, 0 or more (got -0.1)',
    );
  });
});
