import { directoryPathFrom, directoryPathFromReferrer, directoryReturnOf } from './directory-return';

const origin = 'https://powerai.example';

describe("the profile's way back to the directory", () => {
  it('is the directory as the card left it, from the history state', () => {
    expect(directoryPathFrom(directoryReturnOf('?q=power&sort=price-low'))).toBe('/developers?q=power&sort=price-low');
    expect(directoryPathFrom(directoryReturnOf(''))).toBe('/developers');
    expect(directoryPathFrom({ directorySearch: 'javascript:alert(1)' })).toBe('/developers');
    expect(directoryPathFrom(null)).toBe('/developers');
  });

  it('is the directory the visitor came from, from the referrer of a whole-document navigation', () => {
    expect(directoryPathFromReferrer(`${origin}/developers?q=power&page=2`, origin)).toBe('/developers?q=power&page=2');
    expect(directoryPathFromReferrer(`${origin}/developers`, origin)).toBe('/developers');
  });

  it('is the plain directory when the visitor came from anywhere else', () => {
    expect(directoryPathFromReferrer('', origin)).toBe('/developers');
    expect(directoryPathFromReferrer(`${origin}/`, origin)).toBe('/developers');
    expect(directoryPathFromReferrer(`${origin}/developer/1?q=x`, origin)).toBe('/developers');
    expect(directoryPathFromReferrer('https://elsewhere.example/developers?q=spam', origin)).toBe('/developers');
    expect(directoryPathFromReferrer('not a url', origin)).toBe('/developers');
  });
});
