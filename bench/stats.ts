// The one way every benchmark times things: a warm-up, then several rounds with the contenders interleaved
// (so drift on a shared machine hits them alike), reporting the median of the rounds as operations per second.
// A ratio between two contenders is the median of their per-round ratios: in one round they ran seconds apart,
// so a slow spell of the machine (seconds long on this VM) scales both sides of a round's ratio alike, where
// a ratio of two medians can pair a fast round of one with a slow round of the other.

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

/** What {@link compare} measured: each contender's median ops/s, and paired ratios between contenders. */
export type Comparison<N extends string> = Record<N, number> & {
  /**
   * How many times `b`'s cost per operation `a`'s is (`a`'s ops/s over `b`'s, e.g. `ratio('floor', 'baykit')`
   * = baykit's cost in floor costs): the median over rounds of that round's ratio.
   */
  ratio(a: N, b: N): number;
  /**
   * The same from this process's CPU time (user + system, GC threads included) per operation: `b`'s CPU per
   * operation in `a`'s, the median over rounds. Where a contender's work is all in this process (the client
   * benchmarks' server runs in another one), it is the client's cost without the wait for the server.
   */
  cpuRatio(a: N, b: N): number;
};

/**
 * Runs `warmup` untimed rounds, then `rounds` timed rounds of every contender in turn (the order rotates each
 * round), each round performing `ops` operations; returns each contender's median ops/s and its paired ratios.
 */
export async function compare<N extends string>(
  contenders: readonly Contender<N>[],
  options: { ops: number; rounds?: number; warmup?: number },
): Promise<Comparison<N>> {
  const rounds = options.rounds ?? 5;
  for (let w = 0; w < (options.warmup ?? 1); w++) for (const c of contenders) await c.round();
  const samples = new Map<N, number[]>(contenders.map((c) => [c.name, []]));
  const cpu = new Map<N, number[]>(contenders.map((c) => [c.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < contenders.length; i++) {
      const contender = contenders[(i + r) % contenders.length];
      if (!contender) continue;
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      await contender.round();
      samples.get(contender.name)?.push(opsPerSecond(options.ops, performance.now() - started));
      const used = process.cpuUsage(cpuBefore);
      cpu.get(contender.name)?.push((used.user + used.system) / options.ops);
    }
  }
  const of = (name: N): number[] => samples.get(name) ?? [];
  const medians = Object.fromEntries(contenders.map((c) => [c.name, median(of(c.name))])) as Record<N, number>;
  return Object.assign(medians, {
    ratio: (a: N, b: N): number => median(of(a).map((value, round) => value / (of(b)[round] ?? NaN))),
    cpuRatio: (a: N, b: N): number => {
      const cpuOf = (name: N): number[] => cpu.get(name) ?? [];
      return median(cpuOf(b).map((value, round) => value / (cpuOf(a)[round] ?? NaN)));
    },
  });
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
