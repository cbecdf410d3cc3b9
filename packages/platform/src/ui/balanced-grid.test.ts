import { atEachBreakpoint, balancedItemSize, leadItemSize } from './balanced-grid';

/** The number of cards in each row of a grid of 12 columns, the cards taking these sizes in order. */
function rows(sizes: number[]): number[] {
  const counts: number[] = [];
  let used = 12;
  for (const size of sizes) {
    if (used + size > 12) {
      counts.push(0);
      used = 0;
    }
    used += size;
    counts[counts.length - 1] = (counts.at(-1) ?? 0) + 1;
  }
  return counts;
}

function layout(count: number, columns: 2 | 3 | 4): number[] {
  const size = 12 / columns;
  const lead = leadItemSize({ xs: size }, count).xs;
  return rows(Array.from({ length: count }, (_, index) => (index === 0 ? lead : size)));
}

describe('a balanced grid', () => {
  it.each([2, 3, 4] as const)('never ends a grid of %i columns with a lonely card', (columns) => {
    for (let count = 2; count <= 25; count += 1) {
      const shape = layout(count, columns);
      expect({ count, last: shape.at(-1) === 1 && shape.length > 1 }).toEqual({ count, last: false });
    }
  });

  it('changes nothing where the cards already fill their rows, or stand in one column', () => {
    expect(leadItemSize({ xs: 4 }, 6)).toEqual({ xs: 4, sm: 4, md: 4, lg: 4, xl: 4 });
    expect(leadItemSize({ xs: 12 }, 7).xs).toBe(12);
    expect(leadItemSize({ xs: 4 }, 1).xs).toBe(4);
  });

  it('decides per breakpoint, with the cards each breakpoint shows', () => {
    // Seven services: one column on phones, two from sm, three from lg.
    expect(leadItemSize({ xs: 12, sm: 6, lg: 4 }, 7)).toEqual({ xs: 12, sm: 12, md: 12, lg: 8, xl: 8 });
    const shown = { xs: 3, sm: 4, md: 4, lg: 6, xl: 6 };
    expect(leadItemSize({ xs: 12, sm: 6, lg: 4 }, shown)).toEqual({ xs: 12, sm: 6, md: 6, lg: 4, xl: 4 });
  });

  it("gives a first card no wider than the others the others' very size, so it renders with their class", () => {
    const cell = { xs: 12, sm: 6, md: 4 };
    expect(balancedItemSize(cell, 12, 0)).toBe(cell);
    expect(balancedItemSize(cell, 12, 5)).toBe(cell);
    expect(balancedItemSize(cell, 10, 0)).toEqual({ xs: 12, sm: 6, md: 8, lg: 8, xl: 8 });
  });

  it('fills in the breakpoints not given from the one below', () => {
    expect(atEachBreakpoint({ xs: 12, md: 6 })).toEqual({ xs: 12, sm: 12, md: 6, lg: 6, xl: 6 });
  });
});
