import { buildsOnRoute, errorOwner, routeTemplate, scriptOfError, sectionBuildOf } from './attribute';

const PINNED = {
  home: '/remotes/home/h0me1/mf-manifest.json',
  apps: '/remotes/apps/app5/mf-manifest.json',
  developers: 'https://sections.example/remotes/developers/dev-7.2/mf-manifest.json',
  products: '/remotes/products/pr0d/mf-manifest.json',
  forms: '/remotes/forms/f0rms/mf-manifest.json',
};

describe('routeTemplate', () => {
  it('names the route pattern, never the path with its id', () => {
    expect(routeTemplate('/developer/42')).toBe('/developer/:id?');
    expect(routeTemplate('/Developer/42/')).toBe('/developer/:id?');
    expect(routeTemplate('/')).toBe('/');
    expect(routeTemplate('/no-such-page')).toBe('404');
  });
});

describe('buildsOnRoute', () => {
  it("lists the build of each section the route's page shows, once each", () => {
    expect(buildsOnRoute('/', PINNED)).toEqual([
      { section: 'home', build: 'h0me1' },
      { section: 'forms', build: 'f0rms' },
    ]);
    expect(buildsOnRoute('/developer/:id?', PINNED)).toEqual([{ section: 'developers', build: 'dev-7.2' }]);
  });

  it('lists nothing for the 404 page, and leaves out a section whose address names no build', () => {
    expect(buildsOnRoute('404', PINNED)).toEqual([]);
    expect(buildsOnRoute('/', { ...PINNED, home: '/remotes/home/mf-manifest.json' })).toEqual([
      { section: 'forms', build: 'f0rms' },
    ]);
  });
});

describe('error attribution', () => {
  it("gives an error in a section's script to that section build", () => {
    expect(errorOwner('https://www.example.co.uk/remotes/products/pr0d/static/js/async/42.js')).toEqual({
      owner: 'products',
      build: 'pr0d',
    });
  });

  it("gives the shell's own scripts, unknown folders and unknown sources to the shell", () => {
    expect(errorOwner('https://www.example.co.uk/static/js/main.js')).toEqual({ owner: 'shell', build: 'unknown' });
    expect(errorOwner('https://www.example.co.uk/remotes/intruder/b1/x.js')).toEqual({
      owner: 'shell',
      build: 'unknown',
    });
    expect(errorOwner(undefined)).toEqual({ owner: 'shell', build: 'unknown' });
  });

  it("finds the script in the event's file, else in the first frame of its error's stack", () => {
    expect(scriptOfError({ filename: 'https://a.example/remotes/home/h1/main.js', error: null })).toBe(
      'https://a.example/remotes/home/h1/main.js',
    );
    const rejection = new Error('no answer');
    rejection.stack =
      'Error: no answer\n    at load (https://a.example/remotes/forms/f2/static/js/form.js:1:2301)\n    at https://a.example/static/js/main.js:2:10';
    expect(sectionBuildOf(scriptOfError({ reason: rejection }))).toEqual({ section: 'forms', build: 'f2' });
    const firefox = new Error('x');
    firefox.stack = 'load@https://a.example/remotes/apps/a3/static/js/apps.js:3:9\n';
    expect(scriptOfError({ filename: '', error: firefox })).toBe('https://a.example/remotes/apps/a3/static/js/apps.js');
    expect(scriptOfError({ reason: 'a string, no stack' })).toBeUndefined();
  });

  it("gives a section's error thrown inside a shared package (the shell's file) to the section build in its stack", () => {
    const thrownInMui = new Error('bad prop');
    thrownInMui.stack = [
      'Error: bad prop',
      '    at useSlot (https://a.example/static/js/lib-mui.js:9:99)',
      '    at PriceTable (https://a.example/remotes/products/p9/static/js/async/pricing.js:1:500)',
      '    at renderWithHooks (https://a.example/static/js/lib-react-dom.js:3:3)',
    ].join('\n');
    expect(
      errorOwner(scriptOfError({ filename: 'https://a.example/static/js/lib-mui.js', error: thrownInMui })),
    ).toEqual({ owner: 'products', build: 'p9' });
    const shellOnly = new Error('shell');
    shellOnly.stack = 'Error: shell\n    at nav (https://a.example/static/js/main.js:1:1)';
    expect(scriptOfError({ filename: 'https://a.example/static/js/lib.js', error: shellOnly })).toBe(
      'https://a.example/static/js/lib.js',
    );
  });
});
