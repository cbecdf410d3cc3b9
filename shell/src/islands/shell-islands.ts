import type { ComponentType } from 'react';

type IslandModule = Promise<{ default: ComponentType<Record<string, unknown>> }>;

/**
 * The shell's own islands, each its own chunk: the menu button and its drawer, the theme switch,
 * the toast area. Everything else the shell draws (bar, links, footer) is static HTML.
 */
export const SHELL_ISLANDS: Readonly<Record<string, () => IslandModule>> = {
  NavMenu: () => import('../layout/nav-menu') as IslandModule,
  ThemeToggle: () => import('../layout/theme-toggle') as IslandModule,
  Toaster: () => import('./toaster-island') as IslandModule,
};
