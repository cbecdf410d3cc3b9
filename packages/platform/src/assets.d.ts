/** A bundled picture's URL is under the build that bundles it: `/assets/...` for `@site/platform`'s (shared from the shell), `/remotes/<section>/<build>/assets/...` for a section's own. */
declare module '*.svg' {
  const url: string;
  export default url;
}
