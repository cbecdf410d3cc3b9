/** A dependency given by where it comes from rather than by version: `file:`, `link:`, `workspace:`, `git+https:`, `npm:`, `user/repo`. */
const NOT_A_RANGE = /^[a-z][a-z+]*:|\//i;

/**
 * The version a build requires of a shared package: the range its package.json names, or, when it
 * names a source instead (a section outside this repository takes the `@site` packages from their
 * packs, `file:…/site-platform-1.0.0.tgz`), the version it installed. A source is no version: the
 * release gate would refuse the build, as the shell shares a version the source cannot be held to.
 */
export function requiredVersion(declared: string, installed: () => string): string {
  return NOT_A_RANGE.test(declared.trim()) ? installed() : declared;
}
