// Which elements of each typed Trading response can repeat, as dotted paths below the `<Call>Response` root. The
// parser turns an element into an array when its full path (root included) ends with a listed path on a `.`
// boundary, so these relative paths match whatever the root is called. Every array in ./trading.ts has its path
// here and every path here is an array there (checked by test/xml/types/array-paths.test.ts).
import type { TypedTradingCall } from './trading.js';

/** Prefixes each suffix with `prefix.`, keeping the literal types. */
function under<const P extends string, const S extends string>(
  prefix: P,
  suffixes: readonly S[],
): readonly `${P}.${S}`[] {
  return suffixes.map((suffix): `${P}.${S}` => `${prefix}.${suffix}`);
}

/**
 * Builds the lists. A function (called once, marked pure) rather than module-level statements, so that a
 * program that never parses Trading XML does not carry the lists in its bundle.
 */
function tradingPaths() {
  // Fragments, each relative to the element named in its comment.

  /** Below the response root: `Errors` (`XmlErrorEntry`). */
  const ENVELOPE = ['Errors', 'Errors.ErrorParameters'] as const;

  /** Below a `NameValueListArrayType` (`ItemSpecifics`, `VariationSpecifics`, `VariationSpecificsSet`). */
  const NAME_VALUE_LISTS = ['NameValueList', 'NameValueList.Value'] as const;

  /** Below a `ShippingDetailsType`. */
  const SHIPPING_DETAILS = [
    'ShippingServiceOptions',
    'ShippingServiceOptions.ShippingPackageInfo',
    'InternationalShippingServiceOption',
    'InternationalShippingServiceOption.ShipToLocation',
    'ExcludeShipToLocation',
    'ShipmentTrackingDetails',
  ] as const;

  /** Below a `VariationType`. */
  const VARIATION = ['VariationSpecifics', ...under('VariationSpecifics', NAME_VALUE_LISTS)] as const;

  /** Below an `ItemType`. */
  const ITEM = [
    'PaymentMethods',
    'ShipToLocations',
    'PictureDetails.PictureURL',
    'PictureDetails.ExternalPictureURL',
    ...under('ItemSpecifics', NAME_VALUE_LISTS),
    ...under('ShippingDetails', SHIPPING_DETAILS),
    'Variations.Variation',
    ...under('Variations.Variation', VARIATION),
    'Variations.Pictures',
    'Variations.Pictures.VariationSpecificPictureSet',
    'Variations.Pictures.VariationSpecificPictureSet.PictureURL',
    'Variations.Pictures.VariationSpecificPictureSet.ExternalPictureURL',
    ...under('Variations.VariationSpecificsSet', NAME_VALUE_LISTS),
  ] as const;

  /** Below an `OrderFieldsType` (an order without its line items, e.g. `ContainingOrder`). */
  const ORDER_FIELDS = [
    'PaymentMethods',
    ...under('ShippingDetails', SHIPPING_DETAILS),
    'ShippingServiceSelected.ShippingPackageInfo',
    'MonetaryDetails.Payments.Payment',
  ] as const;

  /** Below a `TransactionType`. */
  const TRANSACTION = [
    ...under('ShippingDetails', SHIPPING_DETAILS),
    ...under('Item', ITEM),
    'ShippingServiceSelected.ShippingPackageInfo',
    ...under('Variation', VARIATION),
    'Taxes.TaxDetails',
    'MonetaryDetails.Payments.Payment',
    ...under('ContainingOrder', ORDER_FIELDS),
  ] as const;

  /** Below an `OrderType`. */
  const ORDER = [
    ...ORDER_FIELDS,
    'TransactionArray.Transaction',
    ...under('TransactionArray.Transaction', TRANSACTION),
  ] as const;

  /** Below a `PaginatedItemArrayType` (GetMyeBaySelling item lists). */
  const ITEM_LIST = ['ItemArray.Item', ...under('ItemArray.Item', ITEM)] as const;

  /** Below a `PaginatedOrderTransactionArrayType` (GetMyeBaySelling sale lists). */
  const ORDER_TRANSACTION_LIST = [
    'OrderTransactionArray.OrderTransaction',
    ...under('OrderTransactionArray.OrderTransaction.Order', ORDER),
    ...under('OrderTransactionArray.OrderTransaction.Transaction', TRANSACTION),
  ] as const;

  /** Below the root of AddFixedPriceItem, ReviseFixedPriceItem and RelistFixedPriceItem responses. */
  const FIXED_PRICE_ITEM_RESULT = [
    'Fees.Fee',
    'DiscountReason',
    'ListingRecommendations.Recommendation',
    'ListingRecommendations.Recommendation.Value',
  ] as const;

  return {
    GetItem: [...ENVELOPE, ...under('Item', ITEM)],
    GetMyeBaySelling: [
      ...ENVELOPE,
      ...under('ScheduledList', ITEM_LIST),
      ...under('ActiveList', ITEM_LIST),
      ...under('SoldList', ORDER_TRANSACTION_LIST),
      ...under('UnsoldList', ITEM_LIST),
      ...under('BidList', ITEM_LIST),
      ...under('DeletedFromSoldList', ORDER_TRANSACTION_LIST),
      ...under('DeletedFromUnsoldList', ITEM_LIST),
    ],
    GetOrders: [
      ...ENVELOPE,
      'OrderArray.Errors',
      'OrderArray.Errors.ErrorParameters',
      'OrderArray.Order',
      ...under('OrderArray.Order', ORDER),
    ],
    GetSellerList: [...ENVELOPE, 'ItemArray.Item', ...under('ItemArray.Item', ITEM)],
    GetSellerTransactions: [
      ...ENVELOPE,
      'TransactionArray.Transaction',
      ...under('TransactionArray.Transaction', TRANSACTION),
    ],
    AddFixedPriceItem: [...ENVELOPE, ...FIXED_PRICE_ITEM_RESULT],
    ReviseFixedPriceItem: [...ENVELOPE, ...FIXED_PRICE_ITEM_RESULT],
    EndFixedPriceItem: [...ENVELOPE],
    RelistFixedPriceItem: [...ENVELOPE, ...FIXED_PRICE_ITEM_RESULT],
    GetUser: [...ENVELOPE],
    GetAccount: [...ENVELOPE, 'AccountSummary.AdditionalAccount', 'AccountEntries.AccountEntry'],
    GeteBayOfficialTime: [...ENVELOPE],
    GetCategories: [
      ...ENVELOPE,
      'CategoryArray.Category',
      'CategoryArray.Category.CategoryParentID',
      'CategoryArray.Category.CategoryParentName',
    ],
    GetSessionID: [...ENVELOPE],
    FetchToken: [...ENVELOPE],
    UploadSiteHostedPictures: [...ENVELOPE, 'SiteHostedPictureDetails.PictureSetMember'],
  } as const satisfies Record<TypedTradingCall, readonly string[]>;
}

const PATHS = /* @__PURE__ */ tradingPaths();

/** The array paths of each typed Trading call with their literal types (what `TRADING_ARRAY_PATHS` holds). */
export type TradingArrayPathLists = typeof PATHS;

/**
 * Per Trading call, the dotted paths (below `<Call>Response`) of the elements that can repeat, for
 * `parseXmlResponse(text, call, { arrayPaths: TRADING_ARRAY_PATHS[call] })`. Frozen; calls without types are absent.
 */
export const TRADING_ARRAY_PATHS: Readonly<Record<string, readonly string[]>> = /* @__PURE__ */ frozenPaths();

function frozenPaths(): Readonly<Record<string, readonly string[]>> {
  return Object.freeze(
    Object.assign(
      Object.create(null) as Record<string, readonly string[]>,
      Object.fromEntries(Object.entries(PATHS).map(([call, paths]) => [call, Object.freeze([...paths])])),
    ),
  );
}
