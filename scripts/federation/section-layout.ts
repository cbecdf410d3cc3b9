import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SECTION_FOLDERS } from '../workspaces';

/**
 * The one shape of a section (docs/section-handbook.md, "The shape of a section"), after bulletproof-react's features:
 *
 *   src/index.ts, src/bootstrap.tsx   the federation entry and the section's own dev page
 *   src/islands.ts                    its islands, declared once (exposed, typed, held by the gate)
 *   src/exposes/                      the modules the shell loads, each building its page
 *   src/features/<feature>/{api,components,hooks,data,utils}/
 *   src/{api,components,hooks,data,utils}/   section-wide code any feature may use
 *   src/testing/                      test helpers; src/assets/ images and other files
 *
 * and its import zones: exposes -> features -> section-wide. A feature never imports another
 * feature (a page is the one place two features meet), section-wide code imports no feature, code
 * a visitor receives imports nothing from testing/, and no section imports another section (what
 * two sections share lives in @site/platform or @site/contracts).
 *
 * And a section depends only on packages: its browser suite, build and test configuration (the
 * files beside src/) import no relative path out of its folder (into scripts/, e2e/, site-server/,
 * shell/ or anywhere else), so it can be copied into a repository of its own and still build, test
 * and release (docs/decisions/section-kits.md).
 */
const FEATURE_FOLDERS = new Set(['api', 'components', 'hooks', 'data', 'utils']);
const SECTION_WIDE_FOLDERS = new Set([...FEATURE_FOLDERS]);
const OTHER_FOLDERS = new Set(['exposes', 'testing', 'assets', 'features']);
const TOP_LEVEL_FILES = /^(index\.ts|bootstrap\.tsx|islands\.ts|[\w-]+\.d\.ts)$/;

/** A source file of a section, by its path relative to the section's `src/`. */
export interface SectionSource {
  /** e.g. 'features/directory/components/developer-card.tsx' */
  file: string;
  text: string;
}

type Zone =
  | { kind: 'entry' | 'exposes' | 'testing' | 'assets' | 'section-wide' }
  | { kind: 'feature'; feature: string }
  | { kind: 'misplaced'; why: string };

function zoneOf(file: string): Zone {
  const parts = file.split('/');
  const [top = '', second = '', third = ''] = parts;
  if (parts.length === 1) {
    return TOP_LEVEL_FILES.test(top)
      ? { kind: 'entry' }
      : { kind: 'misplaced', why: 'only index.ts, bootstrap.tsx, islands.ts and declarations sit in src/' };
  }
  if (top === 'features') {
    if (parts.length < 4 || !FEATURE_FOLDERS.has(third)) {
      return { kind: 'misplaced', why: `a feature keeps its files in ${[...FEATURE_FOLDERS].join(', ')}/` };
    }
    return { kind: 'feature', feature: second };
  }
  if (SECTION_WIDE_FOLDERS.has(top)) return { kind: 'section-wide' };
  if (OTHER_FOLDERS.has(top)) return { kind: top as 'exposes' | 'testing' | 'assets' };
  return {
    kind: 'misplaced',
    why: `src/${top}/ is not a folder of the section layout (${[...SECTION_WIDE_FOLDERS, ...OTHER_FOLDERS].join(', ')})`,
  };
}

const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bjest\.mock\(\s*|\brequire\(\s*)['"]([^'"]+)['"]/g;

function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORTED)].map((match) => match[1] ?? '');
}

const SECTION_PACKAGE = /^mf-[\w-]+(\/|$)/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Why this import breaks the layout's zones, or undefined when it keeps them. */
function zoneBreach(from: string, specifier: string): string | undefined {
  if (SECTION_PACKAGE.test(specifier)) return `imports another section (${specifier})`;
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (target.startsWith('..')) return `reaches outside its section (${specifier}): share it through @site/platform`;
  const source = zoneOf(from);
  const destination = zoneOf(target);
  if (destination.kind === 'testing' && source.kind !== 'testing' && !isTest(from)) {
    return `ships test code to visitors (${specifier})`;
  }
  if (source.kind === 'feature' && destination.kind === 'feature' && source.feature !== destination.feature) {
    return `feature ${source.feature} imports feature ${destination.feature} (${specifier}): meet in an exposed page, or move it to section-wide code`;
  }
  if (source.kind === 'section-wide' && (destination.kind === 'feature' || destination.kind === 'exposes')) {
    return `section-wide code imports ${destination.kind === 'feature' ? `feature ${destination.feature}` : 'an exposed page'} (${specifier})`;
  }
  if (source.kind === 'feature' && destination.kind === 'exposes')
    return `a feature imports an exposed page (${specifier})`;
  return undefined;
}

/** Every place a section's sources leave the layout: misplaced files and imports across zones. */
export function layoutProblems(section: string, sources: readonly SectionSource[]): string[] {
  return sources.flatMap(({ file, text }) => {
    const where = `${section}/src/${file}`;
    const zone = zoneOf(file);
    const placement = zone.kind === 'misplaced' ? [`${where} is misplaced: ${zone.why}`] : [];
    const imports = importsOf(text).flatMap((specifier) => {
      const breach = zoneBreach(file, specifier);
      return breach ? [`${where} ${breach}`] : [];
    });
    return [...placement, ...imports];
  });
}

/** The repo's folders a section most often reached into before the kits: named in the message. */
const REPO_FOLDERS = ['scripts', 'e2e', 'site-server', 'shell'];

/**
 * Every import of the files beside a section's src/ (its browser suite, rspack and jest
 * configuration; `file` relative to the section's folder) that leaves the section by a relative
 * path. src/ itself is held by layoutProblems.
 */
export function outsideImportProblems(section: string, files: readonly SectionSource[]): string[] {
  return files.flatMap(({ file, text }) =>
    importsOf(text).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return [];
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (!target.startsWith('..')) return [];
      const folder = REPO_FOLDERS.find((name) => target === `../${name}` || target.startsWith(`../${name}/`));
      const into = folder ? ` into ${folder}/` : '';
      return [
        `${section}/${file} imports ${specifier}${into}: a section depends only on packages (@site/section-build-kit, @site/section-test-kit, @site/section-release, @site/platform, @site/contracts)`,
      ];
    }),
  );
}

/** What a section's own files name by path besides imports: its package.json's scripts and its tsconfig's base. */
export interface SectionSettings {
  scripts: Record<string, string>;
  /** tsconfig.json's `extends`, if any. */
  tsconfigExtends?: string;
}

/** A path that climbs out of the section's folder: `../x`, `../../x`, `..` (in a command line, after a space or `=`). */
const CLIMBS_OUT = /(?:^|[\s='"])\.\.(?:[\\/]|$|\s)/;

/**
 * Every script and tsconfig base of a section that leaves its folder by a relative path: a copy of
 * the section outside this repository (its own repository) would find nothing there. Its commands
 * are the kits' bins (`section-dev`, `section-browser-suite`, `section-release`), its TypeScript
 * settings the build kit's preset (`@site/section-build-kit/tsconfig.section.json`).
 */
export function outsideSettingProblems(section: string, settings: SectionSettings): string[] {
  const scripts = Object.entries(settings.scripts).flatMap(([name, command]) =>
    CLIMBS_OUT.test(command)
      ? [
          `${section}/package.json's script "${name}" (${command}) runs a path outside the section: use a bin of @site/section-build-kit, @site/section-test-kit or @site/section-release`,
        ]
      : [],
  );
  const base = settings.tsconfigExtends;
  const tsconfig =
    base !== undefined && (base.startsWith('.') || path.isAbsolute(base))
      ? [
          `${section}/tsconfig.json extends ${base}, a file outside the section's packages: extend @site/section-build-kit/tsconfig.section.json`,
        ]
      : [];
  return [...scripts, ...tsconfig];
}

function readSettings(folder: string): SectionSettings {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const tsconfig = JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'tsconfig.json'), 'utf8')) as {
    extends?: string;
  };
  return { scripts: pkg.scripts ?? {}, tsconfigExtends: tsconfig.extends };
}

const TYPESCRIPT = /\.(ts|tsx)$/;
/** Code files beside src/: the browser suite, the rspack and jest configuration. */
const CODE = /\.(ts|tsx|js|cjs|mjs)$/;
/** Folders beside src/ that hold no code of the section's own. */
const NOT_CODE = new Set(['node_modules', 'dist', 'coverage']);

/** The files under `root` that match, skipping the folders `skip` names (by path relative to root). */
function filesUnder(root: string, pattern: RegExp, skip: (folder: string) => boolean, dir = root): SectionSource[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    const file = path.relative(root, full).split(path.sep).join('/');
    if (statSync(full).isDirectory()) return skip(file) ? [] : filesUnder(root, pattern, skip, full);
    return pattern.test(entry) ? [{ file, text: readFileSync(full, 'utf8') }] : [];
  });
}

/** The layout problems of every section in the repo. */
export function sectionLayoutProblems(folders: readonly string[] = Object.values(SECTION_FOLDERS)): string[] {
  return folders.flatMap((folder) => [
    ...layoutProblems(
      folder,
      filesUnder(path.join(REPO_ROOT, folder, 'src'), TYPESCRIPT, () => false),
    ),
    ...outsideImportProblems(
      folder,
      filesUnder(path.join(REPO_ROOT, folder), CODE, (dir) => dir === 'src' || NOT_CODE.has(path.posix.basename(dir))),
    ),
    ...outsideSettingProblems(folder, readSettings(folder)),
  ]);
}
