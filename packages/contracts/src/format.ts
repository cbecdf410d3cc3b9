/**
 * Whole amounts with thousands separators and the currency sign in front, as en-GB writes pounds
 * ("£3,500") and en-US dollars ("$145"). Not `Intl.NumberFormat`: the first one a page creates
 * costs 20-30 ms (80-120 ms on a 4x slower phone), and the route table formats its prices as the
 * page's first script starts.
 */
function wholeAmount(sign: string, amount: number): string {
  return `${amount < 0 ? '-' : ''}${sign}${formatCount(Math.abs(amount))}`;
}

/** A whole number grouped by thousands, as en-GB writes it ("1,000"). */
export function formatCount(count: number): string {
  const digits = String(Math.round(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${count <= -0.5 ? '-' : ''}${digits}`;
}

/** Prices on the product pages: pounds, no pence ("£3,500"). */
export function formatGbp(amount: number): string {
  return wholeAmount('£', amount);
}

/** Developers' rates are in dollars (spec section 2). */
export function formatUsd(amount: number): string {
  return wholeAmount('$', amount);
}

/** "Power Apps development tailored..." cut at the limit on a word boundary, with an ellipsis. */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}
