/** Bundled pictures resolve to their URL under the section's own build (`/remotes/<section>/<build>/assets/...`): each section build that draws them carries its own copy. */
declare module '*.svg' {
  const url: string;
  export default url;
}
