import { sectionArgument } from './dev-arguments';

describe('npm run dev arguments', () => {
  it('name no section for the whole site', () => {
    expect(sectionArgument(['node', 'dev.ts'])).toBeUndefined();
  });

  it('name the section a team works on', () => {
    expect(sectionArgument(['node', 'dev.ts', '--section', 'developers'])).toBe('developers');
  });

  it('refuse a section that does not exist, listing those that do', () => {
    expect(() => sectionArgument(['node', 'dev.ts', '--section', 'shop'])).toThrow(/home, apps, developers/);
  });
});
