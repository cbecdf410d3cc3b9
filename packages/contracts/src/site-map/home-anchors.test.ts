import { HOME_ANCHORS, homeAnchorHref, homeAnchorOf } from './home-anchors';

describe('home-page anchors', () => {
  it('makes an address that leads to the anchor, with what the part there reads', () => {
    expect(homeAnchorHref(HOME_ANCHORS.team)).toBe('/#team');
    expect(homeAnchorHref(HOME_ANCHORS.contact, '?service=Customer%20Portal')).toBe(
      '/?service=Customer%20Portal#contact',
    );
  });

  it('reads an address back to its anchor and query, and a page address to none', () => {
    expect(homeAnchorOf('/?service=Customer%20Portal#contact')).toEqual({
      anchor: 'contact',
      search: '?service=Customer%20Portal',
    });
    expect(homeAnchorOf('/#projects')).toEqual({ anchor: 'projects', search: '' });
    expect(homeAnchorOf('/apps')).toBeUndefined();
    expect(homeAnchorOf('/developers#top')).toBeUndefined();
    expect(homeAnchorOf('/#')).toBeUndefined();
  });
});
