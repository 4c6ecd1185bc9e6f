/**
 * Ids and values that make an operation's first call succeed, for forms and docs: what a form fills a parameter or
 * a Trading field with. The values themselves are the emulator's seeded state (`exampleValues(emulator)` of
 * `@baykit/emulator`); this is their shape, so a tool can take them without importing the emulator.
 */
export interface OperationExamples {
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
