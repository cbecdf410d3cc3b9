import { NAV_BAR_ATTRIBUTE, watchScrolledBar } from './scrolled-bar';

const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe("the bar's scrolled look on a server-rendered page", () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    document.body.innerHTML = `<header ${NAV_BAR_ATTRIBUTE}></header>`;
  });
  afterEach(() => {
    stop();
    window.scrollY = 0;
  });

  const bar = () => document.querySelector('header');

  it('shows a page reloaded further down as scrolled once it has painted, without reading the scroll at start', async () => {
    window.scrollY = 400;
    stop = watchScrolledBar();
    expect(bar()).not.toHaveAttribute('data-scrolled');
    await twoFrames();
    await twoFrames();
    expect(bar()).toHaveAttribute('data-scrolled', 'true');
  });

  it('follows the visitor scrolling back to the top', async () => {
    window.scrollY = 400;
    stop = watchScrolledBar();
    window.scrollY = 0;
    window.dispatchEvent(new Event('scroll'));
    await twoFrames();
    await twoFrames();
    expect(bar()).toHaveAttribute('data-scrolled', 'false');
  });
});
