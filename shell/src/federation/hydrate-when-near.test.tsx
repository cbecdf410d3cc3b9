import { render } from '@testing-library/react';
import { useRef } from 'react';
import { nearViewportGate, useOpenGateWhenNear } from './hydrate-when-near';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let reportIntersection: Callback = () => {};

beforeAll(() => {
  // jsdom has no layout: the test says when the part is near.
  globalThis.IntersectionObserver = class {
    constructor(callback: Callback) {
      reportIntersection = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

function Part({ gateKey }: { gateKey: string }) {
  const element = useRef<HTMLDivElement>(null);
  useOpenGateWhenNear(gateKey, element, true);
  return <div ref={element}>server HTML</div>;
}

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'open'), new Promise((resolve) => setTimeout(() => resolve('shut'), 50))]);

describe('a part below the first screen', () => {
  it('stays shut until it comes near', async () => {
    render(<Part gateKey="forms/ContactSection#a" />);
    const gate = nearViewportGate('forms/ContactSection#a');
    expect(await settled(gate)).toBe('shut');
    reportIntersection([{ isIntersecting: true }]);
    expect(await settled(gate)).toBe('open');
  });

  it('loads when it came near before React first asked for its code', async () => {
    render(<Part gateKey="forms/ContactSection#b" />);
    reportIntersection([{ isIntersecting: true }]);
    expect(await settled(nearViewportGate('forms/ContactSection#b'))).toBe('open');
  });
});
