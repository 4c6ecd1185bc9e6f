// Parsed Trading API (XML) data as `parseXml` returns it (see ./index.ts for the rules all these types follow):
// Users and addresses.

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
