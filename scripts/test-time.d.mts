/** Reads BAYKIT_TEST_TIME_SCALE: unset or empty is 1; anything but a positive finite number is an error. */
export function timeScale(value?: string): number;

/** How much slower than an idle machine the tests may run: BAYKIT_TEST_TIME_SCALE, 1 by default. */
export const TIME_SCALE: number;

/** A time limit in milliseconds, scaled by BAYKIT_TEST_TIME_SCALE. */
export function scaled(ms: number): number;
