import { scrollToAnchor } from '@site/platform';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top; a `/#anchor` address scrolls to that anchor once it is on the page. */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is exactly when to scroll to the top.
  useEffect(() => {
    if (hash.length > 1) void scrollToAnchor(decodeURIComponent(hash.slice(1)));
    else window.scrollTo({ top: 0 });
  }, [pathname, hash]);
  return null;
}
