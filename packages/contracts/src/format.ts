/** Prices on the product pages: pounds, en-GB, no pence for whole amounts ("£3,500"). */
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
/** Developers' rates are in dollars (spec section 2). */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatGbp(amount: number): string {
  return GBP.format(amount);
}

export function formatUsd(amount: number): string {
  return USD.format(amount);
}

/** "Power Apps development tailored..." cut at the limit on a word boundary, with an ellipsis. */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}
