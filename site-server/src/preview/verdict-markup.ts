import type { BudgetRow, BudgetVerdict } from '@site/contracts/release-files';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function shown(value: number | null, unit: BudgetRow['unit']): string {
  if (value === null) return '-';
  if (unit === 'bytes') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return String(value);
}

const CELL = 'padding:1px 6px;text-align:left;border-bottom:1px solid rgba(255,255,255,.2)';

function row(cells: string[], tag: 'td' | 'th' = 'td'): string {
  return `<tr>${cells.map((cell) => `<${tag} style="${CELL}">${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
}

/**
 * The budget gate's verdict on the previewed build, in the preview's banner: its outcome at once,
 * every number (serving, candidate, budget, status) when opened, each difference of the visual
 * baselines with its diff image's file. Nothing when the release command wrote no verdict.
 */
export function verdictMarkup(verdict: BudgetVerdict | undefined): string {
  if (!verdict) return '';
  const over = verdict.rows.filter((entry) => entry.status === 'OVER');
  const differences = verdict.visual?.differences ?? [];
  const outcome = verdict.skipped
    ? `budget gate skipped (${verdict.skipped})`
    : verdict.accepted
      ? `budget gate: PASS (${verdict.rows.length} numbers, ${verdict.seconds} s)`
      : `budget gate: REFUSED, ${over.length + differences.length} over`;
  const rows = verdict.rows.map((entry) =>
    row([
      entry.measure,
      [entry.island && `island ${entry.island}`, entry.route, entry.scheme].filter(Boolean).join(' '),
      shown(entry.serving, entry.unit),
      shown(entry.candidate, entry.unit),
      shown(entry.budget, entry.unit),
      entry.status,
      entry.reason ?? '',
    ]),
  );
  const visual = differences.map((difference) =>
    row([
      'visual',
      `${difference.route} ${difference.viewport} ${difference.scheme}`,
      '',
      `${difference.diffPixels} px`,
      '',
      'OVER',
      `${difference.reason}${difference.diffImage ? `: ${difference.diffImage}` : ''}`,
    ]),
  );
  return (
    `<details data-budget-verdict="${verdict.accepted ? 'pass' : 'refused'}" style="margin-top:4px">` +
    `<summary>${escapeHtml(outcome)}</summary>` +
    '<div style="max-height:50vh;overflow:auto"><table style="border-collapse:collapse;font-size:12px">' +
    row(['measure', 'where', 'serving', 'candidate', 'budget', 'status', 'reason'], 'th') +
    rows.join('') +
    visual.join('') +
    '</table></div></details>'
  );
}
