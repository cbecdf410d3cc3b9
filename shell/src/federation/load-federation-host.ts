import { FEDERATION_HOST_ATTRIBUTE } from '@site/contracts/island-markup';
import { type FederationHost, waitForFederationHost } from './federation-host';

let loading: Promise<FederationHost> | undefined;

/** The federation host's URL, as the shell's page names it on the boot's script element. */
export function federationHostUrl(): string | undefined {
  return (
    document.querySelector(`script[${FEDERATION_HOST_ATTRIBUTE}]`)?.getAttribute(FEDERATION_HOST_ATTRIBUTE) ?? undefined
  );
}

function addScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`The federation host ${url} could not be loaded`));
    });
    document.head.append(script);
  });
}

/**
 * The federation host, loaded once, when the page first needs it. A failed load is forgotten, so
 * the next island that is due (or the visitor's retry) tries again.
 */
export function loadFederationHost(): Promise<FederationHost> {
  if (!loading) {
    const url = federationHostUrl();
    if (!url) return Promise.reject(new Error('The page names no federation host'));
    const handedOver = waitForFederationHost();
    loading = addScript(url).then(() => handedOver);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Fetches the host (not runs it) when the browser is idle, so an island woken later waits less. */
export function prefetchFederationHost(): void {
  const url = federationHostUrl();
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = url;
  document.head.append(link);
}
