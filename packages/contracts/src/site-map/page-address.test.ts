import { pageAddress, pageParameterNames } from './page-address';
import { SITE_ROUTES } from './site-routes';

describe('pageAddress', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=a&gclid=b', '/'],
    ['/?anything=1', '/'],
    ['/?fbclid=x&msclkid=y&mc_eid=z&_ga=1&ref=li&utm_campaign=c&utm_medium=m', '/'],
    ['/?service=customer%20portal&utm_source=a', '/?service=Customer%20Portal'],
    ['/?newsletter=yes&message=Hello%0Asecond%20line&service=nothing', '/?message=Hello&newsletter=1'],
    ['/?newsletter=no&message=%20%20', '/'],
    ['/?q=power', '/'],
  ])('home %s -> %s', (url, address) => {
    expect(pageAddress(url)).toBe(address);
  });

  it.each([
    ['/developers', '/developers'],
    ['/developers?sort=rating&page=1&q=&skill=', '/developers'],
    [
      '/developers?page=2&q=power&sort=price-low&skill=Power%20BI',
      '/developers?page=2&q=power&skill=Power%20BI&sort=price-low',
    ],
    ['/developers?skill=Power+BI&q=%20power%20', '/developers?q=power&skill=Power%20BI'],
    ['/developers?sort=cheapest&page=0&utm_source=mail', '/developers'],
    ['/developers?page=abc&q=a', '/developers?q=a'],
    ['/developers?tab=projects', '/developers'],
  ])('directory %s -> %s', (url, address) => {
    expect(pageAddress(url)).toBe(address);
  });

  it.each([
    ['/developer/abc', '/developer/abc'],
    ['/developer/abc?tab=overview', '/developer/abc'],
    ['/developer/abc?tab=projects&gclid=1', '/developer/abc?tab=projects'],
    ['/developer/abc?tab=bogus&q=power', '/developer/abc'],
  ])('profile %s -> %s', (url, address) => {
    expect(pageAddress(url)).toBe(address);
  });

  it('keeps no parameter of a page that reads none, nor of a page no route answers', () => {
    expect(pageAddress('/pricing?q=a&tab=projects&service=x')).toBe('/pricing');
    expect(pageAddress('/no-such-page?x=1')).toBe('/no-such-page');
  });

  it('sorts the parameters by name whatever their order in the request', () => {
    const orders = ['/developers?sort=experience&q=a&skill=b', '/developers?skill=b&sort=experience&q=a'];
    expect(new Set(orders.map(pageAddress))).toEqual(new Set(['/developers?q=a&skill=b&sort=experience']));
  });

  it('reads a repeated parameter as the page does: its first value', () => {
    expect(pageAddress('/developers?q=first&q=second')).toBe('/developers?q=first');
  });

  it('names every parameter some route reads', () => {
    expect(pageParameterNames(SITE_ROUTES)).toEqual([
      'message',
      'newsletter',
      'page',
      'q',
      'service',
      'skill',
      'sort',
      'tab',
    ]);
  });
});
