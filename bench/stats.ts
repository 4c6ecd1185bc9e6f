// The one way every benchmark times things: a warm-up, then several rounds with the contenders interleaved
// (so drift on a shared machine hits them alike), reporting the median of the rounds as operations per second.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number): number => sorted[i] ?? NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** Operations per second for `count` operations that took `ms` milliseconds. */
export function opsPerSecond(count: number, ms: number): number {
  return (count * 1000) / ms;
}

/** One contender: a name and one round of work that performs `ops` operations. */
export interface Contender<N extends string = string> {
  readonly name: N;
  readonly round: () => Promise<void> | void;
}

/**
 * Runs `warmup` untimed rounds, then `rounds` timed rounds of every contender in turn (the order rotates each
 * round), and returns each contender's median ops/s, each round performing `ops` operations.
 */
export async function compare<N extends string>(
  contenders: readonly Contender<N>[],
  options: { ops: number; rounds?: number; warmup?: number },
): Promise<Record<N, number>> {
  const rounds = options.rounds ?? 5;
  for (let w = 0; w < (options.warmup ?? 1); w++) for (const c of contenders) await c.round();
  const samples = contenders.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < contenders.length; i++) {
      const k = (i + r) % contenders.length;
      const started = performance.now();
      await contenders[k]?.round();
      samples[k]?.push(opsPerSecond(options.ops, performance.now() - started));
    }
  }
  return Object.fromEntries(contenders.map((c, k) => [c.name, median(samples[k] ?? [])])) as Record<N, number>;
}

/** Runs `task` `count` times with at most `concurrency` in flight. */
export async function pool(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}
