import { BrowserSuiteUsageError, parseBrowserSuiteArgs } from './browser-suite-args';

function usageError(argv: string[]): string {
  try {
    parseBrowserSuiteArgs(argv);
  } catch (error) {
    if (error instanceof BrowserSuiteUsageError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
}

describe('npm run test:browser -w mf-<section> -- ...', () => {
  it('runs against a local site when no site is named', () => {
    expect(parseBrowserSuiteArgs(['products'])).toEqual({
      section: 'products',
      site: undefined,
      preview: undefined,
      grep: undefined,
      help: false,
    });
  });

  it('takes the site as its origin, a preview token and a name pattern, as two words or flag=value', () => {
    expect(
      parseBrowserSuiteArgs([
        'forms',
        '--site',
        'https://staging.example.co.uk/',
        '--preview=abc.DEF-123_',
        '--grep',
        'demo',
      ]),
    ).toEqual({
      section: 'forms',
      site: 'https://staging.example.co.uk',
      preview: 'abc.DEF-123_',
      grep: 'demo',
      help: false,
    });
    expect(parseBrowserSuiteArgs(['home', '--site=http://127.0.0.1:41234']).site).toBe('http://127.0.0.1:41234');
  });

  it('answers --help with the usage, whatever else is given', () => {
    expect(parseBrowserSuiteArgs(['apps', '--help']).help).toBe(true);
    expect(parseBrowserSuiteArgs(['apps', '--preview', 'abc', '-h']).help).toBe(true);
  });

  it.each([
    [['shop'], "the section must be one of home, apps, developers, products, forms (got 'shop')"],
    [[], "the section must be one of home, apps, developers, products, forms (got '')"],
    [['products', '--url', 'https://example.co.uk'], "unknown argument '--url'"],
    [['products', 'https://example.co.uk'], "unknown argument 'https://example.co.uk'"],
    [['products', '--site'], '--site needs a value'],
    [['products', '--site', '--preview', 'abc'], '--site needs a value'],
    [['products', '--site='], '--site needs a value'],
    [
      ['products', '--site', 'example.co.uk'],
      "--site must be an address such as https://www.example.co.uk (got 'example.co.uk')",
    ],
    [
      ['products', '--site', 'ftp://example.co.uk'],
      "--site must be an http:// or https:// address (got 'ftp://example.co.uk')",
    ],
    [
      ['products', '--site', 'https://example.co.uk/pricing'],
      "--site is the site's origin, without a path or query: https://example.co.uk (got 'https://example.co.uk/pricing'); the suite opens the section's own pages",
    ],
    [['products', '--site', 'https://a.co.uk', '--site', 'https://b.co.uk'], '--site is given twice'],
    [
      ['products', '--site', 'https://a.co.uk', '--preview', 'ab cd'],
      '--preview takes the token alone (no spaces): the part after ?preview= of the link',
    ],
    [
      ['products', '--preview', 'abc'],
      '--preview needs --site: a preview token is only valid on the site whose release command printed it',
    ],
  ])('refuses %j: %s', (argv, message) => {
    expect(usageError(argv)).toBe(message);
  });
});
