import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site server's image carries its production dependencies only: the install step of its
 * Dockerfile's last dependencies stage omits dev dependencies and names this workspace, and this
 * workspace's dependencies hold no test, build or type-checking tooling.
 */
const WORKSPACE = path.resolve(__dirname, '..');
const DOCKERFILE = readFileSync(path.join(WORKSPACE, 'Dockerfile'), 'utf8');
const PACKAGE = JSON.parse(readFileSync(path.join(WORKSPACE, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** Packages that build, test or type-check, never needed to serve a page. */
const TOOLING =
  /^(typescript|tsx|jest|@jest\/|ts-jest|@swc\/|@types\/|@rspack\/|webpack|lighthouse|playwright|@biomejs\/|autocannon|msw|@testing-library\/|react($|-dom)|@mui\/|@emotion\/)/;

/** The Dockerfile's stages, each with its FROM line and the lines after it. */
function stages(): { name: string; lines: string[] }[] {
  const found: { name: string; lines: string[] }[] = [];
  for (const line of DOCKERFILE.split('\n')) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) found.push({ name: from[1] ?? 'final', lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

describe("the site server's image", () => {
  it('copies node_modules only from a stage whose install omits dev dependencies, for this workspace alone', () => {
    const final = stages().at(-1);
    const copied = final?.lines.find((line) => /^COPY\s+--from=\S+\s+\S*node_modules/.test(line));
    const from = copied ? /--from=(\S+)/.exec(copied)?.[1] : undefined;
    const installs = stages()
      .find((stage) => stage.name === from)
      ?.lines.filter((line) => /\bnpm (install|ci)\b/.test(line));
    expect(installs).toHaveLength(1);
    expect(installs?.[0]).toMatch(/--omit=dev/);
    expect(installs?.[0]).toMatch(/--workspace site-server/);
  });

  it('runs the compiled server with node, not tsx', () => {
    const final =
      stages()
        .at(-1)
        ?.lines.filter((line) => line.trim() !== '' && !line.startsWith('#')) ?? [];
    expect(final).toContain('CMD ["node", "site-server/dist/main.js"]');
    expect(final.filter((line) => /tsx/.test(line))).toEqual([]);
  });

  it('depends, for production, on no test, build or type-checking tooling, nor on React (the shell build carries it)', () => {
    const tooling = Object.keys(PACKAGE.dependencies ?? {}).filter((name) => TOOLING.test(name));
    expect(tooling).toEqual([]);
    expect(PACKAGE.devDependencies).toBeUndefined();
  });
});
