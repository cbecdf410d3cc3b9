import path from 'node:path';
import type { SectionName, SectionPart, SharedSingletonKey } from '@site/contracts';
import { SHELL_SERVER_ENTRY } from '@site/contracts';

/**
 * The shell's server build as a renderer process uses it (`shell/dist/server/render-page.js`,
 * built from shell/src/server/server-entry.ts): renderPage, and the shared singletons it was
 * built with. Typed here by what this side needs of it; the shell imports nothing from here.
 */
export interface RendererSetup {
  /** The shell's built page. */
  template: string;
  apiOrigin: string;
  siteOrigin: string;
  /** Each part's component, from the pinned section builds (thrown errors render the part in the browser). */
  sections: { component(part: SectionPart): unknown };
  sectionLocations: Record<SectionName, string>;
  dataBudgetMs: number;
  renderBudgetMs: number;
  onError: (error: unknown) => void;
}

export interface PageRequest {
  /** Path and query: nothing else of a request changes the page. */
  url: string;
}

/** A whole page and its policy (the hashes of its inline elements): the same for every visitor. */
export interface RenderedPage {
  status: number;
  html: string;
  contentSecurityPolicy: string;
}

export interface ShellServerBuild {
  renderPage(request: PageRequest, setup: RendererSetup): Promise<RenderedPage>;
  sharedModules: Record<SharedSingletonKey, unknown>;
  /** The version of each shared package in the build (`react` → `19.3.1`). */
  sharedVersions: Record<string, string>;
}

export function loadShellServerBuild(shellDir: string): ShellServerBuild {
  const build = require(path.join(shellDir, SHELL_SERVER_ENTRY)) as Partial<ShellServerBuild>;
  if (typeof build.renderPage !== 'function' || !build.sharedModules || !build.sharedVersions) {
    throw new Error(`${path.join(shellDir, SHELL_SERVER_ENTRY)} is not the shell's server build`);
  }
  return build as ShellServerBuild;
}
