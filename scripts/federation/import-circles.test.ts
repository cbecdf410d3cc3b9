import { importCircleProblems, importCircles } from './import-circles';

const file = (name: string, ...imports: string[]) => ({
  file: name,
  text: imports.map((specifier, at) => `import { thing${at} } from '${specifier}';`).join('\n'),
});

describe('the import circle check', () => {
  it('finds a loop through several files, type-only imports and index files included', () => {
    const files = [
      file('api/src/common/logger.ts', '../config/env'),
      { file: 'api/src/config/env.ts', text: "import type { Location } from '../database/embedded';" },
      file('api/src/database/embedded/index.ts', './cluster-location'),
      file('api/src/database/embedded/cluster-location.ts', '../../common/logger.ts'),
      file('api/src/main.ts', './common/logger'),
    ];
    expect(importCircles(files)).toEqual([
      [
        'api/src/common/logger.ts',
        'api/src/config/env.ts',
        'api/src/database/embedded/cluster-location.ts',
        'api/src/database/embedded/index.ts',
      ],
    ]);
  });

  it('finds two files importing each other, and none where imports only go one way', () => {
    const files = [
      file('packages/tracing/src/tracing-switch.ts', './start-tracing'),
      { file: 'packages/tracing/src/start-tracing.ts', text: "export * from './tracing-switch';" },
      file('packages/tracing/src/index.ts', './start-tracing', './tracing-switch', '@site/contracts'),
    ];
    expect(importCircleProblems(files)).toEqual([
      expect.stringContaining(
        'an import circle: packages/tracing/src/start-tracing.ts <-> packages/tracing/src/tracing-switch.ts',
      ),
    ]);
    expect(importCircles([files[0], files[2]].flatMap((each) => (each ? [each] : [])))).toEqual([]);
  });

  it('finds none in the code of this repository', () => {
    expect(importCircleProblems()).toEqual([]);
  });
});
