// Hand-written shapes of parsed Trading API (XML) data, as `parseXml` returns them: element text is always a string
// (numbers, booleans and dates included), attributes are `@_name` keys next to the text in `#value`, and elements that
// can repeat are arrays once their path is listed in `TRADING_ARRAY_PATHS`. Element names and which elements repeat
// follow eBay's Trading schema (eBLBaseComponents); only the commonly used fields are typed.
import type { XmlScalar, XmlValue } from '../builder.js';

// ---------------------------------------------------------------------------------------------------------------
// Envelope
// ---------------------------------------------------------------------------------------------------------------

/**
 * An element eBay sent without content, which the parser returns as the empty string.
 *
 * @deprecated No parsed list container is ever `''` any more: an empty `<ItemArray/>` whose `ItemArray.Item` is a
 * listed array path comes back as `{ Item: [] }`, so the response types no longer include this case. Kept so code
 * that names the type still compiles; it will be removed in the next major version.
 */
export type EmptyElement = '';

/** `Ack` of a Trading response: `Success`, `Warning`, `Failure`, `PartialFailure` (or a value added later). */
export type AckCode = 'Success' | 'Warning' | 'Failure' | 'PartialFailure' | 'CustomCode' | (string & {});

/** One `ErrorParameters` entry of an error: the value eBay names in the message, numbered by `ParamID`. */
export interface XmlErrorParameter {
  /** Position of the parameter in the message (`0`, `1`, …). */
  '@_ParamID'?: string;
  /** The offending value or field name. */
  Value?: string;
}

/** One `Errors` entry of a Trading response: an error, or a warning when `SeverityCode` is `Warning`. */
export interface XmlErrorEntry {
  ShortMessage?: string;
  LongMessage?: string;
  /** Numeric code as text, e.g. `21916984`. */
  ErrorCode?: string;
  UserDisplayHint?: string;
  SeverityCode?: 'Error' | 'Warning' | (string & {});
  ErrorParameters?: XmlErrorParameter[];
  ErrorClassification?: 'RequestError' | 'SystemError' | (string & {});
}

/**
 * Envelope fields of every Trading response (`AbstractResponseType`, ebay-wire.md §3.3). eBay always sends
 * `Timestamp`, `Ack`, `Version` and `Build`; they are optional here so a parsed body (`Record<string, unknown>`) can
 * be cast to a response type with `as`.
 */
export interface AbstractResponse {
  /** When eBay answered, ISO-8601 with milliseconds, e.g. `2024-03-01T10:00:00.000Z`. */
  Timestamp?: string;
  Ack?: AckCode;
  /** Errors and warnings; present only when there are some. */
  Errors?: XmlErrorEntry[];
  /** Schema version eBay used for the answer. */
  Version?: string;
  /** eBay's build label, e.g. `E1349_CORE_API_19146280_R1`. */
  Build?: string;
  CorrelationID?: string;
  Message?: string;
  /** Sent when the Auth'n'Auth token expires soon: its hard expiration time. */
  HardExpirationWarning?: string;
  EIASToken?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Basic values
// ---------------------------------------------------------------------------------------------------------------

/** A money amount: the number as text under `#value` and the ISO 4217 code in the `currencyID` attribute. */
export interface AmountType {
  '#value': string;
  '@_currencyID': string;
}

/** Totals of a paginated result (`PaginationResult`). */
export interface PaginationResult {
  TotalNumberOfPages?: string;
  TotalNumberOfEntries?: string;
}

/** A text value with a `type` attribute, e.g. a payer or a payment reference. */
export interface TypedTextType {
  '#value': string;
  '@_type'?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Users and addresses
// ---------------------------------------------------------------------------------------------------------------

/** A postal address with its phone number (`AddressType`). */
export interface AddressType {
  Name?: string;
  Street?: string;
  Street1?: string;
  Street2?: string;
  CityName?: string;
  County?: string;
  StateOrProvince?: string;
  /** Two-letter country code, e.g. `US`. */
  Country?: string;
  CountryName?: string;
  Phone?: string;
  Phone2?: string;
  PostalCode?: string;
  AddressID?: string;
  AddressOwner?: string;
  ExternalAddressID?: string;
  CompanyName?: string;
  FirstName?: string;
  LastName?: string;
  AddressUsage?: string;
  ReferenceID?: string;
}

/** Seller details of a user (`SellerType`, under `UserType.SellerInfo`). */
export interface SellerType {
  AllowPaymentEdit?: string;
  BillingCurrency?: string;
  CheckoutEnabled?: string;
  GoodStanding?: string;
  QualifiesForB2BVAT?: string;
  SellerLevel?: string;
  SellerPaymentAddress?: AddressType;
  StoreOwner?: string;
  StoreURL?: string;
  StoreSite?: string;
  SellerBusinessType?: string;
  RegisteredBusinessSeller?: string;
  TopRatedSeller?: string;
  DomesticRateTable?: string;
}

/** Buyer details of a user (`BuyerType`, under `UserType.BuyerInfo`). */
export interface BuyerType {
  ShippingAddress?: AddressType;
}

/** An eBay user: seller, buyer or high bidder (`UserType`, common fields). */
export interface UserType {
  AboutMePage?: string;
  EIASToken?: string;
  Email?: string;
  FeedbackScore?: string;
  UniqueNegativeFeedbackCount?: string;
  UniquePositiveFeedbackCount?: string;
  UniqueNeutralFeedbackCount?: string;
  PositiveFeedbackPercent?: string;
  FeedbackPrivate?: string;
  FeedbackRatingStar?: string;
  IDVerified?: string;
  eBayGoodStanding?: string;
  NewUser?: string;
  RegistrationAddress?: AddressType;
  RegistrationDate?: string;
  Site?: string;
  Status?: string;
  UserID?: string;
  UserIDChanged?: string;
  UserIDLastChanged?: string;
  VATStatus?: string;
  BuyerInfo?: BuyerType;
  SellerInfo?: SellerType;
  BusinessRole?: string;
  MotorsDealer?: string;
  EnterpriseSeller?: string;
  BillingEmail?: string;
  QualifiesForSelling?: string;
  StaticAlias?: string;
  ShippingAddress?: AddressType;
  UserFirstName?: string;
  UserLastName?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Listings
// ---------------------------------------------------------------------------------------------------------------

/** An eBay category (`CategoryType`); a listing's `PrimaryCategory` carries only `CategoryID` and `CategoryName`. */
export interface CategoryType {
  BestOfferEnabled?: string;
  AutoPayEnabled?: string;
  B2BVATEnabled?: string;
  CatalogEnabled?: string;
  CategoryID?: string;
  CategoryLevel?: string;
  CategoryName?: string;
  /** Parent category ids, nearest first (the root category lists itself). */
  CategoryParentID?: string[];
  CategoryParentName?: string[];
  Expired?: string;
  LeafCategory?: string;
  Virtual?: string;
  LSD?: string;
  ORPA?: string;
  ORRA?: string;
}

/** The category fields a listing carries (`Item.PrimaryCategory`, `Item.SecondaryCategory`). */
export type ListingCategoryType = Pick<CategoryType, 'CategoryID' | 'CategoryName'>;

/** Price, quantity and status of a listing or a variation (`SellingStatusType`). */
export interface SellingStatusType {
  BidCount?: string;
  BidIncrement?: AmountType;
  ConvertedCurrentPrice?: AmountType;
  CurrentPrice?: AmountType;
  HighBidder?: UserType;
  LeadCount?: string;
  MinimumToBid?: AmountType;
  QuantitySold?: string;
  ReserveMet?: string;
  SecondChanceEligible?: string;
  BidderCount?: string;
  /** `Active`, `Completed`, `Ended`, `Custom` or `CustomCode`. */
  ListingStatus?: string;
  FinalValueFee?: AmountType;
  AdminEnded?: string;
  SoldAsBin?: string;
  QuantitySoldByPickupInStore?: string;
}

/** Timing, links and converted prices of a listing (`ListingDetailsType`). */
export interface ListingDetailsType {
  Adult?: string;
  BindingAuction?: string;
  CheckoutEnabled?: string;
  ConvertedBuyItNowPrice?: AmountType;
  ConvertedStartPrice?: AmountType;
  ConvertedReservePrice?: AmountType;
  HasReservePrice?: string;
  RelistedItemID?: string;
  SecondChanceOriginalItemID?: string;
  StartTime?: string;
  EndTime?: string;
  ViewItemURL?: string;
  HasUnansweredQuestions?: string;
  HasPublicMessages?: string;
  BuyItNowAvailable?: string;
  MinimumBestOfferPrice?: AmountType;
  ViewItemURLForNaturalSearch?: string;
  BestOfferAutoAcceptPrice?: AmountType;
  EndingReason?: string;
}

/** The pictures of a listing (`PictureDetailsType`). */
export interface PictureDetailsType {
  GalleryType?: string;
  GalleryURL?: string;
  PhotoDisplay?: string;
  /** eBay-hosted picture URLs, first one is the gallery picture. */
  PictureURL?: string[];
  PictureSource?: string;
  GalleryDuration?: string;
  GalleryStatus?: string;
  GalleryErrorInfo?: string;
  ExternalPictureURL?: string[];
}

/** One item specific or variation specific: a name with one or more values (`NameValueListType`). */
export interface NameValueListType {
  Name?: string;
  Value?: string[];
  Source?: string;
}

/** A list of name/value pairs (`NameValueListArrayType`): `ItemSpecifics`, `VariationSpecifics`… */
export interface NameValueListArrayType {
  NameValueList?: NameValueListType[];
}

/** Product identifiers of one variation (`VariationProductListingDetailsType`). */
export interface VariationProductListingDetailsType {
  ISBN?: string;
  UPC?: string;
  EAN?: string;
  ProductReferenceID?: string;
}

/** One variation of a multiple-variation listing, or the variation bought in a transaction (`VariationType`). */
export interface VariationType {
  SKU?: string;
  StartPrice?: AmountType;
  Quantity?: string;
  /** The name/value pairs that identify the variation (the schema lets the container repeat). */
  VariationSpecifics?: NameValueListArrayType[];
  UnitsAvailable?: string;
  UnitCost?: AmountType;
  SellingStatus?: SellingStatusType;
  VariationTitle?: string;
  VariationViewItemURL?: string;
  Delete?: string;
  WatchCount?: string;
  PrivateNotes?: string;
  VariationProductListingDetails?: VariationProductListingDetailsType;
}

/** The pictures of the variations that share one value of a specific (`VariationSpecificPictureSetType`). */
export interface VariationSpecificPictureSetType {
  VariationSpecificValue?: string;
  PictureURL?: string[];
  ExternalPictureURL?: string[];
}

/** Pictures of variations, grouped by one variation specific such as `Color` (`PicturesType`). */
export interface VariationPicturesType {
  VariationSpecificName?: string;
  VariationSpecificPictureSet?: VariationSpecificPictureSetType[];
}

/** Variations of a multiple-variation fixed-price listing (`VariationsType`). */
export interface VariationsType {
  Variation?: VariationType[];
  Pictures?: VariationPicturesType[];
  /** Every name and value used by the variations. */
  VariationSpecificsSet?: NameValueListArrayType;
}

/** Estimated and actual delivery times of a shipping service (`ShippingPackageInfoType`). */
export interface ShippingPackageInfoType {
  StoreID?: string;
  ScheduledDeliveryTimeMin?: string;
  ScheduledDeliveryTimeMax?: string;
  ActualDeliveryTime?: string;
  EstimatedDeliveryTimeMin?: string;
  EstimatedDeliveryTimeMax?: string;
  HandleByTime?: string;
}

/** A domestic shipping service offered, or the one the buyer chose (`ShippingServiceOptionsType`). */
export interface ShippingServiceOptionsType {
  ShippingInsuranceCost?: AmountType;
  ShippingService?: string;
  ShippingServiceCost?: AmountType;
  ShippingServiceAdditionalCost?: AmountType;
  ShippingServicePriority?: string;
  ExpeditedService?: string;
  ShippingTimeMin?: string;
  ShippingTimeMax?: string;
  ShippingSurcharge?: AmountType;
  FreeShipping?: string;
  LocalPickup?: string;
  ImportCharge?: AmountType;
  ShippingPackageInfo?: ShippingPackageInfoType[];
  ShippingServiceCutOffTime?: string;
}

/** An international shipping service offered (`InternationalShippingServiceOptionsType`). */
export interface InternationalShippingServiceOptionsType {
  ShippingService?: string;
  ShippingServiceCost?: AmountType;
  ShippingServiceAdditionalCost?: AmountType;
  ShippingServicePriority?: string;
  /** Regions or countries served, e.g. `Worldwide`, `Europe`, `CA`. */
  ShipToLocation?: string[];
  ShippingInsuranceCost?: AmountType;
  ImportCharge?: AmountType;
  ShippingServiceCutOffTime?: string;
}

/** A carrier and tracking number of a shipment (`ShipmentTrackingDetailsType`). */
export interface ShipmentTrackingDetailsType {
  ShippingCarrierUsed?: string;
  ShipmentTrackingNumber?: string;
}

/** Sales tax settings of a listing or an order (`SalesTaxType`). */
export interface SalesTaxType {
  SalesTaxPercent?: string;
  SalesTaxState?: string;
  ShippingIncludedInTax?: string;
  SalesTaxAmount?: AmountType;
}

/** Shipping of a listing or an order: services, exclusions and tracking (`ShippingDetailsType`). */
export interface ShippingDetailsType {
  GlobalShipping?: string;
  InsuranceWanted?: string;
  PaymentEdited?: string;
  PaymentInstructions?: string;
  SalesTax?: SalesTaxType;
  ShippingRateErrorMessage?: string;
  ShippingRateType?: string;
  ShippingServiceOptions?: ShippingServiceOptionsType[];
  InternationalShippingServiceOption?: InternationalShippingServiceOptionsType[];
  /** `Flat`, `Calculated`, `FlatDomesticCalculatedInternational`… */
  ShippingType?: string;
  SellingManagerSalesRecordNumber?: string;
  ShippingServiceUsed?: string;
  ShippingDiscountProfileID?: string;
  PromotionalShippingDiscount?: string;
  InternationalShippingDiscountProfileID?: string;
  InternationalPromotionalShippingDiscount?: string;
  CODCost?: AmountType;
  ExcludeShipToLocation?: string[];
  SellerExcludeShipToLocationsPreference?: string;
  ShipmentTrackingDetails?: ShipmentTrackingDetailsType[];
}

/** Return policy of a listing (`ReturnPolicyType`); the `…Option` fields hold the codes, the others display text. */
export interface ReturnPolicyType {
  RefundOption?: string;
  Refund?: string;
  ReturnsWithinOption?: string;
  ReturnsWithin?: string;
  ReturnsAcceptedOption?: string;
  ReturnsAccepted?: string;
  Description?: string;
  WarrantyOfferedOption?: string;
  WarrantyOffered?: string;
  WarrantyTypeOption?: string;
  WarrantyType?: string;
  WarrantyDurationOption?: string;
  WarrantyDuration?: string;
  ShippingCostPaidByOption?: string;
  ShippingCostPaidBy?: string;
  RestockingFeeValue?: string;
  RestockingFeeValueOption?: string;
  InternationalReturnsAcceptedOption?: string;
  InternationalReturnsWithinOption?: string;
  InternationalRefundOption?: string;
  InternationalShippingCostPaidByOption?: string;
}

/** The business policy (profile) a listing uses for one aspect: shipping, return or payment. */
export interface SellerProfileRefType {
  ShippingProfileID?: string;
  ShippingProfileName?: string;
  ReturnProfileID?: string;
  ReturnProfileName?: string;
  PaymentProfileID?: string;
  PaymentProfileName?: string;
}

/** The business policies a listing uses (`SellerProfilesType`). */
export interface SellerProfilesType {
  SellerShippingProfile?: Pick<SellerProfileRefType, 'ShippingProfileID' | 'ShippingProfileName'>;
  SellerReturnProfile?: Pick<SellerProfileRefType, 'ReturnProfileID' | 'ReturnProfileName'>;
  SellerPaymentProfile?: Pick<SellerProfileRefType, 'PaymentProfileID' | 'PaymentProfileName'>;
}

/** Brand and manufacturer part number of a product (`BrandMPNType`). */
export interface BrandMPNType {
  Brand?: string;
  MPN?: string;
}

/** Product identifiers of a listing (`ProductListingDetailsType`, common fields). */
export interface ProductListingDetailsType {
  ProductID?: string;
  IncludeStockPhotoURL?: string;
  UseStockPhotoURLAsGallery?: string;
  StockPhotoURL?: string;
  ProductReferenceID?: string;
  DetailsURL?: string;
  ProductDetailsURL?: string;
  ISBN?: string;
  UPC?: string;
  EAN?: string;
  BrandMPN?: BrandMPNType;
  IncludeeBayProductDetails?: string;
}

/** Best Offer settings and counters of a listing (`BestOfferDetailsType`). */
export interface BestOfferDetailsType {
  BestOfferCount?: string;
  BestOfferEnabled?: string;
  NewBestOffer?: string;
}

/** The eBay Store categories of a listing (`StorefrontType`). */
export interface StorefrontType {
  StoreCategoryID?: string;
  StoreCategory2ID?: string;
  StoreURL?: string;
  StoreName?: string;
}

/** VAT settings of a listing (`VATDetailsType`). */
export interface VATDetailsType {
  BusinessSeller?: string;
  RestrictedToBusiness?: string;
  VATPercent?: string;
  VATSite?: string;
  VATID?: string;
}

/** A listing as the Trading API returns it (`ItemType`, commonly used fields; which appear depends on the call). */
export interface ItemType {
  ApplicationData?: string;
  AutoPay?: string;
  BuyerProtection?: string;
  BuyItNowPrice?: AmountType;
  CategoryMappingAllowed?: string;
  Country?: string;
  Currency?: string;
  /** The listing description, usually HTML. */
  Description?: string;
  DescriptionReviseMode?: string;
  HitCounter?: string;
  ItemID?: string;
  ListingDetails?: ListingDetailsType;
  /** `GTC`, `Days_7`, `Days_30`… */
  ListingDuration?: string;
  /** `FixedPriceItem`, `Chinese` (auction), `AdType`… */
  ListingType?: string;
  Location?: string;
  LotSize?: string;
  PaymentMethods?: string[];
  PrimaryCategory?: ListingCategoryType;
  PrivateListing?: string;
  ProductListingDetails?: ProductListingDetailsType;
  Quantity?: string;
  PrivateNotes?: string;
  ReservePrice?: AmountType;
  ScheduleTime?: string;
  SecondaryCategory?: ListingCategoryType;
  Seller?: UserType;
  SellingStatus?: SellingStatusType;
  ShippingDetails?: ShippingDetailsType;
  ShipToLocations?: string[];
  /** Site name, e.g. `US`, `UK`, `Germany`. */
  Site?: string;
  StartPrice?: AmountType;
  Storefront?: StorefrontType;
  SubTitle?: string;
  /** Time left as an ISO-8601 duration, e.g. `P2DT3H15M`. */
  TimeLeft?: string;
  Title?: string;
  UUID?: string;
  VATDetails?: VATDetailsType;
  WatchCount?: string;
  HitCount?: string;
  BestOfferDetails?: BestOfferDetailsType;
  LocationDefaulted?: string;
  QuestionCount?: string;
  Relisted?: string;
  QuantityAvailable?: string;
  SKU?: string;
  PostalCode?: string;
  PictureDetails?: PictureDetailsType;
  DispatchTimeMax?: string;
  ItemSpecifics?: NameValueListArrayType;
  ReturnPolicy?: ReturnPolicyType;
  /** `ItemID` or `SKU`: how the seller tracks the listing's inventory. */
  InventoryTrackingMethod?: string;
  Variations?: VariationsType;
  ConditionID?: string;
  ConditionDescription?: string;
  ConditionDisplayName?: string;
  ConditionDefinition?: string;
  SellerProfiles?: SellerProfilesType;
  TopRatedListing?: string;
  RelistParentID?: string;
  HideFromSearch?: string;
  ReasonHideFromSearch?: string;
  eBayPlus?: string;
  eBayPlusEligible?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Orders and transactions
// ---------------------------------------------------------------------------------------------------------------

/** Checkout and payment state of an order (`CheckoutStatusType`). */
export interface CheckoutStatusType {
  eBayPaymentStatus?: string;
  LastModifiedTime?: string;
  PaymentMethod?: string;
  /** `Complete`, `Incomplete` or `Pending`. */
  Status?: string;
  IntegratedMerchantCreditCardEnabled?: string;
  PaymentInstrument?: string;
}

/** One payment of an order (`PaymentTransactionType`). */
export interface PaymentTransactionType {
  PaymentStatus?: string;
  Payer?: TypedTextType;
  Payee?: TypedTextType;
  PaymentTime?: string;
  PaymentAmount?: AmountType;
  ReferenceID?: TypedTextType;
  FeeOrCreditAmount?: AmountType;
}

/** The payments of an order (`PaymentInformationType`). */
export interface PaymentInformationType {
  Payment?: PaymentTransactionType[];
}

/** Money movements of an order or a line item (`PaymentsInformationType`; refunds are not typed here). */
export interface PaymentsInformationType {
  Payments?: PaymentInformationType;
}

/** Status of one order line item (`TransactionStatusType`). */
export interface TransactionStatusType {
  eBayPaymentStatus?: string;
  CheckoutStatus?: string;
  LastTimeModified?: string;
  PaymentMethodUsed?: string;
  CompleteStatus?: string;
  BuyerSelectedShipping?: string;
  PaymentHoldStatus?: string;
  IntegratedMerchantCreditCardEnabled?: string;
  InquiryStatus?: string;
  ReturnStatus?: string;
  PaymentInstrument?: string;
  DigitalStatus?: string;
}

/** One tax applied to a line item (`TaxDetailsType`). */
export interface TaxDetailsType {
  Imposition?: string;
  TaxDescription?: string;
  TaxAmount?: AmountType;
  TaxOnSubtotalAmount?: AmountType;
  TaxOnShippingAmount?: AmountType;
  TaxOnHandlingAmount?: AmountType;
  TaxCode?: string;
}

/** Taxes of a line item (`TaxesType`). */
export interface TaxesType {
  TotalTaxAmount?: AmountType;
  TaxDetails?: TaxDetailsType[];
}

/** Feedback left or received for a line item (`FeedbackInfoType`). */
export interface FeedbackInfoType {
  CommentText?: string;
  CommentType?: string;
  TargetUser?: string;
}

/** Order-level fields of an order (`OrderType` without its line items). */
export interface OrderFieldsType {
  OrderID?: string;
  /** `Active`, `Completed`, `Cancelled`, `CancelPending`, `Inactive`… */
  OrderStatus?: string;
  AdjustmentAmount?: AmountType;
  AmountPaid?: AmountType;
  AmountSaved?: AmountType;
  CheckoutStatus?: CheckoutStatusType;
  ShippingDetails?: ShippingDetailsType;
  CreatingUserRole?: string;
  CreatedTime?: string;
  PaymentMethods?: string[];
  SellerEmail?: string;
  ShippingAddress?: AddressType;
  ShippingServiceSelected?: ShippingServiceOptionsType;
  Subtotal?: AmountType;
  Total?: AmountType;
  BuyerUserID?: string;
  PaidTime?: string;
  ShippedTime?: string;
  IntegratedMerchantCreditCardEnabled?: string;
  BuyerCheckoutMessage?: string;
  EIASToken?: string;
  PaymentHoldStatus?: string;
  RefundAmount?: AmountType;
  RefundStatus?: string;
  IsMultiLegShipping?: string;
  MonetaryDetails?: PaymentsInformationType;
  SellerUserID?: string;
  SellerEIASToken?: string;
  CancelReason?: string;
  CancelStatus?: string;
  CancelReasonDetails?: string;
  ShippingConvenienceCharge?: AmountType;
  LogisticsPlanType?: string;
  ExtendedOrderID?: string;
  ContainseBayPlusTransaction?: string;
}

/** One order line item: the sale of a quantity of one listing or variation (`TransactionType`). */
export interface TransactionType {
  AmountPaid?: AmountType;
  AdjustmentAmount?: AmountType;
  ConvertedAdjustmentAmount?: AmountType;
  Buyer?: UserType;
  ShippingDetails?: ShippingDetailsType;
  ConvertedAmountPaid?: AmountType;
  ConvertedTransactionPrice?: AmountType;
  CreatedDate?: string;
  DepositType?: string;
  /** The listing sold; only a few of its fields are returned here. */
  Item?: ItemType;
  QuantityPurchased?: string;
  Status?: TransactionStatusType;
  TransactionID?: string;
  TransactionPrice?: AmountType;
  BestOfferSale?: string;
  VATPercent?: string;
  ShippingServiceSelected?: ShippingServiceOptionsType;
  BuyerPaidStatus?: string;
  SellerPaidStatus?: string;
  PaidTime?: string;
  ShippedTime?: string;
  TotalPrice?: AmountType;
  FeedbackLeft?: FeedbackInfoType;
  FeedbackReceived?: FeedbackInfoType;
  /** The order the line item belongs to (GetSellerTransactions with `IncludeContainingOrder`). */
  ContainingOrder?: OrderFieldsType;
  FinalValueFee?: AmountType;
  TransactionSiteID?: string;
  Platform?: string;
  Variation?: VariationType;
  BuyerCheckoutMessage?: string;
  TotalTransactionPrice?: AmountType;
  Taxes?: TaxesType;
  ActualShippingCost?: AmountType;
  ActualHandlingCost?: AmountType;
  /** `{ItemID}-{TransactionID}`, the line item's id. */
  OrderLineItemID?: string;
  IsMultiLegShipping?: string;
  InvoiceSentTime?: string;
  IntangibleItem?: string;
  MonetaryDetails?: PaymentsInformationType;
  ShippingConvenienceCharge?: AmountType;
  LogisticsPlanType?: string;
  InventoryReservationID?: string;
  ExtendedOrderID?: string;
  eBayPlusTransaction?: string;
  Gift?: string;
  GuaranteedShipping?: string;
  GuaranteedDelivery?: string;
}

/** The line items of an order, or of a GetSellerTransactions page (`TransactionArrayType`). */
export interface TransactionArrayType {
  Transaction?: TransactionType[];
}

/** An eBay order with its line items (`OrderType`, commonly used fields). */
export interface OrderType extends OrderFieldsType {
  TransactionArray?: TransactionArrayType;
}

// ---------------------------------------------------------------------------------------------------------------
// Request values
// ---------------------------------------------------------------------------------------------------------------

/** A repeatable request element: one value, or a list that `buildXmlRequest` writes as repeated elements. */
export type OneOrMany<T> = T | readonly T[];

/** A money amount in a request: a plain number (the site's currency) or `{ '#value', '@_currencyID' }`. */
export type AmountInput = XmlScalar | { readonly '#value': XmlScalar; readonly '@_currencyID'?: XmlScalar };

/** Page selection of a paginated request (`PaginationType`). */
export interface Pagination {
  readonly EntriesPerPage?: XmlScalar;
  readonly PageNumber?: XmlScalar;
  readonly [field: string]: XmlValue;
}

/** One name with its values in a request (item specifics, variation specifics). */
export interface NameValueListInput {
  readonly Name?: XmlScalar;
  readonly Value?: OneOrMany<XmlScalar>;
  readonly [field: string]: XmlValue;
}

/** A list of name/value pairs in a request (`ItemSpecifics`, `VariationSpecifics`, `VariationSpecificsSet`). */
export interface NameValueListArrayInput {
  readonly NameValueList?: OneOrMany<NameValueListInput>;
  readonly [field: string]: XmlValue;
}

/** A category chosen for a new or revised listing. */
export interface CategoryInput {
  readonly CategoryID?: XmlScalar;
  readonly [field: string]: XmlValue;
}

/** Pictures of a new or revised listing. */
export interface PictureDetailsInput {
  readonly GalleryType?: XmlScalar;
  readonly PhotoDisplay?: XmlScalar;
  readonly PictureURL?: OneOrMany<XmlScalar>;
  readonly [field: string]: XmlValue;
}

/** A domestic shipping service offered by a new or revised listing. */
export interface ShippingServiceOptionsInput {
  readonly ShippingService?: XmlScalar;
  readonly ShippingServiceCost?: AmountInput;
  readonly ShippingServiceAdditionalCost?: AmountInput;
  readonly ShippingServicePriority?: XmlScalar;
  readonly FreeShipping?: XmlScalar;
  readonly ShippingSurcharge?: AmountInput;
  readonly [field: string]: XmlValue;
}

/** An international shipping service offered by a new or revised listing. */
export interface InternationalShippingServiceOptionsInput {
  readonly ShippingService?: XmlScalar;
  readonly ShippingServiceCost?: AmountInput;
  readonly ShippingServiceAdditionalCost?: AmountInput;
  readonly ShippingServicePriority?: XmlScalar;
  readonly ShipToLocation?: OneOrMany<XmlScalar>;
  readonly [field: string]: XmlValue;
}

/** Shipping of a new or revised listing (when no shipping business policy is used). */
export interface ShippingDetailsInput {
  readonly ShippingType?: XmlScalar;
  readonly ShippingServiceOptions?: OneOrMany<ShippingServiceOptionsInput>;
  readonly InternationalShippingServiceOption?: OneOrMany<InternationalShippingServiceOptionsInput>;
  readonly ExcludeShipToLocation?: OneOrMany<XmlScalar>;
  readonly GlobalShipping?: XmlScalar;
  readonly [field: string]: XmlValue;
}

/** Return policy of a new or revised listing (when no return business policy is used). */
export interface ReturnPolicyInput {
  readonly ReturnsAcceptedOption?: XmlScalar;
  readonly RefundOption?: XmlScalar;
  readonly ReturnsWithinOption?: XmlScalar;
  readonly ShippingCostPaidByOption?: XmlScalar;
  readonly Description?: XmlScalar;
  readonly InternationalReturnsAcceptedOption?: XmlScalar;
  readonly InternationalRefundOption?: XmlScalar;
  readonly InternationalReturnsWithinOption?: XmlScalar;
  readonly InternationalShippingCostPaidByOption?: XmlScalar;
  readonly [field: string]: XmlValue;
}

/** Business policies (profiles) of a new or revised listing, by id or name. */
export interface SellerProfilesInput {
  readonly SellerShippingProfile?: { readonly ShippingProfileID?: XmlScalar; readonly ShippingProfileName?: XmlScalar };
  readonly SellerReturnProfile?: { readonly ReturnProfileID?: XmlScalar; readonly ReturnProfileName?: XmlScalar };
  readonly SellerPaymentProfile?: { readonly PaymentProfileID?: XmlScalar; readonly PaymentProfileName?: XmlScalar };
  readonly [field: string]: XmlValue;
}

/** Product identifiers of a new or revised listing. */
export interface ProductListingDetailsInput {
  readonly UPC?: XmlScalar;
  readonly EAN?: XmlScalar;
  readonly ISBN?: XmlScalar;
  readonly BrandMPN?: { readonly Brand?: XmlScalar; readonly MPN?: XmlScalar };
  readonly ProductReferenceID?: XmlScalar;
  readonly IncludeStockPhotoURL?: XmlScalar;
  readonly IncludeeBayProductDetails?: XmlScalar;
  readonly [field: string]: XmlValue;
}

/** One variation of a new or revised multiple-variation listing. */
export interface VariationInput {
  readonly SKU?: XmlScalar;
  readonly StartPrice?: AmountInput;
  readonly Quantity?: XmlScalar;
  readonly VariationSpecifics?: OneOrMany<NameValueListArrayInput>;
  /** `true` removes the variation (ReviseFixedPriceItem). */
  readonly Delete?: XmlScalar;
  readonly VariationProductListingDetails?: {
    readonly UPC?: XmlScalar;
    readonly EAN?: XmlScalar;
    readonly ISBN?: XmlScalar;
  };
  readonly [field: string]: XmlValue;
}

/** Pictures of the variations sharing one value of a specific, in a request. */
export interface VariationPicturesInput {
  readonly VariationSpecificName?: XmlScalar;
  readonly VariationSpecificPictureSet?: OneOrMany<{
    readonly VariationSpecificValue?: XmlScalar;
    readonly PictureURL?: OneOrMany<XmlScalar>;
  }>;
  readonly [field: string]: XmlValue;
}

/** Variations of a new or revised multiple-variation listing. */
export interface VariationsInput {
  readonly Variation?: OneOrMany<VariationInput>;
  readonly Pictures?: OneOrMany<VariationPicturesInput>;
  readonly VariationSpecificsSet?: NameValueListArrayInput;
  readonly [field: string]: XmlValue;
}

/** The `Item` of AddFixedPriceItem, ReviseFixedPriceItem and RelistFixedPriceItem (other item fields pass through). */
export interface ItemInput {
  /** The listing to revise or relist; left out when adding. */
  readonly ItemID?: XmlScalar;
  readonly SKU?: XmlScalar;
  readonly Title?: XmlScalar;
  readonly SubTitle?: XmlScalar;
  /** HTML; `buildXmlRequest` writes `Description` as CDATA. */
  readonly Description?: XmlScalar;
  readonly PrimaryCategory?: CategoryInput;
  readonly SecondaryCategory?: CategoryInput;
  readonly StartPrice?: AmountInput;
  readonly Quantity?: XmlScalar;
  readonly ConditionID?: XmlScalar;
  readonly ConditionDescription?: XmlScalar;
  readonly Country?: XmlScalar;
  readonly Currency?: XmlScalar;
  readonly Location?: XmlScalar;
  readonly PostalCode?: XmlScalar;
  readonly DispatchTimeMax?: XmlScalar;
  readonly ListingDuration?: XmlScalar;
  readonly ListingType?: XmlScalar;
  readonly Site?: XmlScalar;
  readonly PaymentMethods?: OneOrMany<XmlScalar>;
  readonly PictureDetails?: PictureDetailsInput;
  readonly ItemSpecifics?: NameValueListArrayInput;
  readonly ProductListingDetails?: ProductListingDetailsInput;
  readonly ShippingDetails?: ShippingDetailsInput;
  readonly ShipToLocations?: OneOrMany<XmlScalar>;
  readonly ReturnPolicy?: ReturnPolicyInput;
  readonly SellerProfiles?: SellerProfilesInput;
  readonly Variations?: VariationsInput;
  readonly BestOfferDetails?: { readonly BestOfferEnabled?: XmlScalar };
  readonly InventoryTrackingMethod?: XmlScalar;
  readonly PrivateListing?: XmlScalar;
  readonly ScheduleTime?: XmlScalar;
  readonly UUID?: XmlScalar;
  readonly ApplicationData?: XmlScalar;
  readonly [field: string]: XmlValue;
}
