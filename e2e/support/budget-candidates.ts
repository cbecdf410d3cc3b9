import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Candidates for the budget gate's proofs, each made from the forms build being served by
 * changing its files the way a team's change would show in them (no rspack run: the gate judges
 * files). Each change returns nothing and throws when the build no longer has what it changes,
 * so a proof cannot pass by patching nothing.
 */

/** A file of the build changed in place; its precompressed copies go (the site then sends the changed one). */
function rewrite(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the change found nothing to change`);
  writeFileSync(full, after);
  for (const suffix of ['.br', '.gz']) rmSync(`${full}${suffix}`, { force: true });
}

function filesMatching(dir: string, pattern: RegExp): string[] {
  const files = readdirSync(dir).filter((file) => pattern.test(file));
  if (files.length === 0) throw new Error(`no file like ${pattern} in ${dir}`);
  return files;
}

const DEMO_FORM_CHUNK = /^__federation_expose_DemoForm\.\w+\.js$/;
const SERVER_ENTRY = path.join('server', 'server-entry.js');

/** 50 KB more (gzip) in the demo form's own chunk: random text, which gzip cannot shrink much. */
export function heavierDemoForm(dir: string): void {
  const filler = randomBytes(52 * 1024).toString('base64');
  for (const file of filesMatching(dir, DEMO_FORM_CHUNK)) {
    rewrite(dir, file, (code) => `${code}\n;globalThis.__budgetProbe=${JSON.stringify(filler)};\n`);
  }
}

/** The demo form's send button in the browser's default blue, on the server's page and in the island's code. */
export function blueSendButton(dir: string): void {
  rewrite(dir, SERVER_ENTRY, (code) =>
    code.replace(/(minWidth: \{\s*sm: 220\s*\},\s*py: 1\.5)/g, '$1, bgcolor: "#0000ee"'),
  );
  for (const file of filesMatching(dir, /\.js$/)) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    if (code.includes('minWidth:{sm:220},py:1.5')) {
      rewrite(dir, file, (text) =>
        text.replaceAll('minWidth:{sm:220},py:1.5', 'minWidth:{sm:220},py:1.5,bgcolor:"#0000ee"'),
      );
    }
  }
}

/** The demo form's Company field without its label (axe: a form field with no accessible name). */
export function unlabelledCompanyField(dir: string): void {
  rewrite(dir, SERVER_ENTRY, (code) => code.replace(/(\.\.\.form\.bindText\('company'\),\s*)label: "Company",/, '$1'));
  for (const file of filesMatching(dir, /\.js$/)) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    if (code.includes('bindText("company"),label:"Company",')) {
      rewrite(dir, file, (text) => text.replace('bindText("company"),label:"Company",', 'bindText("company"),'));
    }
  }
}

/**
 * The demo form woken as the page loads (not when it is sent), its code first spending 200 ms of
 * the main thread: a long task on load, as a heavy start-up of an island would.
 */
export function longTaskOnLoad(dir: string): void {
  rewrite(dir, SERVER_ENTRY, (code) =>
    code.replace(/(module: "DemoForm",[\s\S]{0,400}?hydrate: )"submit"/, '$1"load"'),
  );
  for (const file of filesMatching(dir, DEMO_FORM_CHUNK)) {
    rewrite(dir, file, (code) => `(()=>{const end=performance.now()+200;while(performance.now()<end){}})();\n${code}`);
  }
}

/** A build that changes nothing a visitor gets: a note beside its files. */
export function unchanged(dir: string): void {
  writeFileSync(path.join(dir, 'release-notes.txt'), 'Nothing a visitor sees changed.');
}
