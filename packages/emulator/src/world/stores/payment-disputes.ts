// Payment disputes (the Fulfillment API's payment dispute calls): a buyer's claim through eBay's payment
// processing about one of a seller's orders.
import { DEFAULT_TEST_USER } from '../../oauth/test-user.js';
import { randomForSeed } from '../../random.js';
import { orderTotal, type FulfillmentOrder } from './orders.js';

/** DisputeStateEnum. */
export type DisputeState = 'OPEN' | 'ACTION_NEEDED' | 'CLOSED';

/** A payment dispute on one of the seller's orders. */
export interface DisputeRecord {
  paymentDisputeId: string;
  orderId: string;
  lineItemIds: { itemId: string; lineItemId: string }[];
  buyerUsername: string;
  amount: { value: string; currency: string };
  reason: string;
  status: DisputeState;
  openDate: string;
  respondByDate: string;
  closedDate?: string;
  sellerResponse?: 'ACCEPT' | 'CONTEST';
  note?: string;
  revision: number;
}

const REASONS = ['ITEM_NOT_RECEIVED', 'SIGNIFICANTLY_NOT_AS_DESCRIBED', 'UNAUTHORIZED_PAYMENT', 'INCORRECT_AMOUNT'];
const SEEDED_STATES: DisputeState[] = ['ACTION_NEEDED', 'ACTION_NEEDED', 'OPEN', 'CLOSED', 'ACTION_NEEDED', 'CLOSED'];

/** The payment disputes an emulator with `seed` starts with: six on the test seller's seeded orders. */
export function seedPaymentDisputes(seed: number, seededOrders: readonly FulfillmentOrder[]): DisputeRecord[] {
  const random = randomForSeed(seed, 'payment-disputes');
  const sold = seededOrders.filter((o) => o.seller === DEFAULT_TEST_USER);
  const fulfilled = sold.filter((o) => o.status === 'FULFILLED');
  return SEEDED_STATES.map((status, i) => {
    const order = fulfilled[(i * 3) % Math.max(fulfilled.length, 1)] ?? sold[i];
    if (!order) throw new Error('no seeded orders');
    const opened = Date.parse(order.creationDate) + 10 * 86_400_000;
    return {
      paymentDisputeId: `5${random.string(9, '0123456789')}`,
      orderId: order.orderId,
      lineItemIds: order.lineItems.map((l) => ({ itemId: l.legacyItemId, lineItemId: l.lineItemId })),
      buyerUsername: order.buyer,
      amount: { value: orderTotal(order).toFixed(2), currency: order.currency },
      reason: random.pick(REASONS),
      status,
      openDate: new Date(opened).toISOString(),
      respondByDate: new Date(opened + 7 * 86_400_000).toISOString(),
      ...(status === 'CLOSED'
        ? { closedDate: new Date(opened + 5 * 86_400_000).toISOString(), sellerResponse: 'ACCEPT' as const }
        : {}),
      ...(status === 'OPEN' ? { sellerResponse: 'CONTEST' as const } : {}),
      revision: 1,
    };
  });
}
