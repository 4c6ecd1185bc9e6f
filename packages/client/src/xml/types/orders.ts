// Parsed Trading API (XML) data as `parseXml` returns it (see ./index.ts for the rules all these types follow):
// Orders and transactions.
import type { ItemType, ShippingDetailsType, ShippingServiceOptionsType, VariationType } from './listings.js';
import type { AddressType, UserType } from './users.js';
import type { AmountType, TypedTextType } from './values.js';

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
