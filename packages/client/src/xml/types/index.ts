// Public surface of the Trading API types, generated from eBay's Trading schema (../../generated/trading.types.gen.ts,
// from trading.json of the specs) plus the names earlier versions of baykit exported, kept as aliases.
//
// Shapes of parsed Trading API (XML) data, as `parseXml` returns them: element text is always a string (numbers,
// booleans and dates included), attributes are `@_name` keys next to the text in `#value` (`AmountType` is
// `{ '#value': '9.99', '@_currencyID': 'USD' }`), and every element the schema lets repeat is an array
// (`TRADING_LIST_PATHS` of ../../generated/trading.gen.ts tells the parser which). Requests (`…Input`, `<Call>Request`)
// take what `buildXmlRequest` writes, as strictly as REST bodies: only the fields the schema names, each typed from
// its XSD type (one value or a list for a repeated element), codes closed; `TradingRequestWith` adds newer ones.
import type {
  AbstractResponse,
  AckCodeType,
  AddFixedPriceItemResponse,
  CategoryType,
  ErrorParameterType,
  ErrorType,
  ItemListCustomizationInput,
  OpenCode,
  OrderType,
  PaginationInput,
  PicturesInput,
  PicturesType,
  SellerPaymentProfileType,
  SellerReturnProfileType,
  SellerShippingProfileType,
  PaginationResultType,
  TradingResponses,
} from '../../generated/trading.types.gen.js';

export type * from '../../generated/trading.types.gen.js';

/**
 * An element eBay sent without content, which the parser returns as the empty string.
 *
 * @deprecated No parsed list container is ever `''`: an empty `<ItemArray/>` comes back as `{ Item: [] }`. Kept so
 * code that names the type still compiles; it will be removed in the next major version.
 */
export type EmptyElement = '';

/** `Ack` of a Trading response (`AckCodeType`), open to a value eBay adds. */
export type AckCode = OpenCode<AckCodeType>;

/** One `Errors` entry of a Trading response (`ErrorType`): an error, or a warning when `SeverityCode` is `Warning`. */
export type XmlErrorEntry = ErrorType;

/** One `ErrorParameters` entry of an error (`ErrorParameterType`). */
export type XmlErrorParameter = ErrorParameterType;

/** Totals of a paginated result (`PaginationResultType`). */
export type PaginationResult = PaginationResultType;

/** Page selection of a paginated request (`PaginationType`). */
export type Pagination = PaginationInput;

/** Which listings of one GetMyeBaySelling list to return, and how (`ItemListCustomizationType`). */
export type ItemListCustomization = ItemListCustomizationInput;

/** The category fields a listing carries (`Item.PrimaryCategory`, `Item.SecondaryCategory`). */
export type ListingCategoryType = Pick<CategoryType, 'CategoryID' | 'CategoryName'>;

/** A text value with a `type` attribute, e.g. a payer or a payment reference. */
export interface TypedTextType {
  '#value': string;
  '@_type'?: string;
}

/** What AddFixedPriceItem, ReviseFixedPriceItem and RelistFixedPriceItem answer besides the envelope. */
export type FixedPriceItemResult = Omit<AddFixedPriceItemResponse, keyof AbstractResponse>;

/** Every Trading call eBay's schema types (all of them). */
export type TypedTradingCall = keyof TradingResponses;

/** Per Trading call, the dotted path ends of the elements that repeat in its answer (what the parser is given). */
export type TradingArrayPathLists = Readonly<Record<string, readonly string[]>>;

/** An order without its line items, as a line item's `ContainingOrder` carries it. */
export type OrderFieldsType = Omit<OrderType, 'TransactionArray'>;

/** The business policy fields of `SellerProfiles` (shipping, return and payment policy ids and names). */
export type SellerProfileRefType = SellerShippingProfileType & SellerReturnProfileType & SellerPaymentProfileType;

/** `Item.Variations.Pictures` (`PicturesType` in eBay's schema). */
export type VariationPicturesType = PicturesType;

/** `Item.Variations.Pictures` in a request (`PicturesType`). */
export type VariationPicturesInput = PicturesInput;

/**
 * One suggestion eBay makes about a new or revised listing. Not in eBay's schema 1423 (eBay stopped sending
 * `ListingRecommendations`); kept so code that names it still compiles.
 */
export interface ListingRecommendationType {
  Type?: string;
  Group?: string;
  FieldName?: string;
  Code?: string;
  Value?: string[];
  Message?: string;
}

/** Suggestions about a listing (`ListingRecommendations`); not in eBay's schema 1423, kept for code that names it. */
export interface ListingRecommendationsType {
  Recommendation?: ListingRecommendationType[];
}
