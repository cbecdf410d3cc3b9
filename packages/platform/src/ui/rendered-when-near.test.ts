import { OFFSCREEN_PARTS_VARIABLE, renderedWhenNear } from './rendered-when-near';

describe('renderedWhenNear', () => {
  it('skips a part far from the viewport unless the page draws every part, and estimates its height per breakpoint', () => {
    expect(renderedWhenNear({ xs: 1500, md: 1000 })).toEqual({
      contentVisibility: `var(${OFFSCREEN_PARTS_VARIABLE}, auto)`,
      containIntrinsicBlockSize: { xs: 'auto 1500px', md: 'auto 1000px' },
    });
  });
});
