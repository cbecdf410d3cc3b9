import { OFFSCREEN_PARTS_VARIABLE, renderedWhenNear } from './rendered-when-near';

describe('renderedWhenNear', () => {
  it('skips a part far from the viewport from its own style attribute unless the page draws every part, and estimates its height per breakpoint', () => {
    expect(renderedWhenNear({ xs: 1500, md: 1000 })).toEqual({
      style: { contentVisibility: `var(${OFFSCREEN_PARTS_VARIABLE}, auto)` },
      sx: { containIntrinsicBlockSize: { xs: 'auto 1500px', md: 'auto 1000px' } },
    });
  });
});
