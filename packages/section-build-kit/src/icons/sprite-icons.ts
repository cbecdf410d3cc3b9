import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { importUses } from '../federation/used-exports';
import { shippedSourceFiles } from '../federation/web-sources';
import { writeIfChanged } from '../write-if-changed';
import { iconSprite, spriteIconModule } from './icon-sprite';

const ICON_IMPORT = /^@mui\/icons-material\/([A-Z][A-Za-z0-9]*)$/;
/** The sprite's file name in the generated folder; the build emits it as `assets/icons.<hash>.svg`. */
const SPRITE_FILE = 'icons.svg';

/** The `@mui/icons-material/<Name>` icons the files import (a type-only import of the barrel is none). */
export function iconsImportedBy(files: readonly string[]): string[] {
  const names = [...importUses(files).keys()].flatMap((specifier) => ICON_IMPORT.exec(specifier)?.[1] ?? []);
  return [...new Set(names)].sort();
}

/**
 * Icons as one cached sprite per build instead of an inline `<svg>` tree per icon in every page:
 * writes this build's sprite (every icon its workspaces import) and one module per icon into
 * `<dir>/node_modules/.cache/icon-sprite/`, and returns the aliases that send each
 * `@mui/icons-material/<Name>` import there. Sections keep importing MUI's icons as they always did.
 *
 * The sprite is a file of the build (content-addressed, beside its other files, served from the
 * section's release folder or the shell's build, immutable), so a section's icons come with its
 * own release. An icon imported from a file not read here (a package's) stays MUI's inline icon.
 */
export function spriteIconAliases(dir: string, workspaces: readonly string[]): Record<string, string> {
  const names = iconsImportedBy(workspaces.flatMap(shippedSourceFiles));
  const folder = path.join(dir, 'node_modules', '.cache', 'icon-sprite');
  mkdirSync(folder, { recursive: true });
  writeIfChanged(path.join(folder, SPRITE_FILE), iconSprite(names));
  return Object.fromEntries(
    names.map((name) => {
      const file = path.join(folder, `${name}.js`);
      writeIfChanged(file, spriteIconModule(name, `./${SPRITE_FILE}`));
      return [`@mui/icons-material/${name}$`, file];
    }),
  );
}
