// Parsed Trading API (XML) data as `parseXml` returns it (see ./index.ts for the rules all these types follow):
// Values written into requests (the `…Input` shapes the XML builder takes).
import type { XmlScalar, XmlValue } from '../builder.js';

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
