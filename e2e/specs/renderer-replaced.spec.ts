import { stack } from '../support/stack';

/**
 * A renderer process that dies on its own (out of memory, a crash, killed by the system) is
 * replaced by a new one with the same builds: pages nobody asked for before are rendered on the
 * server again, not left to the browser until the next release (generations.ts, `afterExit`).
 */
interface RendererStatus {
  pid: number | null;
  pins: Record<string, string> | null;
}

async function rendererStatus(): Promise<RendererStatus> {
  return (await (await fetch(`${stack().baseUrl}/_site/renderer`)).json()) as RendererStatus;
}

/** A directory search nobody made before, as a visitor's browser asks for it. */
async function newSearch(word: string): Promise<string> {
  const response = await fetch(`${stack().baseUrl}/developers?q=${word}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
  });
  return response.text();
}

it('replaces a renderer that died with one of the same builds, and renders new pages on the server again', async () => {
  const before = await rendererStatus();
  expect(before.pid).not.toBeNull();
  expect(await newSearch('Dataverse')).toContain('value="Dataverse"');
  process.kill(before.pid as number, 'SIGKILL');

  let after = await rendererStatus();
  const deadline = Date.now() + 90_000;
  while ((after.pid === before.pid || after.pid === null) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = await rendererStatus();
  }
  expect(after.pid).not.toBe(before.pid);
  expect(after.pins).toEqual(before.pins);
  // Rendered on the server: the search is in the page's own HTML (the browser-rendered page has an empty root).
  expect(await newSearch('Copilot')).toContain('value="Copilot"');
}, 120_000);
