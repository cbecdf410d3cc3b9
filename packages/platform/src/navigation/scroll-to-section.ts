const WAIT_FOR_SECTION_MS = 5_000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls smoothly (instantly when the visitor prefers reduced motion) to the element with this id.
 * Sections load lazily, so it waits a little for the element to appear; it resolves to whether it scrolled.
 */
export function scrollToSection(id: string): Promise<boolean> {
  const scroll = (element: HTMLElement) => {
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    return true;
  };
  const present = document.getElementById(id);
  if (present) return Promise.resolve(scroll(present));
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      cleanup();
      resolve(scroll(element));
    });
    const timer = window.setTimeout(() => {
      cleanup();
      resolve(false);
    }, WAIT_FOR_SECTION_MS);
    const cleanup = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
