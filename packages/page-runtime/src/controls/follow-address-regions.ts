import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import { FOLLOWS_ADDRESS_ATTRIBUTE, THEN_FOCUS_ATTRIBUTE } from '@site/contracts/page-runtime-markup';
import { focusInPlace } from '../shared/focus-arrival';

/**
 * A part of the server's page that shows what the address names (`<div data-follows-address="id">`:
 * the directory's results) follows it with no React: when the address changes within the page (a
 * form whose fields are the address, Back or Forward, or a link to this page with another query,
 * such as the pager's or Clear Filters), the page the server renders for the new address is fetched
 * (from the page cache) and the part is swapped for its copy there; the style rules it brings that
 * this page lacks come with it. Meanwhile the part says it is busy; typing
 * waits for a pause, and a newer address cancels an older fetch. A status line keeps its element,
 * so a screen reader announces its new text. A link into the part that names `data-then-focus`
 * moves focus to that element once swapped; another link in the part brings the visitor to the
 * part's top. Where the fetch fails, the browser loads the address itself.
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts).
 */
export function followAddressRegions(): () => void {
  const regionAttribute = FOLLOWS_ADDRESS_ATTRIBUTE;
  // Long enough that typing a word asks for one page, short enough to be most of no wait: a
  // new search costs the server a few ms (docs/decisions/render-cost.md; it was 250 ms).
  const typingPauseMs = 200;
  const here = () => `${window.location.pathname}${window.location.search}`;
  const regions = () => [...document.querySelectorAll<HTMLElement>(`[${regionAttribute}]`)];
  let shown = here();
  let inFlight: AbortController | null = null;
  let typingTimer: number | undefined;
  let arrival: { focusId: string | null; region: HTMLElement | null } | null = null;

  // The page's policy allows its own inline styles by their hashes, not another page's: the rules
  // come as constructed stylesheets, which it does not restrict. They are taken out of the text
  // before it is parsed (a parsed <style> the policy refuses is reported as a violation), and the
  // scripts with them (never run here): one pass in document order, as the browser reads them, so
  // a script that speaks of <style> (this one does) stays a script.
  const adopted = new Set<string>();
  const withoutStyles = (html: string, rules: string[]) =>
    html.replace(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi, (_element, tag: string, text: string) => {
      if (tag.toLowerCase() === 'style') rules.push(text);
      return '';
    });
  const bringStyles = (page: Document, styles: readonly string[]) => {
    const present = new Set([...document.querySelectorAll('style')].map((style) => style.textContent));
    for (const rules of styles) {
      if (present.has(rules) || adopted.has(rules)) continue;
      adopted.add(rules);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }
    const linked = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href),
    );
    for (const link of page.querySelectorAll<HTMLLinkElement>('head link[rel=stylesheet]')) {
      if (!linked.has(link.href)) document.head.append(document.importNode(link, true));
    }
  };
  const swap = (region: HTMLElement, copy: Element) => {
    const status = region.querySelector('[role="status"]');
    const newStatus = copy.querySelector('[role="status"]');
    if (status && newStatus) {
      status.textContent = newStatus.textContent;
      newStatus.replaceWith(status);
    }
    region.replaceChildren(...copy.childNodes);
  };
  const show = async (address: string) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const parts = regions();
    for (const region of parts) region.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(address, { headers: { Accept: 'text/html' }, signal: controller.signal });
      if (!response.ok) throw new Error(`${response.status}`);
      const styles: string[] = [];
      const page = new DOMParser().parseFromString(withoutStyles(await response.text(), styles), 'text/html');
      if (controller.signal.aborted) return;
      const copies = parts.map((region) =>
        page.querySelector(`[${regionAttribute}="${region.getAttribute(regionAttribute)}"]`),
      );
      if (copies.some((copy) => copy === null)) throw new Error('the page has no such part');
      bringStyles(page, styles);
      for (const [index, region] of parts.entries()) swap(region, copies[index] as Element);
      shown = address;
      for (const region of parts) region.removeAttribute('aria-busy');
      const arrived = arrival;
      arrival = null;
      const focusTarget = arrived?.focusId ? document.getElementById(arrived.focusId) : null;
      if (focusTarget) focusTarget.focus();
      else if (arrived?.region) {
        arrived.region.scrollIntoView({ block: 'start' });
        focusInPlace(arrived.region.querySelector<HTMLElement>('h1, h2, h3') ?? arrived.region);
      }
    } catch {
      if (controller.signal.aborted) return;
      // The server's own answer, whatever it is, rather than a part that never changes.
      window.location.assign(address);
    }
  };
  const follow = (typing: boolean) => {
    window.clearTimeout(typingTimer);
    if (regions().length === 0 || here() === shown) return;
    if (typing) typingTimer = window.setTimeout(() => void show(here()), typingPauseMs);
    else void show(here());
  };
  const onAddressChanged = (event: Event) => {
    const detail = (event as CustomEvent<{ typing?: boolean } | null>).detail;
    follow(detail?.typing === true);
  };
  const onPopState = () => follow(false);
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self')) return;
    if (link.origin !== window.location.origin || link.pathname !== window.location.pathname) return;
    if (link.hash !== '' || link.search === window.location.search || regions().length === 0) return;
    event.preventDefault();
    arrival = {
      focusId: link.getAttribute(THEN_FOCUS_ATTRIBUTE),
      region: link.closest<HTMLElement>(`[${regionAttribute}]`),
    };
    window.history.pushState(null, '', link.href);
    window.dispatchEvent(new Event(ISLAND_ADDRESS_CHANGED_EVENT));
  };
  window.addEventListener(ISLAND_ADDRESS_CHANGED_EVENT, onAddressChanged);
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick);
  return () => {
    window.clearTimeout(typingTimer);
    inFlight?.abort();
    window.removeEventListener(ISLAND_ADDRESS_CHANGED_EVENT, onAddressChanged);
    window.removeEventListener('popstate', onPopState);
    document.removeEventListener('click', onClick);
  };
}
