/** @jest-environment node */

import { CacheProvider } from '@emotion/react';
import { Box } from '@mui/material';
import { renderToString } from 'react-dom/server';
import { pageStyles } from './page-styles';

/** The CSS the server writes for one element styled with `sx`, as a page's head carries it. */
function headCssOf(sx: Record<string, string>): string {
  const styles = pageStyles();
  const markup = renderToString(
    <CacheProvider value={styles.cache}>
      <Box sx={sx} />
    </CacheProvider>,
  );
  return styles.styleElements(markup).head;
}

describe("a page's emotion CSS", () => {
  it('writes flex, transition and transform as authored, without the prefixes of browsers from 2015', () => {
    const css = headCssOf({ display: 'flex', alignItems: 'center', transition: 'opacity 1s', transform: 'none' });
    expect(css).toContain('{display:flex;align-items:center;transition:opacity 1s;transform:none;}');
    expect(css).not.toMatch(/-(webkit|ms|moz)-/);
  });

  it('prefixes what Safari still reads only with -webkit-', () => {
    const css = headCssOf({ userSelect: 'none', backdropFilter: 'blur(6px)' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px);');
  });
});
