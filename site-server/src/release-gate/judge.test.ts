import { routedModules, type SectionManifest, type WarmUpResult } from '@site/contracts';
import { type CandidateEvidence, checkVerdicts, judge, type ServingEvidence } from './judge';

/** A build of the developers section that passes every check the manifest alone can fail. */
function soundManifest(): SectionManifest {
  return {
    shared: [{ name: 'react', requiredVersion: '^19.0.0' }],
    exposes: routedModules('developers').map(({ module }) => ({ name: module })),
  };
}

function warmUp(route: string, path: string, errors: string[] = []): WarmUpResult {
  return { route, path, status: 200, errors };
}

const serving: ServingEvidence = {
  providedVersions: { react: '19.3.1', '@mui/material': '9.5.0' },
  warmUp: [warmUp('/developers', '/developers'), warmUp('/developer/:id?', '/developer/example')],
};

function candidate(overrides: Partial<CandidateEvidence> = {}): CandidateEvidence {
  return { section: 'developers', manifest: soundManifest(), missingFiles: [], ...overrides };
}

describe("the release gate's judgement", () => {
  it('accepts a sound build before any renderer was tried, and after one rendered every route', () => {
    expect(judge(candidate(), serving)).toEqual({ accepted: true, refusals: [] });
    expect(judge(candidate({ render: { warmUp: serving.warmUp } }), serving)).toEqual({ accepted: true, refusals: [] });
  });

  it('refuses a build that asks for a shared package the shell does not provide in that version', () => {
    const manifest = { ...soundManifest(), shared: [{ name: 'react', requiredVersion: '^18.2.0' }] };
    const verdict = judge(candidate({ manifest }), serving);
    expect(verdict.accepted).toBe(false);
    expect(verdict.refusals).toEqual([
      { check: 'shared versions', reason: 'react wants ^18.2.0, the shell shares 19.3.1' },
    ]);
  });

  it("holds a component shared on its own (@mui/material/Button) to the shell's MUI", () => {
    const asks = (requiredVersion: string) => ({
      ...soundManifest(),
      shared: [{ name: '@mui/material/Button', requiredVersion }],
    });
    expect(judge(candidate({ manifest: asks('^9.0.0') }), serving).accepted).toBe(true);
    expect(judge(candidate({ manifest: asks('^10.0.0') }), serving).refusals).toEqual([
      { check: 'shared versions', reason: '@mui/material/Button wants ^10.0.0, the shell shares 9.5.0' },
    ]);
  });

  it('refuses a build that does not expose a module the route table names for its section', () => {
    const manifest = { ...soundManifest(), exposes: [{ name: 'DirectoryPage' }] };
    const verdict = judge(candidate({ manifest }), serving);
    expect(verdict.refusals).toEqual([
      { check: 'exposed modules', reason: 'ProfilePage (route /developer/:id?) is not exposed' },
    ]);
  });

  it('refuses a build whose manifest declares an island it does not expose', () => {
    const manifest = { ...soundManifest(), metaData: { islands: ['ProfileLoader'] } };
    expect(judge(candidate({ manifest }), serving).refusals).toEqual([
      { check: 'exposed modules', reason: 'island ProfileLoader is declared but not exposed' },
    ]);
    const exposing = { ...manifest, exposes: [...(manifest.exposes ?? []), { name: 'ProfileLoader' }] };
    expect(judge(candidate({ manifest: exposing }), serving).accepted).toBe(true);
  });

  it('refuses a build whose own pages carry an island of its section that it does not expose, once rendered', () => {
    // The pages of forms carry forms/ContactForm; this build of forms exposes only its pages.
    const forms: SectionManifest = { exposes: routedModules('forms').map(({ module }) => ({ name: module })) };
    const page = { ...warmUp('/', '/'), islands: ['forms/ContactForm', 'home/ShowAllServices', 'shell/Toaster'] };
    const render = { warmUp: [page, { ...warmUp('/contact', '/contact'), islands: ['forms/ContactForm'] }] };
    const verdict = judge({ section: 'forms', manifest: forms, missingFiles: [], render }, serving);
    expect(verdict.refusals).toEqual([
      { check: 'exposed modules', reason: 'island ContactForm is on the page but not exposed', route: '/' },
    ]);
    const exposing = { exposes: [...(forms.exposes ?? []), { name: 'ContactForm' }] };
    expect(judge({ section: 'forms', manifest: exposing, missingFiles: [], render }, serving).accepted).toBe(true);
  });

  it('refuses a build whose files are not all served, and one whose manifest could not be read', () => {
    expect(judge(candidate({ missingFiles: ['remoteEntry.js (404)'] }), serving).refusals).toEqual([
      { check: 'files', reason: 'missing: remoteEntry.js (404)' },
    ]);
    const unreadable = candidate({
      manifest: undefined,
      missingFiles: ['/remotes/developers/x/mf-manifest.json (404)'],
    });
    expect(judge(unreadable, serving).refusals.map((refusal) => refusal.check)).toEqual(['files']);
  });

  it('refuses a build that renders a route using it with an error the serving build did not have', () => {
    const render = {
      warmUp: [
        warmUp('/developers', '/developers', ['DirectoryPage threw']),
        warmUp('/developer/:id?', '/developer/example'),
      ],
    };
    expect(judge(candidate({ render }), serving).refusals).toEqual([
      { check: 'server render', reason: 'DirectoryPage threw', route: '/developers' },
    ]);
  });

  it('does not blame a build for a route that failed before it, nor for a route of another section', () => {
    const failingBefore = { ...serving, warmUp: [warmUp('/developers', '/developers', ['the API is down'])] };
    const render = {
      warmUp: [warmUp('/developers', '/developers', ['the API is down']), warmUp('/pricing', '/pricing', ['x'])],
    };
    expect(judge(candidate({ render }), failingBefore).accepted).toBe(true);
  });

  it("judges each address the warm-up rendered of a route against the serving build's render of it", () => {
    const profile = '/developer/655220f4';
    const servingBoth = {
      ...serving,
      warmUp: [warmUp('/developer/:id?', '/developer'), warmUp('/developer/:id?', profile, ['no reviews'])],
    };
    const failsAsBefore = {
      warmUp: [warmUp('/developer/:id?', '/developer'), warmUp('/developer/:id?', profile, ['x'])],
    };
    expect(judge(candidate({ render: failsAsBefore }), servingBoth).accepted).toBe(true);
    const newlyFailing = { warmUp: [warmUp('/developer/:id?', '/developer', ['ProfilePage threw'])] };
    expect(judge(candidate({ render: newlyFailing }), servingBoth).refusals).toEqual([
      { check: 'server render', reason: 'ProfilePage threw', route: '/developer' },
    ]);
  });

  it('refuses a build no renderer could warm up with', () => {
    expect(judge(candidate({ render: { failure: 'warm-up timed out' } }), serving).refusals).toEqual([
      { check: 'server render', reason: 'warm-up timed out' },
    ]);
  });

  it('names every check a build fails, not only the first', () => {
    const manifest = { shared: [{ name: 'react', requiredVersion: '^18.2.0' }], exposes: [] };
    const verdict = judge(candidate({ manifest, missingFiles: ['remoteEntry.js (404)'] }), serving);
    expect(verdict.refusals.map((refusal) => refusal.check)).toEqual(['shared versions', 'exposed modules', 'files']);
  });
});

describe('what a verdict says of each check', () => {
  it('passes every check, the render included, when the build was accepted', () => {
    expect(checkVerdicts({ accepted: true, refusals: [] })).toEqual([
      { check: 'shared versions', accepted: true },
      { check: 'exposed modules', accepted: true },
      { check: 'files', accepted: true },
      { check: 'server render', accepted: true },
    ]);
  });

  it('leaves out the render when a cheap check refused the build (it was never rendered)', () => {
    const verdict = judge(candidate({ missingFiles: ['remoteEntry.js (404)'] }), serving);
    expect(checkVerdicts(verdict)).toEqual([
      { check: 'shared versions', accepted: true },
      { check: 'exposed modules', accepted: true },
      { check: 'files', accepted: false },
    ]);
  });

  it('refuses the render check alone when the render refused it', () => {
    const verdict = judge(candidate({ render: { failure: 'warm-up timed out' } }), serving);
    expect(checkVerdicts(verdict).filter((entry) => !entry.accepted)).toEqual([
      { check: 'server render', accepted: false },
    ]);
  });
});
