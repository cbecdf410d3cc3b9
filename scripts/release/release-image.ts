import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SECTION_NAMES, type SectionName } from '@site/contracts';
import { readPointer, switchPointer } from '@site/contracts/release-files';
import { publishBuild } from '@site/section-release/publish-build';

/**
 * How many builds a section's release image serves: its own and the ones before it. A page
 * rendered with an earlier build (still open in a browser, or rendered by a gateway that has not
 * switched yet) keeps loading its files from the new image; and rolling back to the build before
 * is moving the pointer to a folder the image already has.
 */
export const BUILDS_PER_IMAGE = 3;

/**
 * The `remotes/` tree of a section's release image (scripts/docker/section.Dockerfile): the new
 * build published beside the builds the previous image carried (its `remotes/`, if any), the
 * pointer switched to it, and only the newest BUILDS_PER_IMAGE builds kept. Returns the build id,
 * which is also the image's tag.
 */
export function releaseImageTree(options: {
  section: SectionName;
  buildDir: string;
  /** The previous image's `remotes/` folder, absent for a section's first image. */
  previous?: string;
  out: string;
}): string {
  const { section, out } = options;
  const carried = options.previous ? path.join(options.previous, section) : undefined;
  if (carried && existsSync(carried)) cpSync(carried, path.join(out, section), { recursive: true });
  mkdirSync(path.join(out, section), { recursive: true });
  const buildId = publishBuild(out, section, options.buildDir);
  const pointer = switchPointer(out, section, buildId);
  const kept = new Set([pointer.buildId, ...pointer.previous].slice(0, BUILDS_PER_IMAGE));
  for (const entry of readdirSync(path.join(out, section), { withFileTypes: true })) {
    if (entry.isDirectory() && !kept.has(entry.name)) rmSync(path.join(out, section, entry.name), { recursive: true });
  }
  // The release gate's files belong to a server holding releases on disk, not to an image.
  for (const file of ['candidate.json', 'verdict.json']) rmSync(path.join(out, section, file), { force: true });
  return buildId;
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      section: { type: 'string' },
      build: { type: 'string' },
      previous: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const section = values.section as SectionName;
  if (!SECTION_NAMES.includes(section) || !values.build || !values.out) {
    console.error('usage: release-image.ts --section <name> --build <dist> --out <remotes> [--previous <remotes>]');
    process.exit(2);
  }
  const buildId = releaseImageTree({ section, buildDir: values.build, previous: values.previous, out: values.out });
  const pointer = readPointer(values.out, section);
  console.log(
    `${section} ${buildId} (serving also: ${pointer?.previous.slice(0, BUILDS_PER_IMAGE - 1).join(', ') || 'none'})`,
  );
}
