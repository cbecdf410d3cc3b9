import { GUIDE_READ_TIME_MAX, GUIDE_READ_TIME_MIN } from '@site/contracts';
import { GUIDES, RESOURCE_TEMPLATES } from './resources-content';

describe('resources content', () => {
  it('has 8 distinct templates, each with a whole-pound price', () => {
    expect(RESOURCE_TEMPLATES).toHaveLength(8);
    expect(new Set(RESOURCE_TEMPLATES.map((template) => template.name)).size).toBe(8);
    for (const template of RESOURCE_TEMPLATES) {
      expect(Number.isInteger(template.priceGbp)).toBe(true);
      expect(template.priceGbp).toBeGreaterThan(0);
    }
  });

  it(`has 8 distinct guides read in ${GUIDE_READ_TIME_MIN} to ${GUIDE_READ_TIME_MAX} minutes, using both ends of the range`, () => {
    expect(GUIDES).toHaveLength(8);
    expect(new Set(GUIDES.map((guide) => guide.title)).size).toBe(8);
    const minutes = GUIDES.map((guide) => guide.readMinutes);
    expect(Math.min(...minutes)).toBe(GUIDE_READ_TIME_MIN);
    expect(Math.max(...minutes)).toBe(GUIDE_READ_TIME_MAX);
  });
});
