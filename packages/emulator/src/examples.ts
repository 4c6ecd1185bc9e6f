import { DEFAULT_SEED } from './context.js';
import type { Emulator } from './emulator.js';
import { seededFeedbackOf } from './world/stores/feedback.js';
import { seededOrdersOf } from './world/stores/orders.js';
import { DEFAULT_TEST_USER } from './oauth/auth-store.js';
import { DEFAULT_SELLER_POLICIES } from './resources/seeds.js';
import { seedMessages } from './world/stores/messages.js';

/** Values that work against a fresh emulator, for forms and docs that want a call to succeed first time. */
export interface EmulatorExamples {
  /** A Browse item id (`v1|…|0`) that `getItem` answers 200 for. */
  browseItemId: string;
  /** The same item's legacy id: Trading GetItem's and Shopping GetSingleItem's `ItemID`, Browse's `legacy_item_id`. */
  legacyItemId: string;
  /** Words that match seeded titles: Browse `search`'s `q`, Finding's `keywords`. */
  keywords: string;
  /** A category of the seeded catalog (Athletic Shoes). */
  categoryId: string;
  marketplaceId: string;
  /** The emulator's registered RuName (GetSessionID's `RuName`). */
  ruName: string;
  /** The default test seller's business policies on EBAY_US (an offer's `listingPolicies`). */
  listingPolicies: { fulfillmentPolicyId: string; paymentPolicyId: string; returnPolicyId: string };
  /**
   * A line of a seeded order the test seller has not shipped or rated yet: the ids Trading CompleteSale, SendInvoice
   * and LeaveFeedback (and Fulfillment's shipping calls) name. `itemId`-`transactionId` is its `OrderLineItemID`.
   * The seeded orders are older than the 60 days feedback is left in, so LeaveFeedback refuses this line (error 37).
   */
  sale: { orderId: string; itemId: string; transactionId: string; buyer: string; seller: string };
  /** The newest feedback the test seller received, and who left it: Trading RespondToFeedback's ids. */
  feedback: { feedbackId: string; from: string };
  /**
   * A seeded question a buyer asked the test seller about an item (Ask Seller a Question): Trading
   * AddMemberMessageRTQ's `ParentMessageID`, `ItemID` and `RecipientID`, and a `MessageID` of the seller's Inbox.
   */
  question: { messageId: string; itemId: string; from: string };
  /** A seeded message another member sent the test user about its purchase: a `MessageID` for My Messages calls. */
  message: { messageId: string; from: string };
}

/**
 * Example values for `emulator` as created (before calls change its state) with `seed` (the default seed unless
 * told). The seeded catalog numbers its items' legacy ids from 110000000000 whatever the seed
 * (world/stores/listings.ts), so the first item is always there; only its title depends on the seed. The seeded
 * orders and feedback depend on the seed: `sale` is the newest unshipped order, `feedback` the newest received.
 */
export function exampleValues(emulator: Pick<Emulator, 'app'>, seed = DEFAULT_SEED): EmulatorExamples {
  const legacyItemId = '110000000000';
  const order = seededOrdersOf(seed).find((o) => o.seller === DEFAULT_TEST_USER && o.status === 'NOT_STARTED');
  const line = order?.lineItems[0];
  const received = seededFeedbackOf(seed).findLast((e) => e.to === DEFAULT_TEST_USER);
  const orders = seededOrdersOf(seed);
  const messages = [...seedMessages(orders).messages.values()].filter((m) => m.recipient === DEFAULT_TEST_USER);
  const asked = messages.find((m) => m.kind === 'AskSellerQuestion');
  const partner = messages.find((m) => m.kind !== 'AskSellerQuestion');
  return {
    browseItemId: `v1|${legacyItemId}|0`,
    legacyItemId,
    keywords: 'shoes',
    categoryId: '15709',
    marketplaceId: 'EBAY_US',
    ruName: emulator.app.ruName,
    listingPolicies: { ...DEFAULT_SELLER_POLICIES },
    sale: {
      orderId: order?.orderId ?? '',
      itemId: line?.legacyItemId ?? '',
      transactionId: line?.lineItemId ?? '',
      buyer: order?.buyer ?? '',
      seller: DEFAULT_TEST_USER,
    },
    feedback: { feedbackId: received?.feedbackId ?? '', from: received?.from ?? '' },
    question: { messageId: asked?.messageId ?? '', itemId: asked?.itemId ?? '', from: asked?.sender ?? '' },
    message: { messageId: partner?.messageId ?? '', from: partner?.sender ?? '' },
  };
}
