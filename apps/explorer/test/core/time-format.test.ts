import { describe, expect, it } from 'vitest';
import { countdown, formatBytes, formatDuration } from '../../src/core/time-format.js';

const now = Date.parse('2026-03-01T12:00:00.000Z');
const at = (ms: number): string => new Date(now + ms).toISOString();

describe('countdown', () => {
  it('counts hours and minutes, minutes and seconds, and seconds', () => {
    expect(countdown(at(7_199_000), now)).toBe('1 h 59 min');
    expect(countdown(at(2 * 3_600_000), now)).toBe('2 h 0 min');
    expect(countdown(at(4 * 60_000 + 3_000), now)).toBe('4 min 03 s');
    expect(countdown(at(4 * 60_000 + 3_999), now)).toBe('4 min 03 s');
    expect(countdown(at(42_000), now)).toBe('42 s');
  });

  it('counts days for long-lived refresh tokens', () => {
    expect(countdown(at(547 * 86_400_000 + 5 * 3_600_000), now)).toBe('547 d 5 h');
  });

  it('says expired at and after the time, and unknown without a valid time', () => {
    expect(countdown(at(0), now)).toBe('expired');
    expect(countdown(at(999), now)).toBe('expired');
    expect(countdown(at(-60_000), now)).toBe('expired');
    expect(countdown(undefined, now)).toBe('unknown');
    expect(countdown('not a date', now)).toBe('unknown');
  });
});

describe('formatDuration', () => {
  it('shows milliseconds below a second, seconds with two decimals, then minutes', () => {
    expect(formatDuration(312)).toBe('312 ms');
    expect(formatDuration(0.4)).toBe('0 ms');
    expect(formatDuration(999.7)).toBe('1.00 s');
    expect(formatDuration(1240)).toBe('1.24 s');
    expect(formatDuration(59_999)).toBe('1 min 00 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
    expect(formatDuration(Number.NaN)).toBe('–');
  });
});

describe('formatBytes', () => {
  it('uses B, KB, MB with one decimal for small numbers', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(312 * 1024 + 100)).toBe('312 KB');
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatBytes(-1)).toBe('–');
  });
});
