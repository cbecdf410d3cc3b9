import { siteImageSrc } from './site-image';

describe('siteImageSrc: pictures only from the site itself', () => {
  it.each([
    ['/images/developers/amelia-hart.svg', '/images/developers/amelia-hart.svg'],
    [' /images/projects/a.svg ', '/images/projects/a.svg'],
    [`${window.location.origin}/images/clients/b.svg`, '/images/clients/b.svg'],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
  ])('accepts %j', (src, expected) => {
    expect(siteImageSrc(src)).toBe(expected);
  });

  it.each([
    'https://images.example.com/a.jpg',
    '//cdn.example.com/a.jpg',
    'http://localhost:9999/a.svg',
    'javascript:alert(1)',
    'data:text/html,<script></script>',
    '',
    null,
    undefined,
  ])('refuses %j', (src) => {
    expect(siteImageSrc(src)).toBeUndefined();
  });
});
