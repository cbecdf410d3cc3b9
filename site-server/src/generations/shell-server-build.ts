import path from 'node:path';
import type {
  PageRequest,
  PageStyleRules,
  PageStylesheet,
  RenderedPage,
  SectionPart,
  RendererSetup as SharedRendererSetup,
  SharedSingletonKey,
} from '@site/contracts';
import { SHELL_SERVER_ENTRY } from '@site/contracts';

/**
 * The shell's server build as a renderer process uses it (`shell/dist/server/render-page.js`,
 * built from shell/src/server/server-entry.ts): renderPage, and the shared singletons it was
 * built with. Typed here by what this side needs of it; the shell imports nothing from here.
 */
/** Each part's component, from the pinned section builds (section-modules.ts). */
export type RendererSetup = SharedRendererSetup<{ component(part: SectionPart): unknown }>;

export interface ShellServerBuild {
  renderPage(request: PageRequest, setup: RendererSetup): Promise<RenderedPage>;
  sharedModules: Record<SharedSingletonKey, unknown>;
  /** The version of each shared package in the build (`react` → `19.3.1`). */
  sharedVersions: Record<string, string>;
  /** The generation's stylesheet from its warm-up's pages (absent from a shell built before it). */
  pageStylesheetOf?(pages: readonly PageStyleRules[]): PageStylesheet;
}

export function loadShellServerBuild(shellDir: string): ShellServerBuild {
  const build = require(path.join(shellDir, SHELL_SERVER_ENTRY)) as Partial<ShellServerBuild>;
  if (typeof build.renderPage !== 'function' || !build.sharedModules || !build.sharedVersions) {
    throw new Error(`${path.join(shellDir, SHELL_SERVER_ENTRY)} is not the shell's server build`);
  }
  return build as ShellServerBuild;
}
