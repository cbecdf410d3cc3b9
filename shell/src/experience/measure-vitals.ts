import type { WebVitalName } from '@site/contracts';

/**
 * Starts `web-vitals` once the page has loaded, in a chunk of its own: the first screen neither
 * downloads nor runs it. Its observers read the buffered entries (`buffered: true`), so LCP, CLS
 * and TTFB from before the load are still measured.
 * Every change is recorded (`reportAllChanges`) and the report keeps the latest, sent when the page
 * is hidden. Without it web-vitals reports INP only from its own hidden handler, which can run
 * before the idle callback that counts an interaction it has already been handed: a page hidden
 * in that window (a tap, then a tab switch on a busy phone) lost its INP.
 */
export function measureVitalsAfterLoad(record: (name: WebVitalName, value: number) => void): void {
  const start = () => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      for (const on of [onCLS, onINP, onLCP, onTTFB])
        on((metric) => record(metric.name as WebVitalName, metric.value), { reportAllChanges: true });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
