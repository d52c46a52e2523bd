import type { BenchResult } from './bench-result';

const COLUMNS = ['benchmark', 'target', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'vs baseline'] as const;

function cells(result: BenchResult): string[] {
  const comparison = result.comparison
    ? `${result.comparison.ratio.toFixed(2)} of ${result.comparison.baseline} (goal ${result.comparison.goal})`
    : '';
  return [
    result.benchmark,
    result.target,
    result.requestsPerSecond.toFixed(0),
    result.p99Ms.toFixed(0),
    String(result.non2xx),
    String(result.errors),
    comparison,
  ];
}

/** A plain-text table, readable in a terminal and pasteable into docs/performance.md as is. */
export function formatSummary(results: readonly BenchResult[]): string {
  const rows = [[...COLUMNS], ...results.map(cells)];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

/** `BENCH <name>: <ratio> (goal <goal>)`, one line per target measured against a baseline: what CI and people grep for. */
export function benchLines(results: readonly BenchResult[]): string[] {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return results.flatMap(({ benchmark, target, comparison }) =>
    comparison ? [`BENCH ${comparison.name ?? slug(`${benchmark} ${target}`)}: ${comparison.ratio.toFixed(2)} (goal ${comparison.goal})`] : [],
  );
}
