const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * Time left until `expiresAtIso` for the token panel: `12 d 4 h`, `1 h 59 min`, `4 min 03 s`, `42 s`,
 * `expired`, or `unknown` when there is no (valid) time.
 */
export function countdown(expiresAtIso: string | undefined, nowMs: number): string {
  const expiresAt = expiresAtIso === undefined ? Number.NaN : Date.parse(expiresAtIso);
  if (!Number.isFinite(expiresAt) || !Number.isFinite(nowMs)) return 'unknown';
  const left = expiresAt - nowMs;
  // Whole seconds, rounded down: a token never shows more time than it has.
  if (left < SECOND) return 'expired';
  if (left >= DAY) return `${Math.floor(left / DAY)} d ${Math.floor((left % DAY) / HOUR)} h`;
  if (left >= HOUR) return `${Math.floor(left / HOUR)} h ${Math.floor((left % HOUR) / MINUTE)} min`;
  if (left >= MINUTE) return `${Math.floor(left / MINUTE)} min ${two(Math.floor((left % MINUTE) / SECOND))} s`;
  return `${Math.floor(left / SECOND)} s`;
}

/** A call's duration: `312 ms`, `1.24 s`, `2 min 05 s`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '–';
  if (Math.round(ms) < SECOND) return `${Math.round(ms)} ms`;
  // 59.996 s would print as "60.00 s": switch to minutes where the rounding would.
  if (Math.round(ms / 10) * 10 < MINUTE) return `${(ms / SECOND).toFixed(2)} s`;
  const seconds = Math.round(ms / SECOND);
  return `${Math.floor(seconds / 60)} min ${two(seconds % 60)} s`;
}

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** A size for people: `512 B`, `1.5 KB`, `312 KB`, `2.4 MB` (1 KB = 1024 B). */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '–';
  if (n < 1024) return `${Math.round(n)} B`;
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // One decimal while it still says something (1.5 KB), none once the number is large (312 KB).
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${shown} ${UNITS[unit]}`;
}
