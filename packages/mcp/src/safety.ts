/**
 * What a call can do to the account, from the operation's data (HTTP method, operation or call name): `read`
 * changes nothing; `write` changes something that can be changed back; `money` moves money or cannot be undone
 * (orders, bids, refunds, shipping labels, publishing or ending listings, deleting things). The rules are here
 * once and tested against an explicit list (test/safety.test.ts); docs: README.md#safety.
 */
export type Risk = 'read' | 'write' | 'money';

/** REST operations sent with POST or PUT that only read (searches, lookups, estimates, suggestions, checks). */
const REST_READ = /^(get|bulkGet|search|find|check|suggest|translate)([A-Z]|$)/;

/**
 * REST operations that move money or cannot be undone, by the verb they start with or a word they hold. Wide on
 * purpose: a confirmation too many costs a click, one too few can cost money. A message to a buyer (`send…`) cannot
 * be taken back (and is what a misled agent would send), nor can a decision on a return or a cancellation.
 */
const REST_MONEY_VERB =
  /^(place|issue|publish|bulkPublish|delete|bulkDelete|withdraw|end|cancel|bulkCancel|close|void|escalate|appeal|accept|approve|contest|leaveFeedback|respondToFeedback|sendOffer|launch|registerClient|createSigningKey|createFromShippingQuote|updatePaymentInfo|confirmPackage|bulkConfirmPackages|updatePayoutPercentage|send|reject|processReturnRequest)/;
const REST_MONEY_WORD = /Refund|ShippingLabel/;

/** Trading calls that only read. */
const TRADING_READ = /^(Get|Verify|Validate)/;

/**
 * Trading calls that move money or cannot be undone: listings (fees), bids and offers, invoices, ends, deletes,
 * feedback (CompleteSale leaves it too, and marks an order paid), messages to other members.
 */
const TRADING_MONEY = new Set([
  'AddFixedPriceItem',
  'AddItem',
  'AddItems',
  'AddMemberMessageAAQToPartner',
  'AddMemberMessageRTQ',
  'AddMemberMessagesAAQToBidder',
  'AddOrder',
  'AddSecondChanceItem',
  'CompleteSale',
  'EndFixedPriceItem',
  'EndItem',
  'EndItems',
  'LeaveFeedback',
  'PlaceOffer',
  'RelistFixedPriceItem',
  'RelistItem',
  'RespondToBestOffer',
  'RespondToFeedback',
  'RevokeToken',
  'SellerReverseDispute',
  'SendInvoice',
  'SetPromotionalSale',
  'VeROReportItems',
]);

/** The risk of a REST operation, from its HTTP method and operation id. */
export function restRisk(method: string, operationId: string): Risk {
  if (REST_MONEY_VERB.test(operationId) || REST_MONEY_WORD.test(operationId)) {
    // A lookup that names money (`getPaymentDispute`, `getReturnEstimate`) only reads it.
    if (method === 'GET' || REST_READ.test(operationId)) return 'read';
    return 'money';
  }
  if (method === 'DELETE') return 'money';
  if (method === 'GET' || REST_READ.test(operationId)) return 'read';
  return 'write';
}

/** The risk of a Trading call, from its name. */
export function tradingRisk(call: string): Risk {
  if (TRADING_MONEY.has(call) || /^(Delete|End)/.test(call)) return 'money';
  // FetchToken and GeteBayOfficialTime read too; GetSessionID starts a sign-in and changes nothing.
  if (TRADING_READ.test(call) || call === 'FetchToken' || call === 'GeteBayOfficialTime') return 'read';
  return 'write';
}

/** One amount of money a call's arguments name. */
export interface Amount {
  readonly value: number;
  readonly currency: string;
  /** Where it is in the arguments (`body.orderLevelRefundAmount`, `Offer.MaxBid`). */
  readonly at: string;
}

/** What a call's arguments say about the money it moves. */
export interface AmountsFound {
  /** Amounts with a currency: REST `{ value, currency }`, Trading `{ '@_currencyID', '#value' }`. */
  readonly amounts: readonly Amount[];
  /** Fields that read as money (a price, an amount, a bid) but carry no currency, as `at = value`: not counted. */
  readonly unclear: readonly string[];
  /**
   * Amounts that cannot be counted honestly, as `at: why`: a value that is not a plain decimal (`-60`, `1e3`,
   * `Infinity`, `0x10`), two currencies on one amount, or arguments nested past MAX_DEPTH. A money call with one
   * is refused (the gate), as it could hide what it moves from the cap and from the confirmation.
   */
  readonly invalid: readonly string[];
}

const MONEY_FIELD = /(price|amount|bid|cost|fee|refund|total)$/i;
/** Keys that hold an amount's currency and its value, in REST (`currency`, `value`) and Trading (attribute, text). */
const CURRENCY_KEY = /^(currency|@_currencyID|currencyID)$/i;
const VALUE_KEY = /^(value|#value)$/i;
/** An amount as eBay writes one: digits, optionally a point and more digits. Nothing else is counted. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
/** Deeper than eBay's bodies go; a deeper argument is not searched further (and its amounts are invalid). */
const MAX_DEPTH = 24;
/** Most characters of a value quoted in a finding (the confirmation form shows them). */
const QUOTE = 40;

const quote = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > QUOTE ? `${text.slice(0, QUOTE)}…` : text;
};

/**
 * `at.name`, or `at["…"]` quoted and cut for a name that is not a plain field name: a path is shown in the
 * confirmation, and a key the model wrote must not read as a line of its own (`x) Amount: 0.01 USD (`).
 */
const step = (at: string, name: string): string =>
  /^[A-Za-z0-9_@#$-]{1,64}$/.test(name) ? (at ? `${at}.${name}` : name) : `${at}[${quote(name)}]`;

/** A value of an amount as a non-negative finite number, or undefined when it is not a plain decimal. */
function plainAmount(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== 'string' || !PLAIN_DECIMAL.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Every amount of money in a call's arguments (body, query, Trading fields). Every key of an object is looked at,
 * an amount's too (a second value or a nested amount beside the first is counted, not skipped), and only plain
 * non-negative decimals count: anything else is `invalid`, so a negative amount cannot make room under the cap.
 */
export function amountsIn(value: unknown): AmountsFound {
  const amounts: Amount[] = [];
  const unclear: string[] = [];
  const invalid: string[] = [];
  const visit = (node: unknown, at: string, key: string, depth: number): void => {
    if (depth > MAX_DEPTH) {
      invalid.push(`${at}: nested deeper than ${MAX_DEPTH} levels`);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${at}[${i}]`, key, depth + 1));
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
        else if (currencies.size === 1) amounts.push({ value: number, currency, at });
      }
      for (const [name, child] of entries)
        if (!VALUE_KEY.test(name) && !CURRENCY_KEY.test(name)) visit(child, step(at, name), name, depth + 1);
      return;
    }
    if ((typeof node === 'string' || typeof node === 'number') && MONEY_FIELD.test(key) && node !== '')
      unclear.push(`${at} = ${quote(node)}`);
  };
  visit(value, '', '', 0);
  return { amounts, unclear, invalid };
}

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
      return `This call moves ${total.toFixed(2)} ${cap.currency}; with ${this.#spent.toFixed(2)} already spent, that is over the spend cap of ${cap.value.toFixed(2)} ${cap.currency} (--spend-cap). Restart the server with a higher cap to allow it.`;
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
