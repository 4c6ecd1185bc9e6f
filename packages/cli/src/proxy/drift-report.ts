import { formatDrift, type Drift } from '@baykit/emulator/contract';

/** One distinct difference in the summary, with how many exchanges showed it. */
export interface DriftTally extends Drift {
  count: number;
}

/** What `baykit proxy` prints at exit (`--json`: as JSON). */
export interface ProxySummary {
  /** `production`, `sandbox`, or the loopback upstream's origin. */
  upstream: string;
  exchanges: number;
  /** Exchanges the upstream gave no answer to (the app got a 502 from the relay). */
  failed: number;
  /** Exchanges per operation (`METHOD /path` for one no contract knows). */
  operations: Record<string, number>;
  /** How many differences of each kind, counting every exchange. */
  kinds: Record<string, number>;
  /** Each distinct difference (operation, side, kind and path), first seen first. */
  drift: DriftTally[];
  /** The cassette written, and how many exchanges it holds. */
  cassette?: { path: string; exchanges: number };
}

/** Adds up exchanges and their drift for the summary. */
export class DriftLedger {
  readonly #operations = new Map<string, number>();
  readonly #kinds = new Map<string, number>();
  readonly #distinct = new Map<string, DriftTally>();
  #exchanges = 0;
  #failed = 0;

  /** Counts one exchange of `operation` and its differences. */
  add(operation: string, drift: readonly Drift[]): void {
    this.#exchanges++;
    this.#operations.set(operation, (this.#operations.get(operation) ?? 0) + 1);
    for (const one of drift) {
      this.#kinds.set(one.kind, (this.#kinds.get(one.kind) ?? 0) + 1);
      const key = [one.operation, one.side, one.kind, one.path].join('\u0000');
      const known = this.#distinct.get(key);
      if (known) known.count++;
      else this.#distinct.set(key, { ...one, count: 1 });
    }
  }

  /** Counts an exchange the upstream never answered. */
  failed(): void {
    this.#exchanges++;
    this.#failed++;
  }

  summary(upstream: string, cassette?: ProxySummary['cassette']): ProxySummary {
    return {
      upstream,
      exchanges: this.#exchanges,
      failed: this.#failed,
      operations: Object.fromEntries(this.#operations),
      kinds: Object.fromEntries(this.#kinds),
      drift: [...this.#distinct.values()],
      ...(cassette ? { cassette } : {}),
    };
  }
}

/** The summary as text: totals, then each distinct difference on one line with its count. */
export function summaryText(summary: ProxySummary): string {
  const lines = [
    `baykit proxy: ${summary.exchanges} exchange(s) with ${summary.upstream}, ${summary.failed} unanswered, ${summary.drift.length} distinct difference(s) from the contracts.`,
  ];
  const kinds = Object.entries(summary.kinds).map(([kind, count]) => `${kind} ${count}`);
  if (kinds.length > 0) lines.push(`  by kind: ${kinds.join(', ')}`);
  for (const drift of summary.drift) lines.push(`  ${drift.count}×  ${formatDrift(drift)}`);
  if (summary.cassette) lines.push(`  recorded ${summary.cassette.exchanges} exchange(s) in ${summary.cassette.path}`);
  return `${lines.join('\n')}\n`;
}
