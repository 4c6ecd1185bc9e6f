// What a benchmark hands the runner: table rows, each a figure with the ratio it is judged by.

/** One line of the results table. */
export interface Row {
  /** The benchmark, e.g. `GET + JSON, sequential`. */
  readonly benchmark: string;
  /** What this row measures, e.g. `baykit` or `token requests, ebay-api`. */
  readonly subject: string;
  /** The measured figure as printed, e.g. `9 120 calls/s`. */
  readonly value: string;
  /** The ratio the target is about, with what it is relative to, e.g. `1.12 × raw floor`. */
  readonly ratio?: string;
  /** The target, e.g. `≤ 1.25 × raw floor`; absent for reference rows. */
  readonly target?: string;
  /** Whether the target is met; `pending` when the thing measured does not exist yet. */
  readonly met?: boolean | 'pending';
  /** The raw numbers behind the row, for the JSON file. */
  readonly data?: Readonly<Record<string, number | string | null>>;
}

/** A benchmark module's entry point. */
export type Benchmark = () => Promise<Row[]>;

/** `1.23 × what` with two decimals. */
export function times(ratio: number, what: string): string {
  return `${ratio.toFixed(2)} × ${what}`;
}

/** A number with thin grouping, e.g. `12 345`. */
export function num(value: number, digits = 0): string {
  return value
    .toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    .replace(/,/g, ' ');
}

/** The rows as a markdown table. */
export function markdownTable(rows: readonly Row[]): string {
  const cell = (s: string | undefined): string => (s ?? '').replace(/\|/g, '\\|');
  const met = (m: Row['met']): string => (m === undefined ? '' : m === 'pending' ? 'pending' : m ? 'yes' : '**no**');
  const lines = ['| benchmark | subject | measured | ratio | target | met? |', '|---|---|---|---|---|---|'];
  for (const r of rows) {
    lines.push(
      `| ${cell(r.benchmark)} | ${cell(r.subject)} | ${cell(r.value)} | ${cell(r.ratio)} | ${cell(r.target)} | ${met(r.met)} |`,
    );
  }
  return lines.join('\n');
}
