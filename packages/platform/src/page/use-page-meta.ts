import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

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

/** Every page names itself: document title, meta description, canonical link and Open Graph tags. */
export function usePageMeta(title: string, description: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    document.title = fullTitle;
    const url = window.location.origin + pathname.toLowerCase();
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
  }, [title, description, pathname]);
}
