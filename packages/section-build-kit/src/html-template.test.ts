import { CONSULTANCY_EMAIL } from '@site/contracts';
import { htmlTemplate } from './html-template';

describe('the page a build serves', () => {
  const noscript = /<noscript>(.*)<\/noscript>/s.exec(htmlTemplate('PowerAI Consulting'))?.[1] ?? '';

  it('tells a visitor without JavaScript how to reach the consultancy: its e-mail address, as a link', () => {
    expect(noscript).toContain(`<a href="mailto:${CONSULTANCY_EMAIL}">${CONSULTANCY_EMAIL}</a>`);
  });

  it('offers no phone number, since the site has none', () => {
    expect(noscript).not.toMatch(/\b(call|phone|tel)\b/i);
    expect(noscript).not.toMatch(/\d[\d ]{6,}/);
  });
});
