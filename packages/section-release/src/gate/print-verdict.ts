import type { BudgetRow, BudgetVerdict } from '@site/contracts/release-files';

function shown(value: number | null, unit: BudgetRow['unit']): string {
  if (value === null) return '-';
  if (unit === 'bytes') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return String(value);
}

function where(row: BudgetRow): string {
  return [row.island && `island ${row.island}`, row.route, row.scheme].filter(Boolean).join(' ');
}

/** The verdict as the release command prints it: every number, then each OVER with its reason. */
export function verdictLines(verdict: BudgetVerdict): string[] {
  const header = ['measure', 'where', 'serving', 'candidate', 'budget', 'growth ok', 'status'];
  const table = verdict.rows.map((row) => [
    row.measure,
    where(row),
    shown(row.serving, row.unit),
    shown(row.candidate, row.unit),
    shown(row.budget, row.unit),
    `${Math.round(row.allowedGrowth * 100)} %`,
    row.status,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`;
  const over = verdict.rows.filter((row) => row.status === 'OVER');
  const lines = [
    `budget gate: ${verdict.section} ${verdict.build} beside the serving ${verdict.serving}, measured in ${verdict.seconds} s`,
    line(header),
    ...table.map(line),
  ];
  for (const row of over) lines.push(`OVER: ${row.measure} ${where(row)}: ${row.reason}`);
  if (verdict.visual) {
    lines.push(
      `visual baselines: ${verdict.visual.passed ? 'PASS' : 'OVER'} (${verdict.visual.captured} screenshots in ${verdict.visual.seconds} s)`,
    );
    for (const difference of verdict.visual.differences) {
      lines.push(
        `OVER: visual ${difference.route} ${difference.viewport} ${difference.scheme}: ${difference.reason}, ${difference.diffPixels} pixels (${(difference.ratio * 100).toFixed(2)} %)${difference.diffImage ? `, ${difference.diffImage}` : ''}`,
      );
    }
  } else if (verdict.visualNotRun) lines.push(`visual baselines: not run (${verdict.visualNotRun})`);
  lines.push(
    verdict.accepted
      ? 'budget gate: PASS'
      : `budget gate: REFUSED (${over.length + (verdict.visual?.passed === false ? 1 : 0)} over)`,
  );
  return lines;
}
