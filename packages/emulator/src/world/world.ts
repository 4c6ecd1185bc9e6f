// The emulator's resettable world: one typed, named store per thing of eBay's world
// (docs/architecture.md#one-world-one-store-per-thing). Each store is made from the seed the first time something
// reads it, so an emulator pays only for the stores its calls touch, and the same seed gives the same data whatever
// the order of first use (each store draws from its own random source). `reset()` builds a new World.
//
// Layering: context.ts names this module, and this module names only the store modules (world/stores/), which
// import neither: a store is given what it needs (the seed, another store) as parameters.
import type { AnalyticsState } from './stores/analytics.js';
import { createBiddingState, type BiddingState } from './stores/bids.js';
import { createBuyingState, type BuyingState } from './stores/buying.js';
import { createCheckoutState, type CheckoutState } from './stores/checkouts.js';
import { seedEbayStores, type StoreState } from './stores/ebay-stores.js';
import { seedFeedbackStore, type FeedbackState } from './stores/feedback.js';
import type { FeedbackProfileCache } from './stores/feedback-profiles.js';
import type { FeedFiles } from './stores/feed-files.js';
import { createFinancesState, type FinancesState } from './stores/finances.js';
import { createInventoryState, type InventoryState } from './stores/inventory.js';
import { seedListings, type BrowseCatalog } from './stores/listings.js';
import { createMediaState, type MediaState } from './stores/media.js';
import { seedMessages, type MessageState } from './stores/messages.js';
import { createNotificationState, type NotificationState } from './stores/notification-subscriptions.js';
import { seedOrderStore, type FulfillmentState } from './stores/orders.js';
import { seedPaymentDisputes, type DisputeRecord } from './stores/payment-disputes.js';
import { createPlatformNotificationState, type PlatformNotificationState } from './stores/platform-notifications.js';
import { seedPostOrder, type PostOrderState } from './stores/post-order.js';
import { createResourceState, type ResourceState } from './stores/resources.js';
import type { ShippingDiscountProfiles, TaxTableUpdates, TradingPreferences } from './stores/seller-settings.js';
import type { SigningKeys } from './stores/signing-keys.js';

/** The stores of one emulator's world, each created from the seed on first use. */
export class World {
  readonly #seed: number;
  #listings: BrowseCatalog | undefined;
  #inventory: InventoryState | undefined;
  #orders: FulfillmentState | undefined;
  #paymentDisputes: DisputeRecord[] | undefined;
  #postOrder: PostOrderState | undefined;
  #checkouts: CheckoutState | undefined;
  #buying: BuyingState | undefined;
  #bids: BiddingState | undefined;
  #feedback: FeedbackState | undefined;
  #feedbackProfiles: FeedbackProfileCache | undefined;
  #messages: MessageState | undefined;
  #finances: FinancesState | undefined;
  #notificationSubscriptions: NotificationState | undefined;
  #platformNotifications: PlatformNotificationState | undefined;
  #ebayStores: StoreState | undefined;
  #shippingDiscountProfiles: ShippingDiscountProfiles | undefined;
  #taxTableUpdates: TaxTableUpdates | undefined;
  #userPreferences: TradingPreferences | undefined;
  #signingKeys: SigningKeys | undefined;
  #media: MediaState | undefined;
  #feedFiles: FeedFiles | undefined;
  #analytics: AnalyticsState | undefined;
  #resources: ResourceState | undefined;

  constructor(seed: number) {
    this.#seed = seed;
  }

  /**
   * Every listing, active and ended: the seeded catalog and what Inventory publishes and Trading lists. Read by
   * Browse, Trading, Shopping, Finding, Merchandising, Client Alerts, Buy Feed and Order, Inventory offers.
   */
  get listings(): BrowseCatalog {
    return (this.#listings ??= seedListings(this.#seed));
  }

  /** Each seller's Inventory API records: items, offers, locations, groups, compatibility, SKU mappings. */
  get inventory(): InventoryState {
    return (this.#inventory ??= createInventoryState(this.#seed));
  }

  /**
   * Every order, sold by anyone to anyone, with its shipments, refunds and cancel requests. Read by Fulfillment,
   * Trading, Post-Order, Commerce Feedback and Message, Buy Order, Finances and payment disputes.
   */
  get orders(): FulfillmentState {
    return (this.#orders ??= seedOrderStore(this.#seed));
  }

  /** Payment disputes on the test seller's orders: the Fulfillment API's payment dispute calls. */
  get paymentDisputes(): DisputeRecord[] {
    return (this.#paymentDisputes ??= seedPaymentDisputes(this.#seed, this.orders.seeded));
  }

  /** Returns, inquiries, cases and cancellations, about the order store's line items: the Post-Order API's. */
  get postOrder(): PostOrderState {
    return (this.#postOrder ??= seedPostOrder(this.#seed, this.orders));
  }

  /** Buy Order v2 guest checkout sessions and the purchase orders that paid them. */
  get checkouts(): CheckoutState {
    return (this.#checkouts ??= createCheckoutState(this.#seed));
  }

  /** Each user's watch list and notes, Best Offers and Second Chance Offers: Trading's buying calls, My eBay. */
  get buying(): BuyingState {
    return (this.#buying ??= createBuyingState());
  }

  /** The bids on auctions: Trading `PlaceOffer`, `GetAllBidders`, `GetBidderList`. */
  get bids(): BiddingState {
    return (this.#bids ??= createBiddingState());
  }

  /** Feedback left about order line items, with replies and follow-ups: Commerce Feedback's and Trading's. */
  get feedback(): FeedbackState {
    return (this.#feedback ??= seedFeedbackStore(this.#seed, this.orders.seeded));
  }

  /** Feedback profiles computed lately (a cache over the feedback store, read by every API that shows a member). */
  get feedbackProfiles(): FeedbackProfileCache {
    return (this.#feedbackProfiles ??= new Map());
  }

  /** Member messages, each user's mailbox and Ask Seller a Question subjects: Trading's and Commerce Message's. */
  get messages(): MessageState {
    return (this.#messages ??= seedMessages(this.orders.seeded));
  }

  /** Sellers' monetary transactions (sales, refunds), written by the order events' consequences: Finances. */
  get finances(): FinancesState {
    return (this.#finances ??= createFinancesState());
  }

  /**
   * The Notification API's destinations, subscriptions, filters and signing key, and the pushes made to them
   * (Notification API, the admin request log, the world's notification consequences).
   */
  get notificationSubscriptions(): NotificationState {
    return (this.#notificationSubscriptions ??= createNotificationState(this.#seed));
  }

  /** Trading platform notification preferences and the SOAP pushes sent, per app (Set/GetNotificationPreferences). */
  get platformNotifications(): PlatformNotificationState {
    return (this.#platformNotifications ??= createPlatformNotificationState());
  }

  /** Sellers' eBay Stores and their custom categories: Trading `GetStore`, `SetStoreCategories`, `GetUser`. */
  get ebayStores(): StoreState {
    return (this.#ebayStores ??= seedEbayStores(this.#seed));
  }

  /** Sellers' shipping discount profiles: Trading `Set/GetShippingDiscountProfiles`. */
  get shippingDiscountProfiles(): ShippingDiscountProfiles {
    return (this.#shippingDiscountProfiles ??= new Map());
  }

  /** When each seller last set their tax table: Trading `SetTaxTable`, `GetTaxTable` (rates: `resources`). */
  get taxTableUpdates(): TaxTableUpdates {
    return (this.#taxTableUpdates ??= new Map());
  }

  /** Each user's Trading preferences: `SetUserPreferences`, `GetUserPreferences`. */
  get userPreferences(): TradingPreferences {
    return (this.#userPreferences ??= new Map());
  }

  /** Each app's signing keys: the Key Management API (signature checks open a key's JWE with the master key). */
  get signingKeys(): SigningKeys {
    return (this.#signingKeys ??= new Map());
  }

  /** Images uploaded to eBay Picture Services: the Media API. */
  get media(): MediaState {
    return (this.#media ??= createMediaState(this.#seed));
  }

  /** Buy Feed files generated from the listing store, per kind and category: the Feed API's downloads. */
  get feedFiles(): FeedFiles {
    return (this.#feedFiles ??= new Map());
  }

  /** Calls counted per app and user and day: the Developer Analytics API's rate limits. */
  get analytics(): AnalyticsState {
    return (this.#analytics ??= new Map());
  }

  /**
   * The members of every resource family no hand-written flow keeps (src/resources/), per owner: e.g. Account
   * policies and sales tax (which Trading `SetTaxTable` writes too), Marketing campaigns.
   */
  get resources(): ResourceState {
    return (this.#resources ??= createResourceState());
  }
}
