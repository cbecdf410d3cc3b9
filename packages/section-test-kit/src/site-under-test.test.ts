import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PREVIEW_VARIABLE, SITE_VARIABLE, STACK_FILE_VARIABLE, siteUnderTest, siteUrl } from './site-under-test';

const VARIABLES = [SITE_VARIABLE, PREVIEW_VARIABLE, STACK_FILE_VARIABLE];
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
let dir: string;

beforeEach(() => {
  for (const name of VARIABLES) delete process.env[name];
  dir = mkdtempSync(path.join(tmpdir(), 'site-under-test-'));
});

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the site a browser suite drives', () => {
  it('is the one named, by its origin, with the preview token when one is given', () => {
    process.env[SITE_VARIABLE] = 'https://staging.example.co.uk/some/path';
    process.env[PREVIEW_VARIABLE] = 'token';
    expect(siteUnderTest()).toEqual({ origin: 'https://staging.example.co.uk', preview: 'token' });
    expect(siteUrl('/pricing')).toBe('https://staging.example.co.uk/pricing');
  });

  it("is the e2e run's stack when none is named", () => {
    const file = path.join(dir, 'stack.json');
    writeFileSync(file, JSON.stringify({ baseUrl: 'http://127.0.0.1:41234', apiUrl: 'http://127.0.0.1:41235' }));
    process.env[STACK_FILE_VARIABLE] = file;
    expect(siteUnderTest()).toEqual({ origin: 'http://127.0.0.1:41234' });
  });

  it('is refused with the command to run when there is neither', () => {
    expect(() => siteUnderTest()).toThrow(/npm run test:browser -w mf-<section>/);
  });
});
