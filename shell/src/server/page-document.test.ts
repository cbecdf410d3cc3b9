/** @jest-environment node */
import { BOOT_META_NAME, FEDERATION_HOST_ATTRIBUTE } from '@site/contracts/island-markup';
import { newServerPageFacts } from '@site/platform';
import { pageDocument } from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="en-GB" class="dark">
  <head>
    <title>PowerAI Consulting</title>
    <meta name="description" content="The site." />
    <script defer src="/main.abc.js"></script>
  </head>
  <body><div id="root"></div><noscript>x</noscript></body>
</html>`;

function facts(title: string, description: string) {
  return { ...newServerPageFacts(), title, description };
}

describe('the document around a rendered page', () => {
  it("carries the page's title, description, canonical URL and Open Graph tags, escaped", () => {
    const { head, tail } = pageDocument(TEMPLATE, {
      facts: facts('Tom & "Jerry" <b>', 'Builds <apps>'),
      canonicalUrl: 'https://www.example.co.uk/developers',
      structuredData: [],
      headElements: '',
    });
    expect(head).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt; | PowerAI Consulting</title>');
    expect(head).toContain('<meta name="description" content="Builds &lt;apps&gt;" />');
    expect(head).toContain('<link rel="canonical" href="https://www.example.co.uk/developers" />');
    expect(head).toContain('<meta property="og:url" content="https://www.example.co.uk/developers" />');
    expect(head).not.toContain('The site.');
    expect(head.endsWith('<div id="root">')).toBe(true);
    expect(tail.startsWith('</div><noscript>')).toBe(true);
  });

  it("names the shell's boot in a <meta> for the inline loader, and keeps every other script as built", () => {
    const template = TEMPLATE.replace(
      '<script defer src="/main.abc.js"></script>',
      `<script defer src="/boot.abc.js" ${FEDERATION_HOST_ATTRIBUTE}="/main.def.js"></script>\n    <script defer src="/other.js"></script>`,
    );
    const { head } = pageDocument(template, { facts: facts('A', 'B'), structuredData: [], headElements: '' });
    expect(head).toContain(
      `<meta name="${BOOT_META_NAME}" content="/boot.abc.js" ${FEDERATION_HOST_ATTRIBUTE}="/main.def.js" />`,
    );
    expect(head).not.toContain('src="/boot.abc.js"');
    expect(head).toContain('<script defer src="/other.js"></script>');
  });

  it('refuses a page that names its boot in a shape it does not know, rather than fetch it before the first paint', () => {
    const template = TEMPLATE.replace(
      '<script defer src="/main.abc.js"></script>',
      `<script async src="/boot.abc.js" ${FEDERATION_HOST_ATTRIBUTE}="/main.def.js"></script>`,
    );
    expect(() => pageDocument(template, { facts: facts('A', 'B'), structuredData: [], headElements: '' })).toThrow(
      /shape the renderer does not know/,
    );
  });

  it('names no canonical address for a page that does not exist', () => {
    const { head } = pageDocument(TEMPLATE, { facts: facts('A', 'B'), structuredData: [], headElements: '' });
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:url');
    expect(head).toContain('<meta property="og:title" content="A | PowerAI Consulting" />');
  });

  it("writes the head elements in the head and keeps the root's default scheme class", () => {
    const { head } = pageDocument(TEMPLATE, {
      facts: facts('A', 'B'),
      structuredData: [],
      headElements: '<style data-emotion="css x">.x{}</style>',
    });
    expect(head).toMatch(/<style data-emotion="css x">\.x\{\}<\/style>\s*<\/head>/);
    expect(head).toContain('<html lang="en-GB" class="dark">');
  });

  it('writes structured data that cannot end its script element', () => {
    const { head } = pageDocument(TEMPLATE, {
      facts: facts('A', 'B'),
      canonicalUrl: 'https://x.example/',
      headElements: '',
      structuredData: [{ '@type': 'Person', name: '</script><script>alert(1)</script>' }],
    });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '@type': 'Person', name: '</script><script>alert(1)</script>' });
  });
});
