import { amountsIn, MAX_DEPTH, plainAmount, quote, wholeQuantity, type Amount, type AmountsFound } from './amounts.js';

/**
 * A call's arguments as tools pass them: REST `{ path, query, body, headers }`, or a Trading call's request fields
 * (`{ Item: { … } }`).
 */
export type CallArguments = unknown;

/** A new price or quantity of a live listing, as a call sets it (the current one is eBay's to tell). */
export interface PriceChange {
  /** What it applies to, as eBay names it: `offer 5000123010`, `SKU A-1`, `item 110553`. */
  readonly target: {
    readonly kind: 'offer' | 'sku' | 'item';
    readonly id: string;
    /** The Trading item a variation's SKU belongs to, or the Trading item a SKU names (`item` when the SKU is one). */
    readonly item?: string;
    /** Whose SKU it is: the Inventory API's, or a Trading listing's (read back through different calls). */
    readonly api: 'rest' | 'trading';
  };
  readonly price?: { readonly value: number; readonly currency: string };
  readonly quantity?: number;
  /** A price or quantity given in a form that cannot be read as one (quoted): shown, never left out. */
  readonly unreadable?: string;
}

/** What a call commits, read from its arguments in eBay's units. */
export interface Commitment {
  /** One line per consequence, in words: "up to 10000.00 USD a day until paused". */
  readonly lines: readonly string[];
  /** The money counted against a spend cap (a budget for its first day, a bid at its maximum, a refund at its total). */
  readonly money: AmountsFound;
  /** New prices and quantities of live listings. */
  readonly prices: readonly PriceChange[];
  /** Addresses outside eBay the call sends data to (URLs, email addresses). */
  readonly destinations: readonly string[];
}

type Reader = (args: Record<string, unknown>) => Partial<Commitment>;

const object = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
/** A field by a dotted path (`body.budget.daily.amount`), or undefined. */
const field = (root: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, name) => object(node)[name], root);
/**
 * Trading fields as the XML builder sends them: a one-item array is one element, and an object holding only its
 * text (`{ "#value": "…" }`) is that text. Readers then see what eBay receives, however the caller wrote it.
 */
function canonical(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value))
    return value.length === 1 ? canonical(value[0], depth + 1) : value.map((v) => canonical(v, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1 && entries[0]?.[0] === '#value') return canonical(entries[0][1], depth + 1);
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v, depth + 1)]));
}

/** Every value at a dotted path, through arrays at any step (`A.B` of `{ A: [{ B: 1 }, { B: 2 }] }` is 1 and 2). */
function valuesAt(root: unknown, path: string): unknown[] {
  let nodes = [root];
  for (const name of path.split('.'))
    nodes = nodes
      .flatMap((node) => list(node))
      .flatMap((node) => {
        const next = object(node)[name];
        return next === undefined ? [] : [next];
      });
  return nodes.flatMap((node) => list(node));
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * A REST `{ value, currency }` or Trading `{ '@_currencyID', '#value' }` amount, or undefined. Two values or two
 * currencies on one amount are not read (which one eBay takes is not this reader's to guess).
 */
function money(value: unknown): { value: number; currency: string } | undefined {
  const o = object(value);
  const values = ['value', '#value'].filter((k) => o[k] !== undefined).length;
  const currencies = ['currency', '@_currencyID', 'currencyID'].filter((k) => o[k] !== undefined).length;
  if (values > 1 || currencies > 1) return undefined;
  const currency = text(o.currency ?? o['@_currencyID'] ?? o.currencyID);
  const amount = plainAmount(o.value ?? o['#value']);
  return currency !== undefined && /^[A-Za-z]{3}$/.test(currency) && amount !== undefined
    ? { value: amount, currency: currency.toUpperCase() }
    : undefined;
}

/** A value as written, as JSON cut at 60 characters (a form shows it; one line, quotes escaped). */
const raw = (value: unknown): string => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 60)}…` : json;
};

const shown = (m: { value: number; currency: string }): string => `${m.value.toFixed(2)} ${m.currency}`;

/** A finding of exactly these amounts: what a reader counts, in place of the generic search. */
function counted(amounts: Amount[]): AmountsFound {
  return { amounts, unclear: [], invalid: [] };
}

/** A percentage of each sale as eBay writes it (`"5.0"`), or undefined. */
const percent = (value: unknown): string | undefined => {
  const raw = text(value);
  return raw !== undefined && plainAmount(raw) !== undefined ? `${raw} %` : undefined;
};

/** A daily campaign budget: up to that much a day until paused (its first day counts against a cap). */
const dailyBudget =
  (path: string): Reader =>
  (args) => {
    const daily = money(field(args, path));
    const rate = percent(field(args, 'body.fundingStrategy.bidPercentage'));
    const lines = [
      ...(daily ? [`up to ${shown(daily)} a day until paused`] : []),
      ...(rate ? [`an ad fee of ${rate} of each sale's price`] : []),
    ];
    return daily ? { lines, money: counted([{ ...daily, at: path }]) } : { lines };
  };

/** An ad fee as a percentage of each sale (`bidPercentage`), at one place or in each request of a bulk call. */
const adRate =
  (...paths: string[]): Reader =>
  (args) => {
    const rates = paths.flatMap((path) => {
      const [head, tail] = path.split('[].') as [string, string | undefined];
      return tail === undefined
        ? [percent(field(args, head))]
        : list(field(args, head)).map((entry) => percent(field(entry, tail)));
    });
    const found = rates.filter((r): r is string => r !== undefined);
    return {
      lines: found.length > 0 ? [`an ad fee of ${[...new Set(found)].join(', ')} of each sale's price`] : [],
      money: counted([]),
    };
  };

/** A bid per click (keywords, ad groups): up to that much each click. */
const perClick =
  (path: string): Reader =>
  (args) => {
    const bid = money(field(args, path));
    return bid
      ? { lines: [`bids up to ${shown(bid)} per click`], money: counted([{ ...bid, at: path }]) }
      : { lines: [] };
  };

/** A refund of what the arguments name, at its total. */
const refund: Reader = (args) => {
  const found = amountsIn({ body: object(args).body });
  const total = sumByCurrency(found.amounts);
  return {
    lines:
      total.length > 0
        ? [`refunds ${total.join(' + ')} in total to the buyer`]
        : ['refunds the buyer (the amount is not in the arguments: eBay refunds what the case or order says)'],
    money: found,
  };
};

function sumByCurrency(amounts: readonly Amount[]): string[] {
  const sums = new Map<string, number>();
  for (const a of amounts) sums.set(a.currency, (sums.get(a.currency) ?? 0) + a.value);
  return [...sums].map(([currency, value]) => shown({ value, currency }));
}

/** A notification destination's endpoint or an alert email address: data leaves eBay for it. */
const destination =
  (...paths: string[]): Reader =>
  (args) => {
    const found = paths.flatMap((path) =>
      valuesAt(args, path.replaceAll('[]', ''))
        .map(text)
        .filter((v): v is string => v !== undefined && v !== ''),
    );
    return {
      lines: found.map((d) => `eBay will push data, buyers' names and addresses among them, to ${quote(d)}`),
      destinations: found,
    };
  };

/** An address eBay fetches: whatever its URL carries leaves for it. */
const fetched =
  (path: string): Reader =>
  (args) => {
    const found = valuesAt(args, path)
      .map(text)
      .filter((v): v is string => v !== undefined && v !== '');
    return {
      lines: found.map((d) => `eBay fetches ${quote(d)}: what the URL carries goes to that address`),
      destinations: found,
    };
  };

/** The offers, SKUs or items a price call changes, with their new prices and quantities. */
const priceChanges =
  (pick: (args: Record<string, unknown>) => PriceChange[]): Reader =>
  (args) => {
    const prices = pick(args);
    // Every other money field the call sets (a reserve price, an auto-accept price, a shipping cost), with its path:
    // what the readers above do not name is still named.
    const found = amountsIn(args);
    const others = [...found.amounts.map((a) => `${a.at} = ${shown(a)}`), ...found.unclear, ...found.invalid];
    return {
      prices,
      // A new price is not the seller's money, and what a revision adds in fees is eBay's to compute.
      money: counted([]),
      lines: [
        ...prices.map(
          (p) =>
            `${p.target.kind === 'sku' ? 'SKU' : p.target.kind} ${quote(p.target.id)}: ${[
              ...(p.price ? [`price becomes ${shown(p.price)}`] : []),
              ...(p.quantity !== undefined ? [`quantity for sale becomes ${p.quantity}`] : []),
              ...(p.unreadable ? [`a price or quantity that cannot be read: ${p.unreadable}`] : []),
            ].join(', ')}`,
        ),
        ...(others.length > 0
          ? [
              `every money field it sets: ${others.slice(0, 10).join('; ')}${others.length > 10 ? `; and ${others.length - 10} more` : ''}`,
            ]
          : []),
      ],
    };
  };

const change = (
  api: PriceChange['target']['api'],
  kind: PriceChange['target']['kind'],
  id: unknown,
  price: unknown,
  quantity: unknown,
  item?: unknown,
): PriceChange[] => {
  // Trading takes a price without a currency in the site's currency.
  const plain = api === 'trading' && typeof price !== 'object' ? plainAmount(price) : undefined;
  const p = money(price) ?? (plain !== undefined ? { value: plain, currency: "in the site's currency" } : undefined);
  const q =
    quantity === undefined
      ? undefined
      : (wholeQuantity(quantity) ?? (quantity === 0 || quantity === '0' ? 0 : undefined));
  const unreadable = [
    ...(price !== undefined && p === undefined ? [raw(price)] : []),
    ...(quantity !== undefined && q === undefined ? [raw(quantity)] : []),
  ];
  if (p === undefined && q === undefined && unreadable.length === 0) return [];
  const itemId = text(item);
  return [
    {
      target: { kind, id: text(id) ?? '(not named)', api, ...(itemId !== undefined ? { item: itemId } : {}) },
      ...(p ? { price: p } : {}),
      ...(q !== undefined ? { quantity: q } : {}),
      ...(unreadable.length > 0 ? { unreadable: unreadable.join(', ') } : {}),
    },
  ];
};

/** A SKU's quantity for sale: `shipToLocationAvailability.quantity`, or the sum of its locations' quantities. */
function skuQuantity(availability: unknown): unknown {
  const o = object(availability);
  if (o.quantity !== undefined) return o.quantity;
  const parts = list(o.availabilityDistributions).map((d) => object(d).quantity);
  if (parts.length === 0) return undefined;
  const counts = parts.map(wholeQuantity);
  // One unreadable part makes the sum unreadable, and it is shown as written.
  return counts.every((c, n) => c !== undefined || parts[n] === 0)
    ? counts.reduce<number>((sum, c) => sum + (c ?? 0), 0)
    : parts;
}

/**
 * Trading's item fields: `Item.ItemID`, `Item.StartPrice` (and `BuyItNowPrice`), `Item.Quantity` (or the SKU when no
 * id is given), and each variation's `SKU`, `StartPrice` and `Quantity` of a multi-variation listing.
 */
const tradingItem = (item: unknown): PriceChange[] => {
  const o = object(item);
  const id = o.ItemID ?? o.SKU;
  const kind = o.ItemID !== undefined ? 'item' : 'sku';
  const variations = valuesAt(o, 'Variations.Variation').flatMap((variation) =>
    change(
      'trading',
      'sku',
      field(variation, 'SKU'),
      field(variation, 'StartPrice'),
      field(variation, 'Quantity'),
      o.ItemID,
    ),
  );
  return [
    ...change('trading', kind, id, o.StartPrice, o.Quantity),
    ...(o.BuyItNowPrice !== undefined ? change('trading', kind, id, o.BuyItNowPrice, undefined) : []),
    ...variations,
  ];
};

/**
 * A listing goes live: its fees are eBay's to compute (`getListingFees`, `VerifyAddItem`), and the price it asks of
 * buyers is not the seller's money, so nothing is counted against a cap.
 */
const listing: Reader = () => ({
  lines: ["lists live on eBay, with eBay's listing fees (getListingFees or VerifyAddItem tells them first)"],
  money: counted([]),
});

/** What the named operations commit, read from their arguments; the rest fall back to the generic amount search. */
const READERS: Readonly<Record<string, Reader>> = {
  'sell.inventory.publishOffer': listing,
  'sell.inventory.bulkPublishOffer': listing,
  'sell.inventory.publishOfferByInventoryItemGroup': listing,
  'trading.AddItem': listing,
  'trading.AddItems': listing,
  'trading.AddFixedPriceItem': listing,
  'trading.AddItemFromSellingManagerTemplate': listing,
  'trading.RelistItem': listing,
  'trading.RelistFixedPriceItem': listing,
  'sell.marketing.createCampaign': dailyBudget('body.budget.daily.amount'),
  'sell.marketing.setupQuickCampaign': dailyBudget('body.budget.daily.amount'),
  'sell.marketing.updateCampaignBudget': dailyBudget('body.daily.amount'),
  'sell.marketing.updateBid': adRate('body.bidPercentage'),
  'sell.marketing.createAdByListingId': adRate('body.bidPercentage'),
  'sell.marketing.updateAdRateStrategy': adRate('body.bidPercentage'),
  'sell.marketing.createAdsByInventoryReference': adRate('body.bidPercentage'),
  'sell.marketing.bulkCreateAdsByListingId': adRate('body.requests[].bidPercentage'),
  'sell.marketing.bulkCreateAdsByInventoryReference': adRate('body.requests[].bidPercentage'),
  'sell.marketing.bulkUpdateAdsBidByListingId': adRate('body.requests[].bidPercentage'),
  'sell.marketing.bulkUpdateAdsBidByInventoryReference': adRate('body.requests[].bidPercentage'),
  'sell.marketing.createKeyword': perClick('body.bid'),
  'sell.marketing.updateKeyword': perClick('body.bid'),
  'sell.marketing.createAdGroup': perClick('body.defaultBid'),
  'sell.marketing.updateAdGroup': perClick('body.defaultBid'),
  'buy.offer.placeProxyBid': (args) => {
    const max = money(field(args, 'body.maxAmount'));
    return max
      ? {
          lines: [`a bid of up to ${shown(max)} (its maximum), binding if it wins`],
          money: counted([{ ...max, at: 'body.maxAmount' }]),
        }
      : { lines: ['a bid whose maximum is not in the arguments'] };
  },
  'trading.PlaceOffer': (args) => {
    // Every Offer the call holds is read and counted (eBay takes one; two would hide one of them otherwise).
    const lines = list(args.Offer).map((entry) => {
      const offer = object(entry);
      const quantity = wholeQuantity(offer.Quantity) ?? 1;
      const each = money(offer.MaxBid);
      const action = quote(text(offer.Action) ?? 'an offer');
      return each
        ? `${action} on item ${quote(text(args.ItemID) ?? '?')}: up to ${shown(each)}${quantity > 1 ? ` × ${quantity} = ${shown({ value: each.value * quantity, currency: each.currency })}` : ''}`
        : `${action} whose amount is not in the arguments`;
    });
    return { lines, money: amountsIn({ Offer: args.Offer }) };
  },
  'sell.fulfillment.issueRefund': refund,
  'postOrder.return.issueReturnRefund': refund,
  'postOrder.inquiry.issueInquiryRefund': refund,
  'postOrder.case.issueCaseRefund': refund,
  'sell.fulfillment.acceptPaymentDispute': () => ({
    lines: ['the buyer keeps the disputed amount'],
    money: counted([]),
  }),
  'postOrder.cancellation.createCancellation': (args) => ({
    lines: [
      `order ${quote(text(field(args, 'body.legacyOrderId')) ?? '?')} is cancelled, and refunded if the buyer paid`,
    ],
  }),
  'postOrder.cancellation.approveCancellationRequest': () => ({
    lines: ['the order is cancelled and refunded'],
  }),
  'commerce.notification.createDestination': destination('body.deliveryConfig.endpoint'),
  'commerce.notification.updateDestination': destination('body.deliveryConfig.endpoint'),
  'commerce.notification.updateConfig': destination('body.alertEmail'),
  'trading.SetNotificationPreferences': destination(
    'ApplicationDeliveryPreferences.ApplicationURL',
    'ApplicationDeliveryPreferences.AlertEmail',
    'ApplicationDeliveryPreferences.DeliveryURLDetails[].DeliveryURL',
    'UserDeliveryPreferenceArray.DeliveryURLDetails[].DeliveryURL',
  ),
  'sell.inventory.updateOffer': priceChanges((args) =>
    change(
      'rest',
      'offer',
      field(args, 'path.offerId'),
      field(args, 'body.pricingSummary.price'),
      field(args, 'body.availableQuantity'),
    ),
  ),
  'sell.inventory.bulkUpdatePriceQuantity': priceChanges((args) =>
    list(field(args, 'body.requests')).flatMap((request) => [
      ...change(
        'rest',
        'sku',
        field(request, 'sku'),
        undefined,
        skuQuantity(field(request, 'shipToLocationAvailability')),
      ),
      ...list(field(request, 'offers')).flatMap((offer) =>
        change('rest', 'offer', field(offer, 'offerId'), field(offer, 'price'), field(offer, 'availableQuantity')),
      ),
    ]),
  ),
  'sell.inventory.createOrReplaceInventoryItem': priceChanges((args) =>
    change(
      'rest',
      'sku',
      field(args, 'path.sku'),
      undefined,
      skuQuantity(field(args, 'body.availability.shipToLocationAvailability')),
    ),
  ),
  'sell.inventory.bulkCreateOrReplaceInventoryItem': priceChanges((args) =>
    list(field(args, 'body.requests')).flatMap((request) =>
      change(
        'rest',
        'sku',
        field(request, 'sku'),
        undefined,
        skuQuantity(field(request, 'availability.shipToLocationAvailability')),
      ),
    ),
  ),
  'trading.ReviseInventoryStatus': priceChanges((args) => list(args.InventoryStatus).flatMap(tradingItem)),
  'trading.ReviseItem': priceChanges((args) => list(args.Item).flatMap(tradingItem)),
  'trading.ReviseFixedPriceItem': priceChanges((args) => list(args.Item).flatMap(tradingItem)),
  'commerce.media.createImageFromUrl': fetched('body.imageUrl'),
  'commerce.media.createDocumentFromUrl': fetched('body.documentUrl'),
  'trading.UploadSiteHostedPictures': fetched('ExternalPictureURL'),
};

/**
 * What a call commits, from its arguments: a reader written for the operation where one is (budgets, bids, refunds,
 * destinations, prices), else every amount the arguments name (`amountsIn`, each times the quantity beside it).
 */
export function commitmentOf(operation: string, args: CallArguments): Commitment {
  // REST names have three parts (`sell.inventory.updateOffer`), XML calls two (`trading.ReviseItem`).
  const input = operation.split('.').length === 2 ? canonical(args) : args;
  const reader = READERS[operation];
  const read = reader ? reader(object(input)) : {};
  return {
    lines: read.lines ?? [],
    money: read.money ?? amountsIn(input),
    prices: read.prices ?? [],
    destinations: read.destinations ?? [],
  };
}
