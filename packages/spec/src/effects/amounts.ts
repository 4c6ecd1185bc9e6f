/** One amount of money a call's arguments name, as much as it commits (times the quantity beside it). */
export interface Amount {
  readonly value: number;
  readonly currency: string;
  /** Where it is in the arguments (`body.orderLevelRefundAmount`, `Offer.MaxBid`), and `× Quantity` when multiplied. */
  readonly at: string;
}

/** What a call's arguments say about money. */
export interface AmountsFound {
  /** Amounts with a currency: REST `{ value, currency }`, Trading `{ '@_currencyID', '#value' }`. */
  readonly amounts: readonly Amount[];
  /** Fields that read as money (a price, an amount, a bid) but carry no currency, as `at = value`: not counted. */
  readonly unclear: readonly string[];
  /**
   * Amounts that cannot be counted honestly, as `at: why`: a value that is not a plain decimal (`-60`, `1e3`,
   * `Infinity`, `0x10`), two currencies on one amount, a quantity beside it that is not a whole number, or arguments
   * nested past MAX_DEPTH. A call that spends and has one is refused, as it could hide what it commits.
   */
  readonly invalid: readonly string[];
}

const MONEY_FIELD = /(price|amount|bid|cost|fee|refund|total|budget)$/i;
/** Keys that hold an amount's currency and its value, in REST (`currency`, `value`) and Trading (attribute, text). */
const CURRENCY_KEY = /^(currency|@_currencyID|currencyID)$/i;
const VALUE_KEY = /^(value|#value)$/i;
/** The key of how many units an amount is for, beside the amount (`Offer.Quantity` next to `Offer.MaxBid`). */
const QUANTITY_KEY = /^quantity$/i;
/** An amount as eBay writes one: digits, optionally a point and more digits. Nothing else is counted. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE_NUMBER = /^\d{1,9}$/;
/** Deeper than eBay's bodies go; a deeper argument is not searched further (and its amounts are invalid). */
export const MAX_DEPTH = 24;
/** Most characters of a value quoted in a finding (a confirmation form shows them). */
const QUOTE = 40;

/** A value as a confirmation quotes it: JSON, cut at 40 characters. */
export const quote = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > QUOTE ? `${text.slice(0, QUOTE)}…` : text;
};

/**
 * `at.name`, or `at["…"]` quoted and cut for a name that is not a plain field name: a path is shown in a
 * confirmation, and a key the caller wrote must not read as a line of its own (`x) Amount: 0.01 USD (`).
 */
export const step = (at: string, name: string): string =>
  /^[A-Za-z0-9_@#$-]{1,64}$/.test(name) ? (at ? `${at}.${name}` : name) : `${at}[${quote(name)}]`;

/** A value of an amount as a non-negative finite number, or undefined when it is not a plain decimal. */
export function plainAmount(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== 'string' || !PLAIN_DECIMAL.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : undefined;
}

/** A quantity as a whole number of at least 1, or undefined when it is not one. */
export function wholeQuantity(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!WHOLE_NUMBER.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/**
 * Every amount of money in a call's arguments (body, query, Trading fields), each times the quantity beside it
 * (`Offer.MaxBid` 10 USD with `Offer.Quantity` 100 commits 1000 USD). Every key of an object is looked at, an
 * amount's too (a second value or a nested amount beside the first is counted, not skipped), and only plain
 * non-negative decimals count: anything else is `invalid`, so a negative amount cannot make room under a cap.
 */
export function amountsIn(value: unknown): AmountsFound {
  const amounts: Amount[] = [];
  const unclear: string[] = [];
  const invalid: string[] = [];
  const visit = (node: unknown, at: string, key: string, depth: number, quantity: QuantityBeside): void => {
    if (depth > MAX_DEPTH) {
      invalid.push(`${at}: nested deeper than ${MAX_DEPTH} levels`);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${at}[${i}]`, key, depth + 1, quantity));
      return;
    }
    if (typeof node === 'object' && node !== null) {
      const entries = Object.entries(node as Record<string, unknown>);
      const currencies = new Set(
        entries
          .filter(([k, v]) => CURRENCY_KEY.test(k) && typeof v === 'string')
          .map(([, v]) => (v as string).trim().toUpperCase()),
      );
      const values = entries.filter(([k]) => VALUE_KEY.test(k));
      if (currencies.size > 1) invalid.push(`${at}: two currencies (${[...currencies].join(', ')}) on one amount`);
      const currency = currencies.size === 1 ? [...currencies][0] : undefined;
      for (const [k, raw] of values) {
        if (currency === undefined) {
          if (MONEY_FIELD.test(key) && raw !== '' && raw !== null) unclear.push(`${at} = ${quote(raw)}`);
          continue;
        }
        const number = plainAmount(raw);
        if (number === undefined) invalid.push(`${step(at, k)}: ${quote(raw)} is not a plain decimal amount`);
        else if (quantity.invalid) invalid.push(`${quantity.at}: ${quantity.invalid}`);
        else if (quantity.count !== undefined && quantity.count !== 1)
          amounts.push({ value: number * quantity.count, currency, at: `${at} × ${quantity.at} ${quantity.count}` });
        else amounts.push({ value: number, currency, at });
      }
      // The quantity beside this object's fields: an amount among them is for that many units.
      const besides = entries.filter(([k]) => QUANTITY_KEY.test(k));
      const inner = besides.length > 0 ? quantityOf(besides, at) : NO_QUANTITY;
      // An amount is an object with a value: the quantity beside it counts for it and for what it holds. Any other
      // object (`Offer`, even with a currency attribute of its own) passes the quantity among its fields to them.
      for (const [name, child] of entries)
        if (!VALUE_KEY.test(name) && !CURRENCY_KEY.test(name))
          visit(child, step(at, name), name, depth + 1, values.length > 0 ? quantity : inner);
      return;
    }
    // A money-named field with digits in it (`StartPrice: "900.00"`); a code such as `reasonForRefund: "BUYER_CANCEL"` is not money.
    if ((typeof node === 'string' || typeof node === 'number') && MONEY_FIELD.test(key) && /\d/.test(String(node)))
      unclear.push(`${at} = ${quote(node)}`);
  };
  visit(value, '', '', 0, NO_QUANTITY);
  return { amounts, unclear, invalid };
}

/** The quantity an amount is for: none (1), a count, or why it cannot be counted. */
interface QuantityBeside {
  readonly at: string;
  readonly count?: number;
  readonly invalid?: string;
}

const NO_QUANTITY: QuantityBeside = { at: '' };

function quantityOf(besides: readonly [string, unknown][], at: string): QuantityBeside {
  const [name, raw] = besides[0] as [string, unknown];
  const where = step(at, name);
  if (besides.length > 1) return { at: where, invalid: 'two quantities beside one amount' };
  const count = wholeQuantity(raw);
  return count === undefined ? { at: where, invalid: `${quote(raw)} is not a whole quantity` } : { at: where, count };
}

/**
 * Characters that change how a line reads without showing themselves: line and paragraph separators (a client may
 * break a line there, so a value could start a line of its own), bidirectional controls (they reorder what is shown)
 * and zero-width ones.
 */
const INVISIBLE = /[\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** `text` with every invisible or reordering character written as `\u…`: what a confirmation shows is what it is. */
export function visible(text: string): string {
  return text.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
