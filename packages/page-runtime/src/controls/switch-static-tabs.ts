import { STATIC_TABS_ATTRIBUTE, TAB_VALUE_ATTRIBUTE } from '@site/contracts/page-runtime-markup';

/**
 * Switches every tab list written as plain HTML (StaticTabs): a tap on a tab, or the arrow keys,
 * Home and End on one (focus and selection move together, as the panels are all in the page),
 * marks it selected, shows its panel and hides the others, and keeps the choice in the address
 * (replaced, not pushed: choosing a tab is no navigation; the first tab is the plain address).
 * One listener for the whole document, so it works the moment the page shows, before any script
 * file and without React; the shell runs it inline in the head.
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts). It returns how to stop it.
 */
export function switchStaticTabs(): () => void {
  const listSelector = `[${STATIC_TABS_ATTRIBUTE}]`;
  const tabSelector = `${listSelector} [role="tab"]`;
  const tabsOf = (list: Element) => Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
  const select = (tab: HTMLElement, list: Element) => {
    const tabs = tabsOf(list);
    for (const each of tabs) {
      const chosen = each === tab;
      each.setAttribute('aria-selected', chosen ? 'true' : 'false');
      each.tabIndex = chosen ? 0 : -1;
      const panel = document.getElementById(each.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !chosen;
    }
    const parameter = list.getAttribute(STATIC_TABS_ATTRIBUTE);
    if (!parameter) return;
    const address = new URL(window.location.href);
    if (tab === tabs[0]) address.searchParams.delete(parameter);
    else address.searchParams.set(parameter, tab.getAttribute(TAB_VALUE_ATTRIBUTE) ?? '');
    window.history.replaceState(window.history.state, '', address.href);
  };
  const tabAt = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(tabSelector) : null;
  const onClick = (event: MouseEvent) => {
    const tab = tabAt(event.target);
    const list = tab?.closest(listSelector);
    if (tab && list) select(tab, list);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabAt(event.target);
    const list = tab?.closest(listSelector);
    if (!tab || !list || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = tabsOf(list);
    const at = tabs.indexOf(tab);
    let next = -1;
    if (event.key === 'ArrowRight') next = (at + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    target.focus();
    select(target, list);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
