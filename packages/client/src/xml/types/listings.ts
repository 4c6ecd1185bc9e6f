// Parsed Trading API (XML) data as `parseXml` returns it (see ./index.ts for the rules all these types follow):
// Listings: items and what describes them.
import type { UserType } from './users.js';
import type { AmountType } from './values.js';

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
