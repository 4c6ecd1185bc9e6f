import { DEFAULT_TEST_USER } from '../../oauth/test-user.js';
import { randomForSeed } from '../../random.js';
import { findOrderIn, orderTotal, type FulfillmentOrder, type FulfillmentState } from './orders.js';
import type {
  CancelState as PostOrderCancelState,
  CancelStatus as PostOrderCancelStatus,
  CaseStatus as PostOrderCaseStatus,
  InquiryStatus as PostOrderInquiryStatus,
  ReturnState as PostOrderReturnState,
} from 'baykit';

/** Values of baykit's enumeration `T` (a value that is not one of them does not compile). */
type Among<T extends string, U extends T> = U;

/** The ReturnStateEnum values the emulator's return flow moves through (docs/ebay-facts.md#post-order-states). */
export type ReturnState = Among<
  PostOrderReturnState,
  | 'RETURN_REQUESTED'
  | 'RETURN_LABEL_PENDING'
  | 'ITEM_READY_TO_SHIP'
  | 'ITEM_SHIPPED'
  | 'ITEM_DELIVERED'
  | 'REFUND_INITIATED'
  | 'RETURN_REJECTED'
  | 'CLOSED'
>;
/** InquiryStatusEnum values used here (baykit's InquiryStatus). */
export type InquiryStatus = Among<
  PostOrderInquiryStatus,
  'OPEN' | 'WAITING_SELLER_RESPONSE' | 'CLOSED' | 'CLOSED_WITH_ESCALATION'
>;
/** CaseStatusEnum values used here (baykit's CaseStatus). */
export type CaseStatus = Among<PostOrderCaseStatus, 'OPEN' | 'WAITING_DELIVERY' | 'CLOSED'>;
/** CancelStateEnum values used here (baykit's CancelState). */
export type CancelState = Among<PostOrderCancelState, 'APPROVAL_PENDING' | 'CLOSED'>;
/** CancelStatusEnum values used here (baykit's CancelStatus). */
export type CancelStatus = Among<
  PostOrderCancelStatus,
  'CANCEL_REQUESTED' | 'CANCEL_CLOSED_WITH_REFUND' | 'CANCEL_REJECTED'
>;

/** What a post-order record is about: one line item of an order. */
export interface Subject {
  orderId: string;
  /** The order's legacy id (what its events carry beside `orderId`). */
  legacyOrderId: string;
  itemId: string;
  transactionId: string;
  title: string;
  buyer: string;
  seller: string;
  amount: number;
  currency: string;
}

/** One step of a record's history. */
export interface Activity {
  activity: string;
  actor: 'BUYER' | 'SELLER' | 'SYSTEM';
  fromState: string;
  toState: string;
  at: string;
}

/** A return request. */
export interface ReturnRecord extends Subject {
  returnId: string;
  quantity: number;
  reason: string;
  comments: string;
  state: ReturnState;
  creationDate: string;
  tracking?: { carrier: string; trackingNumber: string };
  /** Emulator-clock ms of the refund (REFUND_INITIATED becomes CLOSED a minute later). */
  refundedAt?: number;
  /** The case it was escalated to (then CLOSED, status ESCALATED). */
  caseId?: string;
  history: Activity[];
}

/** An item-not-received inquiry. */
export interface InquiryRecord extends Subject {
  inquiryId: string;
  quantity: number;
  desiredOutcome: string;
  status: InquiryStatus;
  creationDate: string;
  lastModifiedDate: string;
  caseId?: string;
  refunded?: boolean;
  history: Activity[];
}

/** An eBay Money Back Guarantee case. */
export interface CaseRecord extends Subject {
  caseId: string;
  caseType: 'ITEM_NOT_RECEIVED' | 'RETURN';
  status: CaseStatus;
  creationDate: string;
  lastModifiedDate: string;
  inquiryId?: string;
  returnId?: string;
  closeReason?: string;
  refunded?: boolean;
}

/** An order cancellation. */
export interface CancellationRecord extends Subject {
  cancelId: string;
  legacyOrderId: string;
  requestor: 'BUYER' | 'SELLER';
  reason: string;
  state: CancelState;
  status: CancelStatus;
  creationDate: string;
  closedDate?: string;
}

/** The Post-Order state of one emulator. */
export interface PostOrderState {
  returns: Map<string, ReturnRecord>;
  inquiries: Map<string, InquiryRecord>;
  cases: Map<string, CaseRecord>;
  cancellations: Map<string, CancellationRecord>;
  nextId: number;
}

/** The subject of line item `index` of `order`. */
export function subjectOf(order: FulfillmentOrder, index = 0): Subject {
  const line = order.lineItems[index] ?? order.lineItems[0];
  if (!line) throw new Error(`order ${order.orderId} has no line items`);
  const amount = order.lineItems.length === 1 ? orderTotal(order) : line.unitPrice * line.quantity;
  return {
    orderId: order.orderId,
    legacyOrderId: order.legacyOrderId,
    itemId: line.legacyItemId,
    transactionId: line.lineItemId,
    title: line.title,
    buyer: order.buyer,
    seller: order.seller,
    amount,
    currency: order.currency,
  };
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** A new post-order id (10 digits, starting with 5). */
export function newId(state: PostOrderState): string {
  return String(state.nextId++);
}

/** The Post-Order records an emulator with `seed` starts with, about its seeded orders (made on first use). */
export function seedPostOrder(seed: number, orderStore: FulfillmentState): PostOrderState {
  const random = randomForSeed(seed, 'post-order');
  const state: PostOrderState = {
    returns: new Map(),
    inquiries: new Map(),
    cases: new Map(),
    cancellations: new Map(),
    nextId: 5_000_000_000 + random.int(0, 90_000_000) * 10,
  };
  const orders = orderStore.seeded.filter((o) => o.seller === DEFAULT_TEST_USER);
  const fulfilled = orders.filter((o) => o.status === 'FULFILLED');
  const open = orders.filter((o) => o.status === 'NOT_STARTED');
  const at = (order: FulfillmentOrder, days: number): string => iso(Date.parse(order.creationDate) + days * 86_400_000);
  const returnStates: ReturnState[] = [
    'RETURN_REQUESTED',
    'ITEM_READY_TO_SHIP',
    'ITEM_SHIPPED',
    'ITEM_DELIVERED',
    'CLOSED',
  ];
  returnStates.forEach((s, i) => {
    const order = fulfilled[i];
    if (!order) return;
    const r: ReturnRecord = {
      ...subjectOf(order),
      returnId: newId(state),
      quantity: 1,
      reason: random.pick(['NOT_AS_DESCRIBED', 'DEFECTIVE_ITEM', 'NO_LONGER_NEED_ITEM']),
      comments: 'Seeded return',
      state: s,
      creationDate: at(order, 5),
      history: [],
    };
    if (s === 'ITEM_SHIPPED' || s === 'ITEM_DELIVERED')
      r.tracking = { carrier: 'USPS', trackingNumber: `92${random.string(18, '0123456789')}` };
    state.returns.set(r.returnId, r);
  });
  // A return on the test user's purchase from another seller (a seeded order too), so role=BUYER finds something.
  const purchase = findOrderIn(orderStore, '21-09876-54321');
  if (purchase) {
    const bought: ReturnRecord = {
      ...subjectOf(purchase),
      returnId: newId(state),
      quantity: 1,
      reason: 'NOT_AS_DESCRIBED',
      comments: 'Needle sticks',
      state: 'RETURN_REQUESTED',
      creationDate: iso(Date.UTC(2026, 1, 10)),
      history: [],
    };
    state.returns.set(bought.returnId, bought);
  }
  const inquiryStatuses: InquiryStatus[] = ['OPEN', 'WAITING_SELLER_RESPONSE', 'CLOSED', 'CLOSED_WITH_ESCALATION'];
  inquiryStatuses.forEach((s, i) => {
    const order = fulfilled[10 + i];
    if (!order) return;
    const inquiry: InquiryRecord = {
      ...subjectOf(order),
      inquiryId: newId(state),
      quantity: 1,
      desiredOutcome: 'FULL_REFUND',
      status: s,
      creationDate: at(order, 8),
      lastModifiedDate: at(order, 9),
      history: [],
    };
    state.inquiries.set(inquiry.inquiryId, inquiry);
    if (s === 'CLOSED_WITH_ESCALATION') {
      const c: CaseRecord = {
        ...subjectOf(order),
        caseId: newId(state),
        caseType: 'ITEM_NOT_RECEIVED',
        status: 'OPEN',
        creationDate: at(order, 12),
        lastModifiedDate: at(order, 12),
        inquiryId: inquiry.inquiryId,
      };
      inquiry.caseId = c.caseId;
      state.cases.set(c.caseId, c);
    }
  });
  const extraCases: [CaseStatus, CaseRecord['caseType']][] = [
    ['WAITING_DELIVERY', 'RETURN'],
    ['CLOSED', 'ITEM_NOT_RECEIVED'],
  ];
  extraCases.forEach(([s, type], i) => {
    const order = fulfilled[14 + i];
    if (!order) return;
    const c: CaseRecord = {
      ...subjectOf(order),
      caseId: newId(state),
      caseType: type,
      status: s,
      creationDate: at(order, 15),
      lastModifiedDate: at(order, 16),
    };
    state.cases.set(c.caseId, c);
  });
  const cancels: [CancelStatus, CancelState][] = [
    ['CANCEL_REQUESTED', 'APPROVAL_PENDING'],
    ['CANCEL_CLOSED_WITH_REFUND', 'CLOSED'],
    ['CANCEL_REJECTED', 'CLOSED'],
  ];
  cancels.forEach(([status, s], i) => {
    const order = open[i];
    if (!order) return;
    const first = order.lineItems[0];
    const c: CancellationRecord = {
      ...subjectOf(order),
      amount: orderTotal(order),
      cancelId: newId(state),
      legacyOrderId: order.legacyOrderId,
      requestor: 'BUYER',
      reason: random.pick(['BUYER_CANCEL_ORDER', 'ORDERED_BY_MISTAKE', 'WONT_ARRIVE_IN_TIME']),
      state: s,
      status,
      creationDate: at(order, 0.2),
    };
    if (s === 'CLOSED') c.closedDate = at(order, 1);
    if (first) c.transactionId = first.lineItemId;
    state.cancellations.set(c.cancelId, c);
  });
  return state;
}
