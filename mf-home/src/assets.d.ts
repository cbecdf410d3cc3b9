/** Bundled pictures resolve to their URL under the section's own build (`/remotes/home/assets/...`). */
declare module '*.svg' {
  const url: string;
  export default url;
}
