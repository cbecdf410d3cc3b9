import type { RenderedPage } from '@site/contracts';
import { type PageRefusalReason, PageRefused, pageRefusal, pageScriptGuard } from './page-script-guard';

const BUILT = new Set(['(()=>{controls()})();', '{"prefetch":[]}']);

function page(head: string, body = '<main><p>Ada</p></main>'): string {
  return `<!doctype html><html><head>${head}</head><body>${body}<script id="page-state" type="application/json">{"a":"<\\u003c"}</script><script type="application/ld+json">{"@type":"Person"}</script><script defer src="/boot.js"></script></body></html>`;
}

const BUILT_HEAD =
  '<script>(()=>{controls()})();</script><script type="speculationrules">{"prefetch":[]}</script><style>.a{}</style>';

describe('pageRefusal', () => {
  it('lets a page through whose runnable inline scripts are all built ones (data scripts and files are not inline runtime)', () => {
    expect(pageRefusal(page(BUILT_HEAD), BUILT)).toBeUndefined();
  });

  it('refuses a page carrying any other runnable inline script, whatever its type is spelled as', () => {
    for (const extra of [
      '<script>alert(1)</script>',
      '<script type="module">alert(1)</script>',
      '<SCRIPT type=text/javascript>alert(1)</SCRIPT>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      '<script>(()=>{controls()})(); alert(1)</script>',
    ]) {
      expect({ extra, refusal: pageRefusal(page(BUILT_HEAD, extra), BUILT) }).toEqual({
        extra,
        refusal: 'inline_script',
      });
    }
  });

  it('refuses an event-handler attribute, and not words like it in text or attribute values', () => {
    expect(pageRefusal(page(BUILT_HEAD, '<img src="/a.png" onerror="alert(1)">'), BUILT)).toBe('event_handler');
    expect(
      pageRefusal(page(BUILT_HEAD, '<div data-props="{&quot;a&quot;:&quot;x onload=1&quot;}">online=yes</div>'), BUILT),
    ).toBeUndefined();
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
    const refused = { status: 200, html: page(BUILT_HEAD, '<script>steal()</script>') } as RenderedPage;
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
    expect(() => check({ status: 200, html: page(BUILT_HEAD) } as RenderedPage, '/')).not.toThrow();
    expect(lines).toHaveLength(1);
  });
});
