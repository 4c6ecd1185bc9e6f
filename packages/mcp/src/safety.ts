import type { AmountsFound } from '@baykit/spec/effects';

/** `--spend-cap 50 USD`: the most money the server lets calls move, in total, while it runs. */
export interface SpendCap {
  readonly value: number;
  readonly currency: string;
}

/** Parses `<amount> <currency>` (`50 USD`, `49.99 eur`); a RangeError saying what to write otherwise. */
export function parseSpendCap(text: string): SpendCap {
  const match = /^\s*(\d+(?:\.\d{1,2})?)\s*([A-Za-z]{3})\s*$/.exec(text);
  if (!match) throw new RangeError(`--spend-cap takes an amount and a currency code, as in "50 USD", not "${text}".`);
  return { value: Number(match[1]), currency: (match[2] as string).toUpperCase() };
}

/** The money moved so far under a cap, and the check of the next call against it. */
export class SpendLedger {
  #spent = 0;
  constructor(readonly cap: SpendCap | undefined) {}

  /** Money sent so far, in the cap's currency. */
  get spent(): number {
    return this.#spent;
  }

  /**
   * Why the call must be refused (over the cap, or in another currency than the cap's), or undefined when it fits
   * or when there is no cap. Amounts the call does not state are judged by the caller (a confirmation).
   */
  refusal(found: AmountsFound): string | undefined {
    const cap = this.cap;
    if (!cap) return undefined;
    const other = found.amounts.find((a) => a.currency !== cap.currency);
    if (other)
      return `The spend cap is in ${cap.currency}; this call names ${other.value} ${other.currency}, which baykit cannot compare. Restart the server with a cap in ${other.currency} to allow it.`;
    const total = found.amounts.reduce((sum, a) => sum + a.value, 0);
    if (this.#spent + total > cap.value)
      return `This call commits ${total.toFixed(2)} ${cap.currency}; with ${this.#spent.toFixed(2)} already committed, that is over the spend cap of ${cap.value.toFixed(2)} ${cap.currency} (--spend-cap). Restart the server with a higher cap to allow it.`;
    return undefined;
  }

  /**
   * Counts a call's amounts as spent, when it is admitted (before it is sent): two calls confirmed at the same time
   * cannot both fit under what is left of the cap.
   */
  reserve(found: AmountsFound): void {
    this.#spent += this.#inCap(found);
  }

  /** Gives back a call's amounts when eBay refused it (a 4xx answer: nothing moved). */
  release(found: AmountsFound): void {
    this.#spent = Math.max(0, this.#spent - this.#inCap(found));
  }

  #inCap(found: AmountsFound): number {
    const cap = this.cap;
    if (!cap) return 0;
    return found.amounts.filter((a) => a.currency === cap.currency).reduce((sum, a) => sum + a.value, 0);
  }
}
