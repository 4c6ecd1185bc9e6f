// Notification API topics eBay lists besides those whose contracts are in ../shared/specs/notifications. Each has an
// AsyncAPI contract on eBay's site (the page below); only their envelopes could be read here, so the client types
// their `data` as `unknown` rather than guess fields. Move a topic out of this list when its contract's payload
// schema reaches ../shared/specs/notifications.
// eBay's list of topics: https://developer.ebay.com/develop/api/sell/notification_events

/** A topic known by its id and eBay's contract page, without a payload schema here. */
export interface UntypedTopic {
  topic: string;
  /** eBay's AsyncAPI contract of the topic. */
  contract: string;
}

const CONTRACTS = 'https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi';

/** The topics with `unknown` data, by topic id. */
export const UNTYPED_TOPICS: readonly UntypedTopic[] = [
  'BUYER_QUESTION',
  'FEEDBACK_LEFT',
  'FEEDBACK_RECEIVED',
  'FEEDBACK_STAR_RATING',
  'ITEM_MARKED_SHIPPED',
  'ORDER_CONFIRMATION',
].map((topic) => ({ topic, contract: contractUrl(topic) }));

/** eBay's AsyncAPI contract page of a topic (`…/asyncapi/item_price_revision.yaml`). */
export function contractUrl(topic: string): string {
  return `${CONTRACTS}/${topic.toLowerCase()}.yaml`;
}
