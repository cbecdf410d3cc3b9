import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RenderedPage, SHELL_INLINE_SCRIPTS } from '@site/contracts';
import {
  type BuiltInlineScripts,
  builtInlineScripts,
  type PageRefusalReason,
  PageRefused,
  pageRefusal,
  pageScriptGuard,
} from './page-script-guard';

const CONTROLS = '(()=>{controls()})();';
const RULES = '{"prefetch":[]}';
const POLICY = "default-src 'self'; script-src 'self' 'sha256-controls=' 'sha256-rules='; style-src 'self'";
const BUILT: BuiltInlineScripts = {
  texts: new Set([CONTROLS, RULES]),
  scriptSource: "script-src 'self' 'sha256-controls=' 'sha256-rules='",
};

const BUILT_HEAD = `<script>${CONTROLS}</script><script type="speculationrules">${RULES}</script><style>.a{}</style>`;

function page(
  body = '<main><p>Ada</p></main>',
  contentSecurityPolicy = POLICY,
): Pick<RenderedPage, 'html' | 'contentSecurityPolicy'> {
  return {
    html: `<!doctype html><html><head>${BUILT_HEAD}</head><body>${body}<script id="page-state" type="application/json">{"a":"<\\u003c"}</script><script type="application/ld+json">{"@type":"Person"}</script><script defer src="/boot.js"></script></body></html>`,
    contentSecurityPolicy,
  };
}

describe('pageRefusal', () => {
  it('lets a page through whose runnable inline scripts are all built ones (data scripts and files are not inline runtime)', () => {
    expect(pageRefusal(page(), BUILT)).toBeUndefined();
  });

  it('refuses a page carrying any other runnable inline script, whatever its type is spelled as', () => {
    for (const extra of [
      '<script>alert(1)</script>',
      '<script type="module">alert(1)</script>',
      '<SCRIPT type=text/javascript>alert(1)</SCRIPT>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      `<script>${CONTROLS} alert(1)</script>`,
    ]) {
      expect({ extra, refusal: pageRefusal(page(extra), BUILT) }).toEqual({ extra, refusal: 'inline_script' });
    }
  });

  it('refuses an event-handler attribute, and not words like it in text or attribute values', () => {
    for (const handler of [
      '<img src="/a.png" onerror="alert(1)">',
      '<img src="/a.png"onerror=alert(1)>',
      '<svg/onload=alert(1)>',
      "<body ONPAGESHOW='go()'>",
    ]) {
      expect({ handler, refusal: pageRefusal(page(handler), BUILT) }).toEqual({ handler, refusal: 'event_handler' });
    }
    const lookalikes =
      '<div data-props="{&quot;a&quot;:&quot;x onload=1&quot;}" title=\'say onclick=\'>Turn online on=yes</div><p> onboarding= </p>';
    expect(pageRefusal(page(lookalikes), BUILT)).toBeUndefined();
  });

  it("refuses a policy whose script-src is not exactly the build's hashes, and passes an empty answer", () => {
    for (const policy of [
      '',
      "script-src 'self' 'unsafe-inline'",
      `${POLICY.replace("'sha256-rules='", "'sha256-rules=' 'sha256-more='")}`,
    ]) {
      expect({ policy, refusal: pageRefusal(page(undefined, policy), BUILT) }).toEqual({
        policy,
        refusal: 'script_policy',
      });
    }
    expect(pageRefusal({ html: '', contentSecurityPolicy: '' }, BUILT)).toBeUndefined();
  });
});

describe('builtInlineScripts', () => {
  it("reads the shell's copy of the manifest: the texts, and the script-src of their hashes in order", () => {
    const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    try {
      writeFileSync(
        path.join(shellDir, SHELL_INLINE_SCRIPTS),
        JSON.stringify([
          { name: 'shell-controls', text: CONTROLS, hash: "'sha256-controls='" },
          { name: 'speculation-rules', type: 'speculationrules', text: RULES, hash: "'sha256-rules='" },
        ]),
      );
      expect(builtInlineScripts(shellDir)).toEqual(BUILT);
      writeFileSync(path.join(shellDir, SHELL_INLINE_SCRIPTS), '[]');
      expect(() => builtInlineScripts(shellDir)).toThrow(/names no inline script/);
    } finally {
      rmSync(shellDir, { recursive: true, force: true });
    }
  });
});

describe('pageScriptGuard', () => {
  it('logs one line without the page, counts the reason and throws PageRefused', () => {
    const lines: Record<string, unknown>[] = [];
    const counted: PageRefusalReason[] = [];
    const check = pageScriptGuard({
      built: BUILT,
      log: (entry) => lines.push(entry),
      onRefused: (reason) => counted.push(reason),
    });
    const refused = { status: 200, ...page('<script>steal()</script>') } as RenderedPage;
    expect(() => check(refused, '/developers')).toThrow(PageRefused);
    expect(lines).toEqual([
      {
        level: 'error',
        msg: 'page refused; page rendered in the browser',
        reason: 'inline_script',
        url: '/developers',
      },
    ]);
    expect(counted).toEqual(['inline_script']);
    expect(() => check({ status: 200, ...page() } as RenderedPage, '/')).not.toThrow();
    expect(lines).toHaveLength(1);
  });
});
