// The emulator's domain events (docs/architecture.md#world-events): every change to the world is one typed event,
// appended to a per-emulator log and handed to the consequences that subscribe to it (world/subscribers.ts). The
// admin API lists the log (`GET /__emulator/events`), as Stripe's events list shows what happened.
// It imports nothing of the emulator's: the context that holds the log names this module, not the other way round.

/** A listing's price and quantity left at one moment (what `listing.revised` compares). */
export interface ListingTerms {
  price: number;
  /** Units left for sale. */
  quantity: number;
}

/** Which listing an event is about. */
export interface ListingRef {
  /** The Browse id, `v1|<legacyItemId>|0`. */
  itemId: string;
  legacyItemId: string;
  seller: string;
  sku?: string;
  currency: string;
  format: 'FIXED_PRICE' | 'AUCTION';
}

/** Which order a post-order event is about. */
export interface OrderRef {
  orderId: string;
  legacyOrderId: string;
  buyer: string;
  seller: string;
}

/** A cancellation request as its events carry it (Post-Order `cancelId`, who asked, why). */
export interface CancellationRef extends OrderRef {
  cancelId: string;
  requestor: 'BUYER' | 'SELLER';
  reason: string;
  /** When it was requested (ISO 8601, emulator clock). */
  requestedAt: string;
}

/** What a refund came from: the API call or consequence that gave the buyer money back. */
export type RefundSource = 'cancellation' | 'return' | 'issueRefund' | 'inquiry' | 'case' | 'paymentDispute';

/** A refund to an order's buyer as `order.refunded` carries it. */
export interface OrderRefund extends OrderRef {
  /** The Fulfillment `refundId` the order's `paymentSummary.refunds` shows. */
  refundId: string;
  /** The whole refund, in the order's currency. */
  amount: number;
  currency: string;
  /** The line items it is for, with their share; empty for a refund of the order as a whole. */
  lineItems: { lineItemId: string; amount: number }[];
  source: RefundSource;
  /** The Post-Order record it settles (`returnId`, `inquiryId`, `caseId`, `cancelId`), when it came from one. */
  referenceId?: string;
  /** When it was issued (ISO 8601, emulator clock). */
  refundedAt: string;
}

/** The order line a return, inquiry or case is about, and its two members. */
export interface OrderLineRef extends OrderRef {
  /** The Fulfillment `lineItemId` (Post-Order's `transactionId`). */
  lineItemId: string;
  /** The listing's legacy item id (Post-Order's `itemId`). */
  itemId: string;
}

/** Who changed a Post-Order record: its buyer, its seller, or eBay itself (a refund that settled). */
export type PostOrderActor = 'BUYER' | 'SELLER' | 'SYSTEM';

/** A return request as its events carry it. */
export interface ReturnRef extends OrderLineRef {
  returnId: string;
  /** Units returned. */
  quantity: number;
  /** eBay's `ReturnReasonEnum` value the buyer gave (`NOT_AS_DESCRIBED`, `DEFECTIVE_ITEM`, …). */
  reason: string;
  /** What the buyer stands to get back (the units at their price), in `currency`. */
  amount: number;
  currency: string;
}

/** A step of a return between its opening and its close (Post-Order's return flow). */
export type ReturnStep =
  'APPROVED' | 'APPROVED_WITHOUT_EBAY_LABEL' | 'DECLINED' | 'SHIPPED' | 'DELIVERED' | 'REFUND_ISSUED';

/** How a return, inquiry or case ended. */
export type PostOrderOutcome = 'CLOSED_BY_BUYER' | 'REFUNDED' | 'ESCALATED';

/** An item-not-received inquiry as its events carry it. */
export interface InquiryRef extends OrderLineRef {
  inquiryId: string;
  /** Units not received. */
  quantity: number;
  /** The claim: the units at their price, in `currency`. */
  amount: number;
  currency: string;
}

/** An eBay Money Back Guarantee case as its events carry it, with the inquiry or return it was escalated from. */
export interface CaseRef extends OrderLineRef {
  caseId: string;
  caseType: 'ITEM_NOT_RECEIVED' | 'RETURN';
  inquiryId?: string;
  returnId?: string;
  amount: number;
  currency: string;
}

/** What a member message is (eBay's `MessageTypeCodeType` values the emulator keeps). */
export type MemberMessageKind =
  'AskSellerQuestion' | 'ResponseToASQQuestion' | 'ContactTransactionPartner' | 'ContactMyBidder' | 'ContactEbayMember';

/** A message from one member to another as `message.sent` carries it (the store keeps the body). */
export interface MessageRef {
  /** Trading's `MessageID` (GetMyMessages, GetMemberMessages), the same in both members' mailboxes. */
  messageId: string;
  /** The Commerce Message `conversationId` it belongs to. */
  conversationId: string;
  sender: string;
  recipient: string;
  kind: MemberMessageKind;
  subject: string;
  /** The listing it is about (legacy item id), when it is about one. */
  itemId?: string;
  /** The question a response answers. */
  parentId?: string;
}

/** A Best Offer as its events carry it: who offers what for which listing, and who made the standing offer. */
export interface BestOfferRef {
  bestOfferId: string;
  /** The listing's legacy item id. */
  itemId: string;
  seller: string;
  buyer: string;
  /** Per unit: the buyer's offer, or the seller's counter price once countered. */
  price: number;
  currency: string;
  quantity: number;
  type: 'BuyerBestOffer' | 'BuyerCounterOffer' | 'SellerCounterOffer';
}

/** Feedback one party of an order line left for the other, as `feedback.left` carries it. */
export interface FeedbackRef {
  feedbackId: string;
  from: string;
  to: string;
  /** The role of `from` in the order. */
  role: 'BUYER' | 'SELLER';
  commentType: 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';
  orderId: string;
  lineItemId: string;
  /** The listing's legacy item id. */
  itemId: string;
}

/** The `data` of each event type. */
export interface EventDataMap {
  /** A listing went live (Trading Add*, Relist*, Inventory publish, a Second Chance Offer). */
  'listing.created': ListingRef & ListingTerms & { title: string };
  /**
   * A live listing was revised through any API (Trading Revise*, Inventory changes of a published offer or its
   * item). `before` and `after` are its price and quantity left; a revision of other fields has them equal.
   */
  'listing.revised': ListingRef & { before: ListingTerms; after: ListingTerms };
  /** A listing ended (ended by its seller, withdrawn, sold out). */
  'listing.ended': ListingRef;
  /** An order was placed and paid (checkout, `seed.orders`, an auction sold to its high bidder). */
  'order.placed': OrderRef & { total: number; currency: string; lineItemIds: string[] };
  /** A cancellation was asked for (Post-Order `createCancellation` by the buyer). */
  'cancellation.requested': CancellationRef;
  /** A cancellation was approved: by the seller, or made by the seller (which needs no approval). */
  'cancellation.approved': CancellationRef & { approvedAt: string };
  /** The seller rejected a buyer's cancellation request. */
  'cancellation.rejected': CancellationRef & { rejectedAt: string };
  /** An order was cancelled (the consequence of an approved cancellation). */
  'order.cancelled': OrderRef & { cancelId: string; cancelledAt: string; refundAmount: number; currency: string };
  /**
   * Money went back to the order's buyer: Fulfillment `issueRefund`, Post-Order `issueReturnRefund`,
   * `issueInquiryRefund`, `issueCaseRefund`, or the cancellation of a paid order.
   */
  'order.refunded': OrderRefund;
  /**
   * The seller marked line items shipped (Fulfillment `createShippingFulfillment`, Trading `CompleteSale` with
   * `Shipped` or a `Shipment`): the lines this shipping action shipped, its packages (`fulfillmentIds`) and date.
   */
  'order.shipped': OrderRef & {
    lineItems: { lineItemId: string; quantity: number }[];
    fulfillmentIds: string[];
    shippedDate: string;
  };
  /** A buyer opened a return on an order line (Post-Order `createReturnRequest`, a simulated `return-request`). */
  'return.opened': ReturnRef & { comments: string; openedAt: string };
  /**
   * A return moved one step (the seller's decision, the buyer shipping it back with its tracking, the seller receiving
   * it, the seller's refund), from one Post-Order `state` to the next.
   */
  'return.updated': ReturnRef & {
    step: ReturnStep;
    by: PostOrderActor;
    fromState: string;
    toState: string;
    at: string;
    tracking?: { carrier: string; trackingNumber: string };
  };
  /** A return closed: the buyer cancelled it, its refund settled, or it was escalated to a case. */
  'return.closed': ReturnRef & { outcome: PostOrderOutcome; by: PostOrderActor; closedAt: string };
  /** A buyer opened an item-not-received inquiry (Post-Order `createInquiry`, a simulated `inquiry`). */
  'inquiry.opened': InquiryRef & { desiredOutcome: string; openedAt: string };
  /** An inquiry closed: by its buyer, with the seller's refund, or escalated to a case. */
  'inquiry.closed': InquiryRef & { outcome: PostOrderOutcome; by: PostOrderActor; closedAt: string };
  /** An inquiry or a return was escalated to a case (Post-Order `escalateInquiry`, `escalateReturn`, a simulated `case`). */
  'case.opened': CaseRef & { by: PostOrderActor; openedAt: string };
  /** A case closed: by its buyer (`closeReason`), or with the seller's refund. */
  'case.closed': CaseRef & { outcome: PostOrderOutcome; by: PostOrderActor; closeReason?: string; closedAt: string };
  /**
   * A member sent another a message: a buyer's question about a listing or message about an order (Commerce Message
   * `sendMessage`, a simulated `buyer-message`), the seller's answer (Trading `AddMemberMessageRTQ`) or message to a
   * partner or bidders (`AddMemberMessageAAQToPartner`, `AddMemberMessagesAAQToBidder`).
   */
  'message.sent': MessageRef;
  /** A buyer made a Best Offer, or countered the seller's counteroffer (Trading `PlaceOffer`, a simulated `best-offer`). */
  'best-offer.made': BestOfferRef & { message?: string };
  /** The seller accepted (with the order it made), declined or countered a Best Offer (Trading `RespondToBestOffer`). */
  'best-offer.answered': BestOfferRef & { action: 'Accept' | 'Decline' | 'Counter'; orderId?: string };
  /**
   * A party of an order line rated the other (Trading `LeaveFeedback`, `CompleteSale` with `FeedbackInfo`, Commerce
   * Feedback `leaveFeedback`, a simulated `feedback`).
   */
  'feedback.left': FeedbackRef;
}

/** The name of a domain event, such as `listing.revised`. */
export type EventType = keyof EventDataMap;

/** Every event type, once (a type added to EventDataMap and not here does not compile). */
const KNOWN_TYPES: Record<EventType, true> = {
  'listing.created': true,
  'listing.revised': true,
  'listing.ended': true,
  'order.placed': true,
  'cancellation.requested': true,
  'cancellation.approved': true,
  'cancellation.rejected': true,
  'order.cancelled': true,
  'order.refunded': true,
  'order.shipped': true,
  'return.opened': true,
  'return.updated': true,
  'return.closed': true,
  'inquiry.opened': true,
  'inquiry.closed': true,
  'case.opened': true,
  'case.closed': true,
  'message.sent': true,
  'best-offer.made': true,
  'best-offer.answered': true,
  'feedback.left': true,
};

/** The event types this emulator emits, for the admin API's `type` filter and its error message. */
export const EVENT_TYPES = Object.keys(KNOWN_TYPES) as readonly EventType[];

/** Whether `type` names an event type, or a family of them (`order.*`) that has one. */
export function isEventTypeFilter(type: string): boolean {
  if (type.endsWith('.*')) return EVENT_TYPES.some((t) => t.startsWith(type.slice(0, -1)));
  return Object.hasOwn(KNOWN_TYPES, type);
}

/** One domain event: which change, when (emulator clock), and what it is about. */
export type WorldEvent<T extends EventType = EventType> = {
  [K in T]: {
    /** `evt_<n>`, counting from 1 in each emulator (and again after `reset()`), in the order they happened. */
    id: string;
    type: K;
    /** When it happened, on the emulator's clock (ISO 8601). */
    created: string;
    data: EventDataMap[K];
  };
}[T];

/** What emitting needs of the emulator's context: its clock. */
export interface EventContext {
  readonly clock: { now(): number };
}

/** A consequence: called synchronously, in registration order, for every event of its type, with the emitter's context. */
export type EventHandler<T extends EventType, C> = (event: WorldEvent<T>, ctx: C) => void;

/** How many events the log keeps: the oldest leave first. */
export const MAX_EVENTS = 10_000;

/** What `list` answers: the matching events oldest first, and whether more follow (the next page: `since` the last). */
export interface EventPage {
  events: WorldEvent[];
  hasMore: boolean;
}

/** A filter of `list`. */
export interface EventFilter {
  /** An event type (`order.cancelled`), or a family with a wildcard (`order.*`). */
  type?: string;
  /** Only events after this event id. */
  since?: string;
  /** At most this many (1 to 1000; default 100). */
  limit?: number;
}

/** The sequence number of an event id (`evt_12` → 12), or undefined when it is not one. */
export function eventSequence(id: string): number | undefined {
  const match = /^evt_([1-9]\d{0,15})$/.exec(id);
  return match ? Number(match[1]) : undefined;
}

/**
 * One emulator's event log and its subscribers. Kept in the resettable state, so `reset()` empties it and two
 * emulators never share one. `emit` is synchronous and cheap: the event keeps the data object it is given (callers
 * build it from values, never from a live record), and the log is bounded to the last `MAX_EVENTS`.
 */
export class EventLog<C extends EventContext> {
  readonly #events: WorldEvent[] = [];
  readonly #handlers = new Map<EventType, EventHandler<EventType, C>[]>();
  #next = 1;

  /** Registers `handler` for every event of `type` from now on (world/subscribers.ts does this once per log). */
  subscribe<T extends EventType>(type: T, handler: EventHandler<T, C>): void {
    const list = this.#handlers.get(type) ?? [];
    // Called only with events of `type` (emit looks handlers up by the event's type).
    list.push(handler as EventHandler<EventType, C>);
    this.#handlers.set(type, list);
  }

  /** Appends an event of `type` with `data` at the emulator's now, then calls its subscribers in order. */
  emit<T extends EventType>(ctx: C, type: T, data: EventDataMap[T]): WorldEvent<T> {
    const event = {
      id: `evt_${this.#next++}`,
      type,
      created: new Date(ctx.clock.now()).toISOString(),
      data,
    } as WorldEvent<T>;
    // A generic T does not narrow the union: the event is the member of WorldEvent whose type is T.
    const stored = event as WorldEvent;
    this.#events.push(stored);
    // One at a time: the log grows by one per emit, so one shift keeps it bounded.
    if (this.#events.length > MAX_EVENTS) this.#events.shift();
    const handlers = this.#handlers.get(type);
    if (handlers) for (const handler of handlers) handler(stored, ctx);
    return event;
  }

  /** The id of the newest event emitted so far (kept or not), or undefined before the first. */
  lastId(): string | undefined {
    return this.#next === 1 ? undefined : `evt_${this.#next - 1}`;
  }

  /** The events after `since` of the type asked for, oldest first, at most `limit`. */
  list(filter: EventFilter = {}): EventPage {
    const after = filter.since === undefined ? 0 : (eventSequence(filter.since) ?? 0);
    const limit = filter.limit ?? 100;
    const type = filter.type;
    const family = type?.endsWith('.*') ? type.slice(0, -1) : undefined;
    const matches = (event: WorldEvent): boolean =>
      type === undefined || (family !== undefined ? event.type.startsWith(family) : event.type === type);
    const events: WorldEvent[] = [];
    // Ids grow by one per event, so the first one after `since` is found by position.
    const first = this.#events[0];
    const start = first === undefined ? 0 : Math.max(0, after - (eventSequence(first.id) ?? 1) + 1);
    for (let i = start; i < this.#events.length; i++) {
      const event = this.#events[i] as WorldEvent;
      if (!matches(event)) continue;
      if (events.length === limit) return { events, hasMore: true };
      events.push(event);
    }
    return { events, hasMore: false };
  }
}

/** Records that `type` happened, with `data`, in this emulator's world, and runs its consequences. */
export function emit<T extends EventType, C extends EventContext & { readonly state: { events: EventLog<C> } }>(
  ctx: C,
  type: T,
  data: EventDataMap[T],
): WorldEvent<T> {
  return ctx.state.events.emit(ctx, type, data);
}
