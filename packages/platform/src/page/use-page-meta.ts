import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServerPageFacts } from '../server/server-page';

export const SITE_NAME = 'PowerAI Consulting';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function metaNamed(attribute: 'name' | 'property', key: string): () => HTMLElement {
  return () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  };
}

/**
 * The site's configured origin, as the server wrote it into the canonical link; the page's own
 * origin only for a page the browser rendered alone (the Host a visitor typed is not canonical).
 */
function canonicalOrigin(): string {
  const written = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return written ? new URL(written).origin : window.location.origin;
}

/** The text of <title> for a page title. */
export function fullPageTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** The path whose meta a part of the page wrote: the route's own meta gives way to it there. */
let refinedPath: string | undefined;

/**
 * Every page names itself: document title, meta description, canonical link and Open Graph tags.
 * The shell names each page from the route table (`routeDefault`), the one owner of a page's text;
 * a part refines that only where it depends on data the route table cannot know (a developer's
 * profile names the developer), and its meta stands whichever of the two effects runs last
 * (hydration may commit the route and its parts together, or the parts later), as on the server,
 * where the last part to render wins.
 */
export function usePageMeta(title: string, description: string, { routeDefault = false } = {}): void {
  const { pathname } = useLocation();
  const serverFacts = useServerPageFacts();
  if (serverFacts) {
    // On the server the renderer writes <head> from these (the last part to render refines the route's).
    serverFacts.title = title;
    serverFacts.description = description;
  }
  useEffect(() => {
    if (routeDefault && refinedPath === pathname) return;
    if (!routeDefault) refinedPath = pathname;
    const fullTitle = fullPageTitle(title);
    document.title = fullTitle;
    const url = canonicalOrigin() + pathname.toLowerCase();
    setMeta('meta[name="description"]', metaNamed('name', 'description'), 'content', description);
    setMeta('meta[property="og:title"]', metaNamed('property', 'og:title'), 'content', fullTitle);
    setMeta('meta[property="og:description"]', metaNamed('property', 'og:description'), 'content', description);
    setMeta('meta[property="og:url"]', metaNamed('property', 'og:url'), 'content', url);
    setMeta('meta[property="og:type"]', metaNamed('property', 'og:type'), 'content', 'website');
    setMeta('meta[property="og:site_name"]', metaNamed('property', 'og:site_name'), 'content', SITE_NAME);
    setMeta(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      url,
    );
  }, [title, description, pathname, routeDefault]);
}
