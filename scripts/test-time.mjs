// The one place tests take their time limits from. A limit is written as what an idle 2-core machine needs, with
// headroom; BAYKIT_TEST_TIME_SCALE (a positive number, default 1) multiplies every limit, so a slower or busier
// machine (CI beside other jobs, `npm run test:loaded`) raises them all at once instead of failing by luck.

/** Reads BAYKIT_TEST_TIME_SCALE: unset or empty is 1; anything but a positive finite number is an error. */
export function timeScale(value = process.env.BAYKIT_TEST_TIME_SCALE) {
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`BAYKIT_TEST_TIME_SCALE must be a positive number such as 1 or 2.5 (got "${value}")`);
  }
  return scale;
}

/** How much slower than an idle machine the tests may run: BAYKIT_TEST_TIME_SCALE, 1 by default. */
export const TIME_SCALE = timeScale();

/** A time limit in milliseconds, scaled by BAYKIT_TEST_TIME_SCALE. */
export function scaled(ms) {
  return Math.round(ms * TIME_SCALE);
}
