// The emulator's resettable world: one typed, named store per thing of eBay's world
// (docs/architecture.md#one-world-one-store-per-thing). Each store is made from the seed the first time something
// reads it, so an emulator pays only for the stores its calls touch, and the same seed gives the same data whatever
// the order of first use (each store draws from its own random source). `reset()` builds a new World.
//
// Layering: context.ts names this module, and this module names only the store modules (world/stores/), which
// import neither: a store is given what it needs (the seed, another store) as parameters.
import { seedFeedbackStore, type FeedbackState } from './stores/feedback.js';
import { seedListings, type BrowseCatalog } from './stores/listings.js';
import { seedMessages, type MessageState } from './stores/messages.js';
import { createNotificationState, type NotificationState } from './stores/notification-subscriptions.js';
import { seedOrderStore, type FulfillmentState } from './stores/orders.js';
import { seedPostOrder, type PostOrderState } from './stores/post-order.js';

/** The stores of one emulator's world, each created from the seed on first use. */
export class World {
  readonly #seed: number;
  #listings: BrowseCatalog | undefined;
  #orders: FulfillmentState | undefined;
  #postOrder: PostOrderState | undefined;
  #feedback: FeedbackState | undefined;
  #messages: MessageState | undefined;
  #notificationSubscriptions: NotificationState | undefined;

  constructor(seed: number) {
    this.#seed = seed;
  }

  /** The seed every store is made from. */
  get seed(): number {
    return this.#seed;
  }

  /**
   * Every listing, active and ended: the seeded catalog and what Inventory publishes and Trading lists. Read by
   * Browse, Trading, Shopping, Finding, Merchandising, Client Alerts, Buy Feed and Order, Inventory offers.
   */
  get listings(): BrowseCatalog {
    return (this.#listings ??= seedListings(this.#seed));
  }

  /**
   * Every order, sold by anyone to anyone, with its shipments, refunds and cancel requests. Read by Fulfillment,
   * Trading, Post-Order, Commerce Feedback and Message, Buy Order, Finances and payment disputes.
   */
  get orders(): FulfillmentState {
    return (this.#orders ??= seedOrderStore(this.#seed));
  }

  /** Returns, inquiries, cases and cancellations, about the order store's line items: the Post-Order API's. */
  get postOrder(): PostOrderState {
    return (this.#postOrder ??= seedPostOrder(this.#seed, this.orders));
  }

  /** Feedback left about order line items, with replies and follow-ups: Commerce Feedback's and Trading's. */
  get feedback(): FeedbackState {
    return (this.#feedback ??= seedFeedbackStore(this.#seed, this.orders.seeded));
  }

  /** Member messages, each user's mailbox and Ask Seller a Question subjects: Trading's and Commerce Message's. */
  get messages(): MessageState {
    return (this.#messages ??= seedMessages(this.orders.seeded));
  }

  /**
   * The Notification API's destinations, subscriptions, filters and signing key, and the pushes made to them
   * (Notification API, the admin request log, the world's notification consequences).
   */
  get notificationSubscriptions(): NotificationState {
    return (this.#notificationSubscriptions ??= createNotificationState(this.#seed));
  }
}
