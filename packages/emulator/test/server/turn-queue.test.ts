import { describe, expect, it } from 'vitest';
import { TurnQueue } from '../../src/turn-queue.js';

/** A queue on a fake clock, whose turns the test runs by hand. */
function fakeTurns(budgetMs: number): { queue: TurnQueue; turns: (() => void)[]; advance(ms: number): void } {
  let now = 0;
  const turns: (() => void)[] = [];
  const queue = new TurnQueue({ budgetMs, now: () => now, defer: (run) => void turns.push(run) });
  return { queue, turns, advance: (ms) => void (now += ms) };
}

describe('TurnQueue', () => {
  it('runs queued work in arrival order, in slices of the budget per turn, the rest in later turns', () => {
    const { queue, turns, advance } = fakeTurns(2);
    const ran: number[] = [];
    for (let i = 0; i < 10; i++) queue.push(() => void (ran.push(i), advance(0.5)));
    expect(ran).toEqual([]);
    expect(turns).toHaveLength(1);
    turns.shift()!();
    // 0.5 ms each: four fit in a 2 ms slice.
    expect(ran).toEqual([0, 1, 2, 3]);
    expect(queue.size).toBe(6);
    turns.shift()!();
    turns.shift()!();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(turns).toHaveLength(0);
    expect(queue.size).toBe(0);
  });

  it('runs at least one job per turn, and work queued between turns joins the queue', () => {
    const { queue, turns, advance } = fakeTurns(2);
    const ran: string[] = [];
    queue.push(() => void (ran.push('slow'), advance(50)));
    queue.push(() => void ran.push('next'));
    turns.shift()!();
    expect(ran).toEqual(['slow']);
    queue.push(() => void ran.push('late'));
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(ran).toEqual(['slow', 'next', 'late']);
  });

  it('keeps going when a job throws', () => {
    const { queue, turns } = fakeTurns(2);
    const ran: string[] = [];
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      queue.push(() => {
        throw new Error('boom');
      });
      queue.push(() => void ran.push('after'));
      turns.shift()!();
    } finally {
      console.error = original;
    }
    expect(ran).toEqual(['after']);
    expect(errors).toHaveLength(1);
  });
});
