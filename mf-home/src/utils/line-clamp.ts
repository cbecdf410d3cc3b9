/** Cuts a text block at a number of lines with an ellipsis; the whole text stays in the page. */
export function lineClamp(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  } as const;
}
