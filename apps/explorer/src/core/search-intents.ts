// The seller's everyday words and the operations that do what they say: "mark order shipped" is
// createShippingFulfillment, whatever its name and eBay's one-line description hold. Kept as data in this one place;
// catalog-search.ts ranks with it.

/** One task: the words that name it, the words that often come with them, and the operations that do it. */
export interface SearchIntent {
  /** Any of these in a query names the task (`shipped`, `tracking`). */
  words: readonly string[];
  /** Words that come with the task's words ("mark order shipped"): they count as matched by its operations. */
  context: readonly string[];
  /** Catalog keys of the operations that do it, the most used first. */
  operations: readonly string[];
}

/** The tasks search knows by their everyday words. */
export const SEARCH_INTENTS: readonly SearchIntent[] = [
  {
    words: ['ship', 'shipped', 'shipping', 'fulfil', 'fulfill', 'fulfilled', 'fulfilment', 'tracking', 'dispatch'],
    context: ['mark', 'order', 'item', 'package', 'number', 'add', 'upload', 'sale', 'as'],
    operations: ['rest:sell.fulfillment.createShippingFulfillment', 'xml:trading.CompleteSale'],
  },
  {
    words: ['list', 'sell', 'publish'],
    context: ['item', 'product', 'new', 'fixed', 'price', 'offer', 'listing'],
    operations: [
      'rest:sell.inventory.createOffer',
      'rest:sell.inventory.publishOffer',
      'xml:trading.AddFixedPriceItem',
    ],
  },
  {
    words: ['refund'],
    context: ['buyer', 'order', 'issue', 'money', 'back'],
    operations: ['rest:sell.fulfillment.issueRefund', 'rest:postOrder.return.issueReturnRefund'],
  },
  {
    words: ['return', 'returns'],
    context: ['answer', 'accept', 'decline', 'respond', 'reply', 'request', 'buyer'],
    operations: ['rest:postOrder.return.processReturnRequest', 'rest:postOrder.return.search'],
  },
  {
    words: ['feedback'],
    context: ['leave', 'give', 'buyer', 'respond', 'reply'],
    operations: ['xml:trading.LeaveFeedback', 'xml:trading.RespondToFeedback'],
  },
];

/** What an intent adds for a query term: its operations count the term as matched with these scores. */
const WORD_SCORE = 1200;
const CONTEXT_SCORE = 300;

/**
 * The score the intents give `key` (a catalog key) for a query's `terms`, term by term (0 where none applies):
 * only when one of the terms names a task the operation does; the task's context words then count too.
 */
export function intentScores(key: string, terms: readonly string[]): number[] {
  const intents = SEARCH_INTENTS.filter(
    (intent) => intent.operations.includes(key) && terms.some((term) => intent.words.includes(term)),
  );
  if (intents.length === 0) return terms.map(() => 0);
  // A later operation of a task ranks just below an earlier one (createOffer before publishOffer).
  const rank = (intent: SearchIntent): number => intent.operations.indexOf(key);
  return terms.map((term) =>
    Math.max(
      0,
      ...intents.map((intent) =>
        intent.words.includes(term) ? WORD_SCORE - rank(intent) : intent.context.includes(term) ? CONTEXT_SCORE : 0,
      ),
    ),
  );
}
