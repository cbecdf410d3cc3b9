import type { WebVitalName } from '@site/contracts';

/**
 * Starts `web-vitals` once the page has loaded, in a chunk of its own: the first screen neither
 * downloads nor runs it. Its observers read the buffered entries (`buffered: true`), so LCP, CLS
 * and TTFB from before the load are still measured.
 */
export function measureVitalsAfterLoad(record: (name: WebVitalName, value: number) => void): void {
  const start = () => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      for (const on of [onCLS, onINP, onLCP, onTTFB]) on((metric) => record(metric.name as WebVitalName, metric.value));
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
