import { FakeGeneration, fakeRouteStylesheetOf, fakeStylesheetOf, pinsWith } from '../testing/fake-generation';
import type { Pins } from './generation';
import { Generations } from './generations';

/** Generations whose new renderers warm at once, unless their products build is named in `failing`. */
function generations(failing: string[] = []): Generations {
  return new Generations(
    (pins: Pins) => {
      const generation = new FakeGeneration(pins);
      if (failing.includes(pins.products)) generation.failToWarm('the build throws on load');
      else generation.warmUp();
      return generation;
    },
    { log: () => undefined },
  );
}

async function textOf(set: Generations): Promise<string | undefined> {
  const page = await set.renderer()?.render('/pricing');
  return page?.html;
}

beforeEach(() => {
  FakeGeneration.started = [];
});

describe('renderer generations', () => {
  it('render no page before one is warm, then every page with the serving one', async () => {
    const set = generations();
    expect(await textOf(set)).toBeUndefined();
    set.promote(await set.warm(pinsWith('one')));
    expect(await textOf(set)).toBe('/pricing rendered with products one');
    expect(set.status().pins).toEqual(pinsWith('one'));
  });

  it('keep the one before the current warm and idle, and go back to it without starting a renderer', async () => {
    const set = generations();
    set.promote(await set.warm(pinsWith('one')));
    set.promote(await set.warm(pinsWith('two')));
    expect(FakeGeneration.started.map((generation) => generation.alive)).toEqual([true, true]);
    expect(set.status().previousPins).toEqual(pinsWith('one'));
    // A rollback: the previous generation serves again, and no third renderer was started.
    set.promote(await set.warm(pinsWith('one')));
    expect(FakeGeneration.started).toHaveLength(2);
    expect(await textOf(set)).toBe('/pricing rendered with products one');
    expect(set.status().previousPins).toEqual(pinsWith('two'));
  });

  it('keep at most the current and the previous alive, however many releases go by', async () => {
    const set = generations();
    for (let release = 0; release < 10; release += 1) set.promote(await set.warm(pinsWith(`build${release}`)));
    const alive = FakeGeneration.started.filter((generation) => generation.alive);
    expect(alive.map((generation) => generation.pins.products)).toEqual(['build8', 'build9']);
    expect(FakeGeneration.started.slice(0, 8).every((generation) => generation.retired)).toBe(true);
  });

  it('stop a renderer that cannot warm up, and keep serving the current one', async () => {
    const set = generations(['broken']);
    set.promote(await set.warm(pinsWith('one')));
    await expect(set.warm(pinsWith('broken'))).rejects.toThrow('the build throws on load');
    expect(FakeGeneration.started[1]?.stopped).toBe(true);
    expect(await textOf(set)).toBe('/pricing rendered with products one');
  });

  it('stop a warm renderer the gate refused, but never the current or the previous one', async () => {
    const set = generations();
    set.promote(await set.warm(pinsWith('one')));
    set.promote(await set.warm(pinsWith('two')));
    const refused = await set.warm(pinsWith('three'));
    set.discard(refused);
    expect(refused.generation.pins.products).toBe('three');
    expect(FakeGeneration.started.map((generation) => generation.alive)).toEqual([true, true, false]);
    set.discard(await set.warm(pinsWith('one')));
    expect(FakeGeneration.started[0]?.alive).toBe(true);
  });

  it("keep the stylesheets of the last releases' pages, and stand in the serving one for a file not kept", async () => {
    const set = generations();
    expect(set.stylesheet(fakeStylesheetOf(pinsWith('one')).file)).toBeUndefined();
    for (let release = 0; release < 10; release += 1) set.promote(await set.warm(pinsWith(`build${release}`)));
    // Two generations alive, but pages of the eight last releases may still sit in caches.
    for (const kept of ['build2', 'build5', 'build9']) {
      for (const { file, css } of [fakeStylesheetOf(pinsWith(kept)), fakeRouteStylesheetOf(pinsWith(kept))]) {
        expect(set.stylesheet(file)).toEqual({ css, exact: true });
      }
    }
    // A route's stylesheet not kept: the stand-in is the one of every route, which holds its rules too.
    for (const forgotten of [
      fakeStylesheetOf(pinsWith('build1')).file,
      fakeRouteStylesheetOf(pinsWith('build1')).file,
    ]) {
      expect(set.stylesheet(forgotten)).toEqual({ css: fakeStylesheetOf(pinsWith('build9')).css, exact: false });
    }
  });

  it("keep the serving generation's stylesheets after a rollback, however many candidates warmed since", async () => {
    const set = generations();
    set.promote(await set.warm(pinsWith('one')));
    set.promote(await set.warm(pinsWith('two')));
    // Candidates the gate warmed and refused (or previews): each keeps its stylesheets too.
    for (let candidate = 0; candidate < 10; candidate += 1)
      set.discard(await set.warm(pinsWith(`refused${candidate}`)));
    set.promote(await set.warm(pinsWith('one')));
    for (const { file, css } of [fakeStylesheetOf(pinsWith('one')), fakeRouteStylesheetOf(pinsWith('one'))]) {
      expect(set.stylesheet(file)).toEqual({ css, exact: true });
    }
  });

  it('stop every renderer when the site stops', async () => {
    const set = generations();
    set.promote(await set.warm(pinsWith('one')));
    set.promote(await set.warm(pinsWith('two')));
    await set.stop();
    expect(FakeGeneration.started.every((generation) => generation.stopped)).toBe(true);
  });

  it('replace a serving renderer that died with a new one of the same builds, and forget a previous one that died', async () => {
    const set = generations();
    set.promote(await set.warm(pinsWith('one')));
    set.promote(await set.warm(pinsWith('two')));
    const [previous, serving] = FakeGeneration.started as [FakeGeneration, FakeGeneration];
    previous.crash();
    await new Promise((resolve) => setImmediate(resolve));
    expect(set.status().previousPins).toBeNull();

    serving.crash();
    await new Promise((resolve) => setImmediate(resolve));
    const replacement = FakeGeneration.started[2];
    expect(replacement?.pins).toEqual(pinsWith('two'));
    expect(await textOf(set)).toBe('/pricing rendered with products two');
    expect(set.current()?.generation).toBe(replacement);
    // The replacement is watched too.
    replacement?.crash();
    await new Promise((resolve) => setImmediate(resolve));
    expect(FakeGeneration.started).toHaveLength(4);
    expect(await textOf(set)).toBe('/pricing rendered with products two');
  });

  it('leave a renderer that was asked to stop or retire alone', async () => {
    const set = generations();
    for (const build of ['one', 'two', 'three']) set.promote(await set.warm(pinsWith(build)));
    await new Promise((resolve) => setImmediate(resolve));
    // 'one' was retired when 'three' came: it exited, and nothing was started for it.
    expect(FakeGeneration.started).toHaveLength(3);
    await set.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(FakeGeneration.started).toHaveLength(3);
  });
});
