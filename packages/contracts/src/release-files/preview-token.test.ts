import { signPreviewToken, verifyPreviewToken } from './preview-token';

const SECRET = 'a-secret-of-the-site-long-enough-to-sign-with';
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const CLAIMS = { section: 'products' as const, build: '3f0c2a9e1b7d', expiresAt: NOW + 60_000 };

describe('preview tokens', () => {
  it('carry the section, build and expiry they were signed with', () => {
    expect(verifyPreviewToken(signPreviewToken(CLAIMS, SECRET), SECRET, NOW)).toEqual({ valid: true, claims: CLAIMS });
  });

  it('are refused once expired', () => {
    const token = signPreviewToken(CLAIMS, SECRET);
    expect(verifyPreviewToken(token, SECRET, CLAIMS.expiresAt)).toEqual({
      valid: false,
      reason: 'expired at 2026-11-26T10:01:00.000Z',
    });
  });

  it('are refused when signed with another secret (forged)', () => {
    const token = signPreviewToken(CLAIMS, 'another-secret-someone-guessed-at-all-long');
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ valid: false, reason: 'bad signature' });
  });

  it('are refused when their claims were changed (tampered)', () => {
    const [, signed] = signPreviewToken(CLAIMS, SECRET).split('.');
    const payload = Buffer.from(JSON.stringify({ s: 'products', b: 'another', e: CLAIMS.expiresAt })).toString(
      'base64url',
    );
    expect(verifyPreviewToken(`${payload}.${signed}`, SECRET, NOW)).toEqual({ valid: false, reason: 'bad signature' });
  });

  it.each([
    ['empty', ''],
    ['no signature', 'nodot'],
    ['three parts', 'a.b.c'],
    ['two empty parts', '..'],
    ['too long', `${'x'.repeat(2000)}.y`],
  ])('are refused when malformed (%s)', (_, token) => {
    expect(verifyPreviewToken(token, SECRET, NOW)).toMatchObject({ valid: false });
  });

  it('are refused when a signed payload names no known section or an unsafe build id', () => {
    const token = signPreviewToken({ ...CLAIMS, build: '../../etc' }, SECRET);
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ valid: false, reason: 'malformed claims' });
  });
});
