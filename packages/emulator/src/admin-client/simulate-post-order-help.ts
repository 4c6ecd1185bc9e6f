// The words of the after-sale simulated events (simulate-post-order-events.ts), one short line each, merged into
// SIMULATE_HELP (simulate-help.ts). Typed so that an event or a field without a line does not compile.
import type { PostOrderSimulateFieldsMap } from './simulate-post-order-events.js';

/** What each after-sale event makes happen, and one line per field. */
export const POST_ORDER_SIMULATE_HELP: {
  readonly [E in keyof PostOrderSimulateFieldsMap]: {
    readonly summary: string;
    readonly fields: { readonly [F in keyof PostOrderSimulateFieldsMap[E]]-?: string };
  };
} = {
  'cancellation-request': {
    summary:
      'The buyer asks to cancel an unshipped order, as Post-Order createCancellation does: the seller approves or rejects it.',
    fields: {
      orderId: 'The order (Fulfillment orderId, or its legacy id).',
      reason:
        'A buyer’s cancel reason: FOUND_CHEAPER_PRICE, ORDER_MISTAKE, PRICE_TOO_HIGH, WONT_ARRIVE_IN_TIME, WRONG_PAYMENT_METHOD, WRONG_SHIPPING_ADDRESS or WRONG_SHIPPING_METHOD. Default ORDER_MISTAKE.',
      buyer: 'Who asks: only the order’s buyer may. Default the order’s buyer.',
    },
  },
  'return-request': {
    summary:
      'The order’s buyer opens a return of a line item, as Post-Order createReturnRequest does: ReturnCreated follows.',
    fields: {
      orderId: 'The order (Fulfillment orderId, or its legacy id).',
      lineItemId: 'The line item returned; may be left out when the order has one.',
      reason: 'An eBay return reason, such as NOT_AS_DESCRIBED (the default) or DEFECTIVE_ITEM.',
      quantity: 'Units returned: 1 to the line’s quantity. Default 1.',
      comments: 'The buyer’s words, at most 1000 characters.',
    },
  },
  inquiry: {
    summary:
      'The order’s buyer says a line item did not arrive, as Post-Order createInquiry does: the seller may refund.',
    fields: {
      orderId: 'The order (Fulfillment orderId, or its legacy id).',
      lineItemId: 'The line item not received; may be left out when the order has one.',
    },
  },
  case: {
    summary:
      'The buyer escalates an open inquiry or return to an eBay Money Back Guarantee case: the seller may refund it.',
    fields: {
      inquiryId: 'The inquiry escalated. Give one of inquiryId or returnId.',
      returnId: 'The return escalated (it closes as ESCALATED).',
    },
  },
};
