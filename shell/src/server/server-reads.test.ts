/** @jest-environment node */
import { scriptSafeJson } from './server-reads';

describe('the JSON handed to the browser', () => {
  it('cannot end its script element or break a line in it', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
  });
});
