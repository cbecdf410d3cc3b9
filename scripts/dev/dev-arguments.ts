import { SECTION_NAMES, type SectionName } from '../workspaces';

/** `--section <name>`: the section a team works on (`npm run dev -w mf-<name>`); none for `npm run dev`. */
export function sectionArgument(argv: readonly string[]): SectionName | undefined {
  const at = argv.indexOf('--section');
  if (at < 0) return undefined;
  const name = argv[at + 1];
  if (!SECTION_NAMES.includes(name as SectionName))
    throw new Error(`--section needs one of ${SECTION_NAMES.join(', ')}; got ${name ?? 'nothing'}`);
  return name as SectionName;
}
