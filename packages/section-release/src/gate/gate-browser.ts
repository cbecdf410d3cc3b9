import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (or CHROMIUM_PATH), as the test kit and CI use: the gate's numbers come from the browser CI runs. */
export function launchGateBrowser(): Promise<Browser> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!executablePath) {
    throw new Error(
      "the budget gate needs Chromium: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH",
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
