import { NAV_SCROLLED_THRESHOLD_PX } from '@site/contracts';
import { useEffect, useState } from 'react';

/** True once the page has scrolled past the threshold (50 px). */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
