// The simulated events of the after-sale side (issue 37): a buyer asks to cancel, opens a return or an
// item-not-received inquiry, or escalates one of them to a case. Their fields and answers, as data the admin client,
// `baykit trigger` and the emulator share (simulate-events.ts merges them into its maps). Loads none of the server.
import type { SimulateFieldKind } from './simulate-field-kind.js';

/** The fields of `POST /__emulator/simulate/cancellation-request`: the buyer asks to cancel an unshipped order. */
export interface SimulateCancellationRequestFields {
  /** The order (Fulfillment `orderId`, or its legacy id). */
  orderId: string;
  /** eBay's buyer cancel reason (`CancelReasonEnum`): FOUND_CHEAPER_PRICE, ORDER_MISTAKE (default), PRICE_TOO_HIGH, WONT_ARRIVE_IN_TIME, WRONG_PAYMENT_METHOD, WRONG_SHIPPING_ADDRESS, WRONG_SHIPPING_METHOD. */
  reason?: string;
  /** Who asks: the order's buyer (the default); anyone else is refused. */
  buyer?: string;
}

/** The fields of `POST /__emulator/simulate/return-request`: the order's buyer opens a return of one line item. */
export interface SimulateReturnRequestFields {
  orderId: string;
  /** The line item returned; may be left out when the order has one. */
  lineItemId?: string;
  /** eBay's `ReturnReasonEnum` value (upper case with `_`). Default `NOT_AS_DESCRIBED`. */
  reason?: string;
  /** Units returned, 1 to the line's quantity. Default 1. */
  quantity?: number;
  /** The buyer's words (at most 1000 characters). */
  comments?: string;
}

/** The fields of `POST /__emulator/simulate/inquiry`: the order's buyer says a line item did not arrive. */
export interface SimulateInquiryFields {
  orderId: string;
  /** The line item not received; may be left out when the order has one. */
  lineItemId?: string;
}

/** The fields of `POST /__emulator/simulate/case`: the buyer escalates an open inquiry or return (exactly one). */
export interface SimulateCaseFields {
  inquiryId?: string;
  returnId?: string;
}

/** The ids of the world events a simulated event produced, oldest first (`GET /__emulator/events`). */
interface Produced {
  events: string[];
}

/** What a simulated cancellation request made: the Post-Order `cancelId`. */
export interface SimulateCancellationRequestResult extends Produced {
  cancelId: string;
  orderId: string;
}

/** What a simulated return request made. */
export interface SimulateReturnRequestResult extends Produced {
  returnId: string;
  orderId: string;
  lineItemId: string;
}

/** What a simulated inquiry made. */
export interface SimulateInquiryResult extends Produced {
  inquiryId: string;
  orderId: string;
  lineItemId: string;
}

/** What a simulated escalation made: the new case. */
export interface SimulateCaseResult extends Produced {
  caseId: string;
}

/** The fields of each after-sale simulated event. */
export interface PostOrderSimulateFieldsMap {
  'cancellation-request': SimulateCancellationRequestFields;
  'return-request': SimulateReturnRequestFields;
  inquiry: SimulateInquiryFields;
  case: SimulateCaseFields;
}

/** What each after-sale simulated event answers. */
export interface PostOrderSimulateResultMap {
  'cancellation-request': SimulateCancellationRequestResult;
  'return-request': SimulateReturnRequestResult;
  inquiry: SimulateInquiryResult;
  case: SimulateCaseResult;
}

/** Each after-sale event's fields and their kinds, in the order the docs and `baykit trigger --list` show them. */
export const POST_ORDER_SIMULATE_FIELDS: {
  readonly [E in keyof PostOrderSimulateFieldsMap]: {
    readonly [F in keyof PostOrderSimulateFieldsMap[E]]-?: SimulateFieldKind;
  };
} = {
  'cancellation-request': { orderId: 'string', reason: 'string', buyer: 'string' },
  'return-request': {
    orderId: 'string',
    lineItemId: 'string',
    reason: 'string',
    quantity: 'number',
    comments: 'string',
  },
  inquiry: { orderId: 'string', lineItemId: 'string' },
  case: { inquiryId: 'string', returnId: 'string' },
};
