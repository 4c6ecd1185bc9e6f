// Request fields and parsed responses of the most used Trading API calls. Responses keep eBay's element names; every
// leaf is a string (see ./index.ts). Request fields take `XmlScalar` leaves (strings, numbers, booleans, dates…),
// list the main fields of each call and let any other field through, as `buildXmlRequest` accepts it.
import type { XmlScalar, XmlValue } from '../builder.js';
import type { AbstractResponse, XmlErrorEntry } from './envelope.js';
import type { AmountType, PaginationResult } from './values.js';
import type { UserType } from './users.js';
import type { CategoryType, ItemType } from './listings.js';
import type { OrderType, TransactionArrayType, TransactionType } from './orders.js';
import type { ItemInput, NameValueListArrayInput, OneOrMany, Pagination } from './inputs.js';

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/** Fields every Trading request may carry (`AbstractRequestType`; the client adds `RequesterCredentials` itself). */
export interface TradingRequestBase {
  /** `ReturnAll`, `ReturnHeaders`, `ReturnSummary`, `ItemReturnDescription`, `ItemReturnAttributes`… */
  readonly DetailLevel?: OneOrMany<XmlScalar>;
  readonly ErrorLanguage?: XmlScalar;
  readonly MessageID?: XmlScalar;
  readonly Version?: XmlScalar;
  readonly EndUserIP?: XmlScalar;
  /** `BestEffort`, `AllOrNothing`, `FailOnError`. */
  readonly ErrorHandling?: XmlScalar;
  readonly InvocationID?: XmlScalar;
  /** Dotted response paths to return, e.g. `ItemArray.Item.ItemID`; others are left out. */
  readonly OutputSelector?: OneOrMany<XmlScalar>;
  /** `Low` or `High` (warnings about unknown or deprecated input fields). */
  readonly WarningLevel?: XmlScalar;
  readonly [field: string]: XmlValue;
}

/** Request fields of GetItem: the listing by `ItemID` (or `SKU`) and what to include. */
export interface GetItemRequest extends TradingRequestBase {
  readonly ItemID?: XmlScalar;
  readonly SKU?: XmlScalar;
  readonly VariationSKU?: XmlScalar;
  readonly VariationSpecifics?: NameValueListArrayInput;
  readonly TransactionID?: XmlScalar;
  readonly IncludeWatchCount?: XmlScalar;
  readonly IncludeItemSpecifics?: XmlScalar;
  readonly IncludeTaxTable?: XmlScalar;
  readonly IncludeItemCompatibilityList?: XmlScalar;
}

/** Which listings of one GetMyeBaySelling list to return, and how (`ItemListCustomizationType`). */
export interface ItemListCustomization {
  readonly Include?: XmlScalar;
  readonly ListingType?: XmlScalar;
  /** e.g. `EndTime`, `TimeLeft`, `CurrentPriceDescending`. */
  readonly Sort?: XmlScalar;
  readonly DurationInDays?: XmlScalar;
  readonly IncludeNotes?: XmlScalar;
  readonly Pagination?: Pagination;
  /** SoldList only: `All`, `AwaitingPayment`, `AwaitingShipment`, `PaidAndShipped`. */
  readonly OrderStatusFilter?: XmlScalar;
  readonly [field: string]: XmlValue;
}

/** Request fields of GetMyeBaySelling: one customization per list wanted. */
export interface GetMyeBaySellingRequest extends TradingRequestBase {
  readonly ScheduledList?: ItemListCustomization;
  readonly ActiveList?: ItemListCustomization;
  readonly SoldList?: ItemListCustomization;
  readonly UnsoldList?: ItemListCustomization;
  readonly DeletedFromSoldList?: ItemListCustomization;
  readonly DeletedFromUnsoldList?: ItemListCustomization;
  readonly SellingSummary?: ItemListCustomization;
  readonly HideVariations?: XmlScalar;
}

/** Request fields of GetOrders: order ids, or a creation/modification window, plus filters and a page. */
export interface GetOrdersRequest extends TradingRequestBase {
  readonly OrderIDArray?: { readonly OrderID?: OneOrMany<XmlScalar> };
  readonly CreateTimeFrom?: XmlScalar;
  readonly CreateTimeTo?: XmlScalar;
  /** `Seller` or `Buyer`. */
  readonly OrderRole?: XmlScalar;
  /** `Active`, `Completed`, `Cancelled`, `All`… */
  readonly OrderStatus?: XmlScalar;
  readonly ListingType?: XmlScalar;
  readonly Pagination?: Pagination;
  readonly ModTimeFrom?: XmlScalar;
  readonly ModTimeTo?: XmlScalar;
  readonly NumberOfDays?: XmlScalar;
  readonly IncludeFinalValueFee?: XmlScalar;
  /** `Ascending` or `Descending`. */
  readonly SortingOrder?: XmlScalar;
}

/** Request fields of GetSellerList: a start or end time window (required by eBay), filters and a page. */
export interface GetSellerListRequest extends TradingRequestBase {
  readonly UserID?: XmlScalar;
  readonly EndTimeFrom?: XmlScalar;
  readonly EndTimeTo?: XmlScalar;
  readonly Sort?: XmlScalar;
  readonly StartTimeFrom?: XmlScalar;
  readonly StartTimeTo?: XmlScalar;
  readonly Pagination?: Pagination;
  /** `Coarse`, `Medium` or `Fine`. */
  readonly GranularityLevel?: XmlScalar;
  readonly SKUArray?: { readonly SKU?: OneOrMany<XmlScalar> };
  readonly IncludeWatchCount?: XmlScalar;
  readonly AdminEndedItemsOnly?: XmlScalar;
  readonly CategoryID?: XmlScalar;
  readonly IncludeVariations?: XmlScalar;
}

/** Request fields of GetSellerTransactions: a modification window (or `NumberOfDays`), filters and a page. */
export interface GetSellerTransactionsRequest extends TradingRequestBase {
  readonly ModTimeFrom?: XmlScalar;
  readonly ModTimeTo?: XmlScalar;
  readonly Pagination?: Pagination;
  readonly IncludeFinalValueFee?: XmlScalar;
  readonly IncludeContainingOrder?: XmlScalar;
  readonly SKUArray?: { readonly SKU?: OneOrMany<XmlScalar> };
  readonly Platform?: XmlScalar;
  readonly NumberOfDays?: XmlScalar;
  readonly InventoryTrackingMethod?: XmlScalar;
  readonly IncludeCodiceFiscale?: XmlScalar;
}

/** Request fields of AddFixedPriceItem: the listing to create. */
export interface AddFixedPriceItemRequest extends TradingRequestBase {
  readonly Item: ItemInput;
}

/** Request fields of ReviseFixedPriceItem: `ItemID` (or `SKU`) plus the fields to change, and fields to remove. */
export interface ReviseFixedPriceItemRequest extends TradingRequestBase {
  readonly Item: ItemInput;
  /** Dotted paths of optional fields to remove, e.g. `Item.SubTitle`. */
  readonly DeletedField?: OneOrMany<XmlScalar>;
}

/** Request fields of EndFixedPriceItem: the listing (`ItemID` or `SKU`) and why it ends. */
export interface EndFixedPriceItemRequest extends TradingRequestBase {
  readonly ItemID?: XmlScalar;
  readonly SKU?: XmlScalar;
  /** `NotAvailable`, `LostOrBroken`, `Incorrect`, `OtherListingError`, `SellToHighBidder`. */
  readonly EndingReason: XmlScalar;
}

/** Request fields of RelistFixedPriceItem: the ended listing's `ItemID` plus any changes. */
export interface RelistFixedPriceItemRequest extends TradingRequestBase {
  readonly Item: ItemInput;
  readonly DeletedField?: OneOrMany<XmlScalar>;
}

/** Request fields of GetUser: the caller when empty, else another user by `UserID` (with an `ItemID` they share). */
export interface GetUserRequest extends TradingRequestBase {
  readonly ItemID?: XmlScalar;
  readonly UserID?: XmlScalar;
  readonly IncludeFeatureEligibility?: XmlScalar;
}

/** Request fields of GetAccount: which statement period or date range, and a page. */
export interface GetAccountRequest extends TradingRequestBase {
  /** `LastInvoice`, `SpecifiedInvoice` or `BetweenSpecifiedDates`. */
  readonly AccountHistorySelection?: XmlScalar;
  readonly InvoiceDate?: XmlScalar;
  readonly BeginDate?: XmlScalar;
  readonly EndDate?: XmlScalar;
  readonly Pagination?: Pagination;
  readonly ExcludeBalance?: XmlScalar;
  readonly ExcludeSummary?: XmlScalar;
  readonly IncludeConversionRate?: XmlScalar;
  readonly AccountEntrySortType?: XmlScalar;
  readonly Currency?: XmlScalar;
  readonly ItemID?: XmlScalar;
}

/** Request fields of GeteBayOfficialTime: only the standard ones. */
export type GeteBayOfficialTimeRequest = TradingRequestBase;

/** Request fields of GetCategories: site, subtree and depth of the category tree. */
export interface GetCategoriesRequest extends TradingRequestBase {
  readonly CategorySiteID?: XmlScalar;
  readonly CategoryParent?: OneOrMany<XmlScalar>;
  readonly LevelLimit?: XmlScalar;
  readonly ViewAllNodes?: XmlScalar;
}

/** Request fields of GetSessionID (Auth'n'Auth): the application's RuName. */
export interface GetSessionIDRequest extends TradingRequestBase {
  readonly RuName: XmlScalar;
}

/** Request fields of FetchToken (Auth'n'Auth): the session the user signed in with. */
export interface FetchTokenRequest extends TradingRequestBase {
  readonly SessionID?: XmlScalar;
  readonly SecretID?: XmlScalar;
}

/** Request fields of UploadSiteHostedPictures; the picture itself travels as a multipart attachment. */
export interface UploadSiteHostedPicturesRequest extends TradingRequestBase {
  readonly PictureName?: XmlScalar;
  readonly PictureSystemVersion?: XmlScalar;
  /** `Standard` or `Supersize`. */
  readonly PictureSet?: XmlScalar;
  /** `Add` or `ClearAndAdd`. */
  readonly PictureUploadPolicy?: XmlScalar;
  /** A picture on the web for eBay to copy, instead of an attachment. */
  readonly ExternalPictureURL?: OneOrMany<XmlScalar>;
  readonly ExtensionInDays?: XmlScalar;
}

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

/** A list of listings (`ItemArrayType`). */
export interface ItemArrayType {
  Item?: ItemType[];
}

/** One GetMyeBaySelling list of listings with its totals (`PaginatedItemArrayType`). */
export interface PaginatedItemArrayType {
  ItemArray?: ItemArrayType;
  PaginationResult?: PaginationResult;
}

/** A sold order, or a single sold line item that is not part of a combined order (`OrderTransactionType`). */
export interface OrderTransactionType {
  Order?: OrderType;
  Transaction?: TransactionType;
}

/** A list of orders and line items (`OrderTransactionArrayType`). */
export interface OrderTransactionArrayType {
  OrderTransaction?: OrderTransactionType[];
}

/** One GetMyeBaySelling list of sales with its totals (`PaginatedOrderTransactionArrayType`). */
export interface PaginatedOrderTransactionArrayType {
  OrderTransactionArray?: OrderTransactionArrayType;
  PaginationResult?: PaginationResult;
}

/** Selling totals of GetMyeBaySelling (`SellingSummaryType`). */
export interface SellingSummaryType {
  ActiveAuctionCount?: string;
  AuctionSellingCount?: string;
  AuctionBidCount?: string;
  TotalAuctionSellingValue?: AmountType;
  TotalSoldCount?: string;
  TotalSoldValue?: AmountType;
  SoldDurationInDays?: string;
}

/** Selling totals and limits of GetMyeBaySelling (`MyeBaySellingSummaryType`). */
export interface MyeBaySellingSummaryType extends SellingSummaryType {
  ClassifiedAdCount?: string;
  TotalLeadCount?: string;
  ClassifiedAdOfferCount?: string;
  TotalListingsWithLeads?: string;
  QuantityLimitRemaining?: string;
  AmountLimitRemaining?: AmountType;
}

/** A list of orders, with errors about single orders (`OrderArrayType`). */
export interface OrderArrayType {
  Errors?: XmlErrorEntry[];
  Order?: OrderType[];
}

/** One fee of a listing call (`FeeType`); most are zero. */
export interface FeeType {
  /** e.g. `InsertionFee`, `ListingFee`, `FinalValueFee`. */
  Name?: string;
  Fee?: AmountType;
  PromotionalDiscount?: AmountType;
}

/** The fees of a listing call (`FeesType`). */
export interface FeesType {
  Fee?: FeeType[];
}

/** A suggestion eBay makes about a new or revised listing (`ListingRecommendationType`). */
export interface ListingRecommendationType {
  Type?: string;
  Group?: string;
  FieldName?: string;
  Code?: string;
  Value?: string[];
  Message?: string;
}

/** Suggestions eBay makes about a new or revised listing (`ListingRecommendationsType`). */
export interface ListingRecommendationsType {
  Recommendation?: ListingRecommendationType[];
}

/** What AddFixedPriceItem, ReviseFixedPriceItem and RelistFixedPriceItem return besides the envelope. */
export interface FixedPriceItemResult {
  ItemID?: string;
  SKU?: string;
  StartTime?: string;
  EndTime?: string;
  Fees?: FeesType;
  CategoryID?: string;
  Category2ID?: string;
  DiscountReason?: string[];
  ListingRecommendations?: ListingRecommendationsType;
}

/** A balance in another currency on a seller account (`AdditionalAccountType`). */
export interface AdditionalAccountType {
  Balance?: AmountType;
  Currency?: string;
  AccountCode?: string;
}

/** Summary of a seller account (`AccountSummaryType`). */
export interface AccountSummaryType {
  AccountState?: string;
  InvoicePayment?: AmountType;
  InvoiceCredit?: AmountType;
  InvoiceNewFee?: AmountType;
  AdditionalAccount?: AdditionalAccountType[];
  AmountPastDue?: AmountType;
  BankAccountInfo?: string;
  BankModifyDate?: string;
  BillingCycleDate?: string;
  CreditCardExpiration?: string;
  CreditCardInfo?: string;
  CreditCardModifyDate?: string;
  CurrentBalance?: AmountType;
  Email?: string;
  InvoiceBalance?: AmountType;
  InvoiceDate?: string;
  LastAmountPaid?: AmountType;
  LastPaymentDate?: string;
  PastDue?: string;
  PaymentMethod?: string;
}

/** One fee, credit or payment on a seller account (`AccountEntryType`). */
export interface AccountEntryType {
  /** e.g. `FeeFinalValue`, `FeeInsertion`, `PaymentCC`, `CreditFinalValue`. */
  AccountDetailsEntryType?: string;
  Description?: string;
  Balance?: AmountType;
  Date?: string;
  GrossDetailAmount?: AmountType;
  ItemID?: string;
  Memo?: string;
  ConversionRate?: AmountType;
  NetDetailAmount?: AmountType;
  RefNumber?: string;
  VATPercent?: string;
  Title?: string;
  OrderLineItemID?: string;
  TransactionID?: string;
  ReceivedTopRatedDiscount?: string;
}

/** The entries of a GetAccount page (`AccountEntriesType`). */
export interface AccountEntriesType {
  AccountEntry?: AccountEntryType[];
}

/** The categories of a GetCategories answer (`CategoryArrayType`). */
export interface CategoryArrayType {
  Category?: CategoryType[];
}

/** One size of an uploaded picture (`PictureSetMemberType`). */
export interface PictureSetMemberType {
  MemberURL?: string;
  PictureHeight?: string;
  PictureWidth?: string;
}

/** Where eBay hosts an uploaded picture (`SiteHostedPictureDetailsType`). */
export interface SiteHostedPictureDetailsType {
  PictureName?: string;
  PictureSet?: string;
  PictureFormat?: string;
  /** The URL to put in `Item.PictureDetails.PictureURL`. */
  FullURL?: string;
  BaseURL?: string;
  PictureSetMember?: PictureSetMemberType[];
  ExternalPictureURL?: string;
  UseByDate?: string;
}

/** Parsed GetItem response: the listing. */
export interface GetItemResponse extends AbstractResponse {
  Item?: ItemType;
}

/** Parsed GetMyeBaySelling response: the lists asked for, each with its page totals. */
export interface GetMyeBaySellingResponse extends AbstractResponse {
  SellingSummary?: SellingSummaryType;
  ScheduledList?: PaginatedItemArrayType;
  ActiveList?: PaginatedItemArrayType;
  SoldList?: PaginatedOrderTransactionArrayType;
  UnsoldList?: PaginatedItemArrayType;
  Summary?: MyeBaySellingSummaryType;
  BidList?: PaginatedItemArrayType;
  DeletedFromSoldList?: PaginatedOrderTransactionArrayType;
  DeletedFromUnsoldList?: PaginatedItemArrayType;
}

/** Parsed GetOrders response: one page of orders (`OrderArray.Order` is `[]` when none match). */
export interface GetOrdersResponse extends AbstractResponse {
  PaginationResult?: PaginationResult;
  HasMoreOrders?: string;
  OrderArray?: OrderArrayType;
  OrdersPerPage?: string;
  PageNumber?: string;
  ReturnedOrderCountActual?: string;
}

/** Parsed GetSellerList response: one page of the seller's listings. */
export interface GetSellerListResponse extends AbstractResponse {
  PaginationResult?: PaginationResult;
  HasMoreItems?: string;
  ItemArray?: ItemArrayType;
  ItemsPerPage?: string;
  PageNumber?: string;
  ReturnedItemCountActual?: string;
  Seller?: UserType;
}

/** Parsed GetSellerTransactions response: one page of the seller's order line items. */
export interface GetSellerTransactionsResponse extends AbstractResponse {
  PaginationResult?: PaginationResult;
  HasMoreTransactions?: string;
  TransactionsPerPage?: string;
  PageNumber?: string;
  ReturnedTransactionCountActual?: string;
  Seller?: UserType;
  TransactionArray?: TransactionArrayType;
}

/** Parsed AddFixedPriceItem response: the new listing's id, times and fees. */
export interface AddFixedPriceItemResponse extends AbstractResponse, FixedPriceItemResult {}

/** Parsed ReviseFixedPriceItem response: the listing's id, times and fees. */
export interface ReviseFixedPriceItemResponse extends AbstractResponse, FixedPriceItemResult {}

/** Parsed EndFixedPriceItem response: when the listing ended. */
export interface EndFixedPriceItemResponse extends AbstractResponse {
  EndTime?: string;
  SKU?: string;
}

/** Parsed RelistFixedPriceItem response: the new listing's id, times and fees. */
export interface RelistFixedPriceItemResponse extends AbstractResponse, FixedPriceItemResult {}

/** Parsed GetUser response: the user. */
export interface GetUserResponse extends AbstractResponse {
  User?: UserType;
}

/** Parsed GetAccount response: account summary and one page of entries. */
export interface GetAccountResponse extends AbstractResponse {
  AccountID?: string;
  AccountSummary?: AccountSummaryType;
  Currency?: string;
  AccountEntries?: AccountEntriesType;
  PaginationResult?: PaginationResult;
  HasMoreEntries?: string;
  EntriesPerPage?: string;
  PageNumber?: string;
}

/** Parsed GeteBayOfficialTime response: eBay's time is the envelope's `Timestamp`. */
export type GeteBayOfficialTimeResponse = AbstractResponse;

/** Parsed GetCategories response: the categories (with `DetailLevel` `ReturnAll`) and the tree's version. */
export interface GetCategoriesResponse extends AbstractResponse {
  CategoryArray?: CategoryArrayType;
  CategoryCount?: string;
  UpdateTime?: string;
  CategoryVersion?: string;
  ReservePriceAllowed?: string;
  MinimumReservePrice?: string;
  ReduceReserveAllowed?: string;
}

/** Parsed GetSessionID response: the session to send the user to the sign-in page with. */
export interface GetSessionIDResponse extends AbstractResponse {
  SessionID?: string;
}

/** Parsed FetchToken response: the user's Auth'n'Auth token and when it expires. */
export interface FetchTokenResponse extends AbstractResponse {
  eBayAuthToken?: string;
  HardExpirationTime?: string;
  RESTToken?: string;
}

/** Parsed UploadSiteHostedPictures response: where eBay hosts the picture. */
export interface UploadSiteHostedPicturesResponse extends AbstractResponse {
  PictureSystemVersion?: string;
  SiteHostedPictureDetails?: SiteHostedPictureDetailsType;
}

// ---------------------------------------------------------------------------------------------------------------
// Maps
// ---------------------------------------------------------------------------------------------------------------

/** Parsed response type of each typed Trading call, by call name. */
export interface TradingResponses {
  GetItem: GetItemResponse;
  GetMyeBaySelling: GetMyeBaySellingResponse;
  GetOrders: GetOrdersResponse;
  GetSellerList: GetSellerListResponse;
  GetSellerTransactions: GetSellerTransactionsResponse;
  AddFixedPriceItem: AddFixedPriceItemResponse;
  ReviseFixedPriceItem: ReviseFixedPriceItemResponse;
  EndFixedPriceItem: EndFixedPriceItemResponse;
  RelistFixedPriceItem: RelistFixedPriceItemResponse;
  GetUser: GetUserResponse;
  GetAccount: GetAccountResponse;
  GeteBayOfficialTime: GeteBayOfficialTimeResponse;
  GetCategories: GetCategoriesResponse;
  GetSessionID: GetSessionIDResponse;
  FetchToken: FetchTokenResponse;
  UploadSiteHostedPictures: UploadSiteHostedPicturesResponse;
}

/** Request fields type of each typed Trading call, by call name. */
export interface TradingRequests {
  GetItem: GetItemRequest;
  GetMyeBaySelling: GetMyeBaySellingRequest;
  GetOrders: GetOrdersRequest;
  GetSellerList: GetSellerListRequest;
  GetSellerTransactions: GetSellerTransactionsRequest;
  AddFixedPriceItem: AddFixedPriceItemRequest;
  ReviseFixedPriceItem: ReviseFixedPriceItemRequest;
  EndFixedPriceItem: EndFixedPriceItemRequest;
  RelistFixedPriceItem: RelistFixedPriceItemRequest;
  GetUser: GetUserRequest;
  GetAccount: GetAccountRequest;
  GeteBayOfficialTime: GeteBayOfficialTimeRequest;
  GetCategories: GetCategoriesRequest;
  GetSessionID: GetSessionIDRequest;
  FetchToken: FetchTokenRequest;
  UploadSiteHostedPictures: UploadSiteHostedPicturesRequest;
}

/** Name of a Trading call baykit has types for. */
export type TypedTradingCall = keyof TradingResponses;
