import { layoutProblems, type SectionSource } from './section-layout';

const source = (file: string, ...imports: string[]): SectionSource => ({
  file,
  text: imports.map((specifier, index) => `import { thing${index} } from '${specifier}';`).join('\n'),
});

describe('the section layout check', () => {
  it('passes a section in the one shape', () => {
    const sources = [
      source('index.ts'),
      source('bootstrap.tsx', './exposes/directory-page'),
      source('exposes/directory-page.tsx', '../features/directory/components/directory-view', '../components/portrait'),
      source(
        'features/directory/components/directory-view.tsx',
        '../hooks/use-filters',
        '../../../components/portrait',
      ),
      source('features/directory/hooks/use-filters.ts', '../data/sorts', '../utils/select'),
      source('features/directory/data/sorts.ts'),
      source('features/directory/utils/select.ts', '@site/contracts'),
      source('features/directory/components/directory-view.test.tsx', '../../../testing/developers'),
      source('components/portrait.tsx', '../utils/initials', '../hooks/use-x'),
      source('utils/initials.ts'),
      source('testing/developers.ts', '../features/directory/data/sorts'),
    ];
    expect(layoutProblems('mf-developers', sources)).toEqual([]);
  });

  it('fails a feature that imports another feature', () => {
    const sources = [source('features/contact/components/contact-form.tsx', '../../lead/components/select-field')];
    expect(layoutProblems('mf-forms', sources)).toEqual([
      expect.stringMatching(
        /^mf-forms\/src\/features\/contact\/components\/contact-form\.tsx feature contact imports feature lead/,
      ),
    ]);
  });

  it('fails a section that imports another section, by package or by path', () => {
    const sources = [
      source('features/hero/components/hero.tsx', 'mf-forms/src/exposes/contact-section'),
      source('components/card.tsx', '../../../mf-apps/src/components/card'),
    ];
    expect(layoutProblems('mf-home', sources)).toEqual([
      expect.stringContaining('imports another section (mf-forms/src/exposes/contact-section)'),
      expect.stringContaining('reaches outside its section'),
    ]);
  });

  it('fails section-wide code that imports a feature, and shipped code that imports test helpers', () => {
    const sources = [
      source('components/card.tsx', '../features/hero/data/tiles'),
      source('features/hero/components/hero.tsx', '../../../testing/fixtures'),
    ];
    expect(layoutProblems('mf-home', sources)).toEqual([
      expect.stringContaining('section-wide code imports feature hero'),
      expect.stringContaining('ships test code to visitors'),
    ]);
  });

  it('fails files outside the layout: a shared/ folder, content loose in a feature folder', () => {
    const sources = [source('shared/initials.ts'), source('features/team/team-members.ts'), source('app.tsx')];
    expect(layoutProblems('mf-home', sources)).toEqual([
      'mf-home/src/shared/initials.ts is misplaced: src/shared/ is not a folder of the section layout (api, components, hooks, data, utils, exposes, testing, assets, features)',
      'mf-home/src/features/team/team-members.ts is misplaced: a feature keeps its files in api, components, hooks, data, utils/',
      'mf-home/src/app.tsx is misplaced: only index.ts, bootstrap.tsx and declarations sit in src/',
    ]);
  });
});
