import {
  layoutProblems,
  outsideImportProblems,
  outsideSettingProblems,
  type SectionSource,
  sectionLayoutProblems,
} from './section-layout';

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
      'mf-home/src/app.tsx is misplaced: only index.ts, bootstrap.tsx, islands.ts and declarations sit in src/',
    ]);
  });
});

describe('a section depends only on packages', () => {
  it('passes a browser suite and configuration that import packages and their own files', () => {
    const files = [
      source('browser/directory.browser.ts', '@site/section-test-kit', 'playwright-core', './directory-fixtures'),
      source('rspack.config.ts', '@site/section-build-kit'),
      { file: 'jest.config.cjs', text: "module.exports = require('@site/section-test-kit/jest/web-preset.cjs');" },
    ];
    expect(outsideImportProblems('mf-developers', files)).toEqual([]);
  });

  it('fails a browser suite, a build or a jest configuration that reaches into the repository by path', () => {
    const files = [
      source('browser/directory.browser.ts', '../../e2e/support/browser'),
      source('rspack.config.ts', '../scripts/rspack/create-rspack-config'),
      {
        file: 'browser/jest.config.cjs',
        text: "module.exports = require('../../scripts/jest/browser-suite-preset.cjs');",
      },
      source('browser/release.browser.ts', '../../site-server/src/release-gate/judge', '../../packages/platform/src'),
    ];
    expect(outsideImportProblems('mf-developers', files)).toEqual([
      expect.stringMatching(
        /^mf-developers\/browser\/directory\.browser\.ts imports \.\.\/\.\.\/e2e\/support\/browser into e2e\/: a section depends only on packages/,
      ),
      expect.stringContaining(
        'mf-developers/rspack.config.ts imports ../scripts/rspack/create-rspack-config into scripts/',
      ),
      expect.stringContaining(
        'mf-developers/browser/jest.config.cjs imports ../../scripts/jest/browser-suite-preset.cjs into scripts/',
      ),
      expect.stringContaining('imports ../../site-server/src/release-gate/judge into site-server/'),
      expect.stringContaining('imports ../../packages/platform/src: a section depends only on packages'),
    ]);
  });

  it("fails a section's script or tsconfig that reaches out of its folder, and passes the kits' bins and preset", () => {
    expect(
      outsideSettingProblems('mf-apps', {
        scripts: {
          dev: 'tsx ../scripts/dev/dev.ts --section apps',
          'test:browser': 'section-browser-suite apps',
          lint: 'biome check --config-path=../biome.json .',
          build: 'rspack build --mode production',
          release: 'section-release apps',
        },
        tsconfigExtends: '../tsconfig.base.json',
      }),
    ).toEqual([
      expect.stringContaining(
        `mf-apps/package.json's script "dev" (tsx ../scripts/dev/dev.ts --section apps) runs a path outside`,
      ),
      expect.stringContaining(`script "lint"`),
      "mf-apps/tsconfig.json extends ../tsconfig.base.json, a file outside the section's packages: extend @site/section-build-kit/tsconfig.section.json",
    ]);
    expect(
      outsideSettingProblems('mf-apps', {
        scripts: { dev: 'section-dev apps', 'dev:alone': 'rspack serve --mode development' },
        tsconfigExtends: '@site/section-build-kit/tsconfig.section.json',
      }),
    ).toEqual([]);
  });

  it('finds no such import, script or tsconfig in the sections of this repository', () => {
    expect(sectionLayoutProblems()).toEqual([]);
  });
});
