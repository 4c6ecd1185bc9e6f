// The simulated events about money (`POST /__emulator/simulate/<event>`): a buyer's payment of an order placed
// awaiting it, an unpaid item, a payment dispute, and a payout. Their fields and answers, as data the admin client,
// the `baykit trigger` command line and the emulator share (simulate-events.ts lists every event).

/** The fields of `payment`: the buyer pays an order placed with `paid: false`. */
export interface SimulatePaymentFields {
  /** The unpaid order (Fulfillment `orderId`). */
  orderId?: string;
  /** The payment is declined instead: the order stays unpaid (Fulfillment `orderPaymentStatus` FAILED). Default false. */
  declined?: boolean;
}

/** What a simulated payment produced. */
export interface SimulatePaymentResult {
  orderId: string;
  /** The order's payment after it: PAID, or FAILED for a declined one. */
  paymentStatus: 'PAID' | 'FAILED';
  /** The ids of the world events it produced, oldest first. */
  events: string[];
}

/** The fields of `unpaid-item`: the buyer never pays, so the order is cancelled for non-payment. */
export interface SimulateUnpaidItemFields {
  /** The unpaid order (Fulfillment `orderId`). */
  orderId?: string;
}

/** What a simulated unpaid item produced. */
export interface SimulateUnpaidItemResult {
  orderId: string;
  /** The Post-Order cancellation (reason ORDER_UNPAID, status CANCEL_CLOSED_FOR_COMMITMENT). */
  cancelId: string;
  events: string[];
}

/** The fields of `payment-dispute`: the buyer of a paid order opens a payment dispute. */
export interface SimulatePaymentDisputeFields {
  /** The paid order (Fulfillment `orderId`). */
  orderId?: string;
  /** Why: a DisputeReasonEnum value. Default ITEM_NOT_RECEIVED. */
  reason?: string;
  /** The amount disputed, in the order's currency: above 0, at most what is left to refund. Default: all of that. */
  amount?: number;
}

/** What a simulated payment dispute produced. */
export interface SimulatePaymentDisputeResult {
  /** Fulfillment's `paymentDisputeId` (getPaymentDispute reads it). */
  paymentDisputeId: string;
  orderId: string;
  events: string[];
}

/** The fields of `payout`: eBay pays a seller's available funds out now. */
export interface SimulatePayoutFields {
  /** Whose funds. Default: the test seller, `testuser_baykit`. */
  seller?: string;
}

/** What a simulated payout produced: one payout per currency with funds available. */
export interface SimulatePayoutResult {
  payouts: { payoutId: string; amount: number; currency: string; transactionCount: number }[];
  events: string[];
}
