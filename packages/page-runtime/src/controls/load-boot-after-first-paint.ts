import { BOOT_META_NAME, FEDERATION_HOST_ATTRIBUTE } from '@site/contracts/island-markup';

/**
 * Loads the page's one script, the shell's boot, once the browser has painted the page's first
 * content, or at the visitor's first tap, key or focus if that comes first (in a browser without
 * paint timing: at the load event; not otherwise, as a page whose first frame is held back can load
 * before it paints).
 *
 * A server-rendered page names the boot in a `<meta name="site-boot">` instead of a deferred script
 * element: a deferred script was fetched while the first screen was (on a phone's network beside the
 * render-blocking stylesheet) and ran before the first paint; nothing on the first screen needs it
 * (the shell's controls are inline, a tap on an island before it hydrates is kept by the early-input
 * script), and the boot starts the site after the first paint anyway.
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts), which runs in the head after the `<meta>`.
 */
export function loadBootAfterFirstPaint(): void {
  const marker = document.querySelector(`meta[name="${BOOT_META_NAME}"]`);
  const source = marker?.getAttribute('content');
  if (!marker || !source) return;
  const earlyInput = ['pointerdown', 'keydown', 'focusin'];
  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    for (const type of earlyInput) document.removeEventListener(type, load, true);
    const script = document.createElement('script');
    script.src = source;
    script.setAttribute(FEDERATION_HOST_ATTRIBUTE, marker.getAttribute(FEDERATION_HOST_ATTRIBUTE) ?? '');
    document.head.append(script);
  };
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (paintTiming) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
  } else window.addEventListener('load', load, { once: true });
  for (const type of earlyInput) document.addEventListener(type, load, true);
}
