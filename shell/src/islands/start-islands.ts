import { watchScrolledBar } from '../layout/scrolled-bar';
import { onIslandWoken } from './early-input';
import { whenToHydrate } from './hydration-schedule';
import { type IslandOnPage, islandsOnPage } from './islands-on-page';

/**
 * What the hydrator is built on, heaviest first. Each is fetched and evaluated before the next, in a
 * task of its own: evaluated together (in the task where the last of their files arrived) they held
 * a phone's main thread for one long task, and script evaluation is not split by a transition.
 */
const HYDRATOR_PARTS = [
  () => import('react-dom/client'),
  () => import('./hydrator-parts/mui-styles'),
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
  () => import('./hydrator-parts/router'),
  () => import('@site/platform'),
];

/** Lets the browser paint and handle input before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function loadHydrator() {
  for (const part of HYDRATOR_PARTS) {
    await part();
    await nextTask();
  }
  return import('./hydrate-island');
}

let hydratorLoading: ReturnType<typeof loadHydrator> | undefined;

/** React, the theme, the store and the federation runtime: fetched only once an island needs them. */
const hydrator = () => {
  hydratorLoading ??= loadHydrator().catch((error: unknown) => {
    hydratorLoading = undefined; // the next island tries again
    throw error;
  });
  return hydratorLoading;
};

function hydrate(island: IslandOnPage): void {
  void hydrator().then(({ hydrateIsland }) => hydrateIsland(island));
}

/**
 * A server-rendered page in the browser: static HTML, and islands that become React roots each by
 * its own strategy. Until the first one does, the page has loaded no React at all: a page whose
 * islands wait for the visitor costs the browser almost nothing.
 */
export function startIslands(): void {
  watchScrolledBar();
  const wakers = new Map<HTMLElement, () => void>();
  for (const island of islandsOnPage()) {
    const woken = new Promise<void>((resolve) => wakers.set(island.element, resolve));
    void whenToHydrate(island, woken).then(() => hydrate(island));
  }
  onIslandWoken((element) => wakers.get(element)?.());
}
