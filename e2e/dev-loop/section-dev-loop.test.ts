import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sectionBase } from '@site/contracts';
import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser, Page, WebSocket } from 'playwright-core';
import { waitForHttp } from '../../scripts/process/child-processes';
import { freePort } from '../../scripts/process/free-port';
import { REPO_ROOT } from '../support/stack-paths';
import { type DevServerProcess, startDevServer } from './dev-server-process';

/**
 * A section team's loop, with the dev servers `npm run dev -w mf-apps` starts (the shell's and the
 * section's, on free ports; the other sections and the API are not needed for /apps' heading):
 * the first load waits for a section whose dev server is not up yet and shows the page without a
 * reload; every live-reload socket goes through the shell's port and is accepted; an edit to the
 * section's source reloads the page there with the new text.
 */
const SECTION = 'apps';
const EDITED_FILE = path.join(REPO_ROOT, 'mf-apps', 'src', 'exposes', 'apps-page.tsx');
const HEADING = 'All Apps';
const EDITED_HEADING = 'All Apps, edited by the dev-loop test';
const BUILD_TIMEOUT_MS = 180_000;

const original = readFileSync(EDITED_FILE, 'utf8');
const servers: DevServerProcess[] = [];
let browser: Browser;

function restoreEditedFile(): void {
  if (readFileSync(EDITED_FILE, 'utf8') !== original) writeFileSync(EDITED_FILE, original);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  restoreEditedFile();
  await Promise.all(servers.map((server) => server.stop()));
  await browser?.close();
}, 60_000);

/** Polls until `condition` holds; fails naming `what` after `timeoutMs`, or at once when `failed` says why. */
async function waitUntil(
  what: string,
  condition: () => boolean,
  failed: () => string | undefined,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    const reason = failed();
    if (reason) throw new Error(`While waiting for ${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many documents this tab has loaded (a reload is a second). */
async function documentsLoaded(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('documents-loaded')));
}

/** Runs `steps`; when they fail, the error carries the end of what each dev server printed. */
async function withServerOutput(steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    const outputs = servers.map((server) => `--- ${server.name}\n${server.output().slice(-3000)}`).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${outputs}`);
  }
}

test(
  'the first load waits for the section, live reload goes through the shell and an edit reloads the page',
  () =>
    withServerOutput(async () => {
      const shellPort = await freePort();
      const sectionPort = await freePort();
      const site = `http://localhost:${shellPort}`;
      const env = {
        DEV_PORTS: `shell=${shellPort},${SECTION}=${sectionPort}`,
        // No API here: /apps' heading needs none (the catalogue shows its load error).
        API_ORIGIN: `http://127.0.0.1:${await freePort()}`,
      };
      const shell = startDevServer('shell', ['run', 'dev', '-w', 'shell'], env);
      servers.push(shell);
      await waitForHttp(`http://127.0.0.1:${shellPort}/`, BUILD_TIMEOUT_MS, () => shell.child.exitCode === null);

      const { page } = await openPage(browser);
      const consoleLines: string[] = [];
      page.on('console', (message) => consoleLines.push(message.text()));
      const sockets: WebSocket[] = [];
      const acceptedSockets = new Set<string>();
      page.on('websocket', (socket) => {
        sockets.push(socket);
        // The dev server's first messages to an accepted client; a refused one gets an error and is closed.
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"type":"ok"')) acceptedSockets.add(socket.url());
        });
      });
      await page.addInitScript(() => {
        sessionStorage.setItem('documents-loaded', String(Number(sessionStorage.getItem('documents-loaded')) + 1));
      });

      // The page asks for the section before its dev server exists: the shell holds the request.
      const sectionAsked = page.waitForRequest(`${site}${sectionBase(SECTION)}mf-manifest.json`, {
        timeout: BUILD_TIMEOUT_MS,
      });
      await page.goto(`${site}/apps`, { waitUntil: 'commit' });
      await sectionAsked;
      servers.push(startDevServer(SECTION, ['run', 'dev:alone', '-w', 'mf-apps'], env));

      const heading = page.getByRole('heading', { level: 1 });
      // The section's page, or its "could not be loaded" box, whichever comes first.
      const fallback = page.getByTestId('section-fallback');
      await heading.filter({ hasText: HEADING }).or(fallback).first().waitFor({ timeout: BUILD_TIMEOUT_MS });
      await expect(fallback.count()).resolves.toBe(0);
      await expect(heading.textContent()).resolves.toBe(HEADING);
      expect(await documentsLoaded(page)).toBe(1);

      const shellSocket = `ws://localhost:${shellPort}/ws`;
      const sectionSocket = `ws://localhost:${shellPort}${sectionBase(SECTION)}ws`;
      await waitUntil(
        `both live-reload sockets accepted (${[...acceptedSockets].join(', ') || 'none'})`,
        () => acceptedSockets.has(shellSocket) && acceptedSockets.has(sectionSocket),
        () => consoleLines.find((line) => line.includes('Invalid Host/Origin')),
        BUILD_TIMEOUT_MS,
      );
      expect(new Set(sockets.map((socket) => socket.url()))).toEqual(new Set([shellSocket, sectionSocket]));
      expect(consoleLines.filter((line) => line.includes('Invalid Host/Origin'))).toEqual([]);

      writeFileSync(EDITED_FILE, original.replace(`title="${HEADING}"`, `title="${EDITED_HEADING}"`));
      try {
        await heading.filter({ hasText: EDITED_HEADING }).waitFor({ timeout: BUILD_TIMEOUT_MS });
        expect(await documentsLoaded(page)).toBe(2);
        expect(page.url()).toBe(`${site}/apps`);
      } finally {
        restoreEditedFile();
      }
      expect(consoleLines.filter((line) => line.includes('Invalid Host/Origin'))).toEqual([]);
    }),
  4 * BUILD_TIMEOUT_MS,
);
