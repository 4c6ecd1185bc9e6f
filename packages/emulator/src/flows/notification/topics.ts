import type { FlowHandler } from '../../rest/flow.js';
import { notificationError } from './errors.js';
import { pageLinks, pageOf } from './paging.js';
import { jsonResponse } from '../../json-response.js';

/** One notification topic as `getTopic` answers it. */
export interface Topic {
  topicId: string;
  description: string;
  authorizationScopes: string[];
  status: 'ENABLED' | 'DISABLED';
  context: 'BUYER' | 'SELLER' | 'DEVELOPER' | 'ECOMMERCE';
  scope: 'APPLICATION' | 'USER';
  /** Whether subscriptions to it take a filter (`createSubscriptionFilter`). */
  filterable: boolean;
  supportedPayloads: { schemaVersion: string; format: string[]; deliveryProtocol: string; deprecated: boolean }[];
}

const BASE_SCOPE = 'https://api.ebay.com/oauth/api_scope';
const JSON_PAYLOAD = [{ schemaVersion: '1.0', format: ['JSON'], deliveryProtocol: 'HTTPS', deprecated: false }];

/** A SELLER topic of USER scope, pushed to one user's subscriptions (the order and member topics). */
function memberTopic(topicId: string, description: string): Topic {
  return {
    topicId,
    description,
    authorizationScopes: [`${BASE_SCOPE}/commerce.notification.subscription`],
    status: 'ENABLED',
    context: 'SELLER',
    scope: 'USER',
    filterable: false,
    supportedPayloads: JSON_PAYLOAD,
  };
}

/** The fixed topic list of the emulator. */
export const TOPICS: readonly Topic[] = [
  {
    topicId: 'MARKETPLACE_ACCOUNT_DELETION',
    description:
      'Marketplace account deletion notifications: a user asked eBay to delete their account and personal data.',
    authorizationScopes: [BASE_SCOPE],
    status: 'ENABLED',
    context: 'ECOMMERCE',
    scope: 'APPLICATION',
    filterable: false,
    supportedPayloads: JSON_PAYLOAD,
  },
  {
    topicId: 'AUTHORIZATION_REVOCATION',
    description: 'A user revoked the consent (the refresh tokens) they gave the application.',
    authorizationScopes: [BASE_SCOPE],
    status: 'ENABLED',
    context: 'DEVELOPER',
    scope: 'APPLICATION',
    filterable: false,
    supportedPayloads: JSON_PAYLOAD,
  },
  {
    topicId: 'ITEM_AVAILABILITY',
    description: 'The availability of an item changed.',
    authorizationScopes: [BASE_SCOPE],
    status: 'ENABLED',
    context: 'BUYER',
    scope: 'APPLICATION',
    filterable: true,
    supportedPayloads: JSON_PAYLOAD,
  },
  {
    topicId: 'ITEM_PRICE_REVISION',
    description: 'The price of an item was revised.',
    authorizationScopes: [BASE_SCOPE],
    status: 'ENABLED',
    context: 'BUYER',
    scope: 'APPLICATION',
    filterable: true,
    supportedPayloads: JSON_PAYLOAD,
  },
  // The order topics of eBay's Notification API (contracts at
  // https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi/<topic>.yaml): seller topics a user
  // subscribes to. Their scopes are the emulator's choice, as for PRIORITY_LISTING_REVISION (not confirmed).
  memberTopic(
    'ORDER_CONFIRMATION',
    'A buyer completed checkout for an auction or fixed-price item: one notification per line item of the order.',
  ),
  memberTopic('ITEM_MARKED_SHIPPED', 'A line item of an order was marked shipped.'),
  memberTopic('PRIORITY_LISTING_REVISION', 'A seller revised a priority listing.'),
  // The member topics of release notes 1.6.4 and 1.6.5 (contracts buyer_question.yaml, feedback_received.yaml,
  // feedback_left.yaml beside the order topics'): user topics. BUYER_QUESTION is about a seller's listing; the
  // feedback topics reach buyers and sellers alike, and their context here (SELLER) is the emulator's choice, as
  // are the scopes (not confirmed).
  memberTopic('BUYER_QUESTION', "A buyer asked a question about one of the seller's active listings."),
  memberTopic('FEEDBACK_RECEIVED', 'A user received feedback from their order partner for an order line item.'),
  memberTopic('FEEDBACK_LEFT', 'A user left feedback for their order partner for an order line item.'),
];

/** The topic with this id, if the emulator knows it. */
export function findTopic(topicId: string): Topic | undefined {
  return TOPICS.find((t) => t.topicId === topicId);
}

/** `GET /topic`. */
export const getTopics: FlowHandler = ({ query, ctx }) => {
  const page = pageOf([...TOPICS], query, 20);
  if (page instanceof Response) return page;
  const links = pageLinks(`${ctx.origin}/commerce/notification/v1/topic`, page.limit, query, page.next);
  return jsonResponse({ total: page.total, ...links, limit: page.limit, topics: page.items });
};

/** `GET /topic/{topic_id}`. */
export const getTopic: FlowHandler = ({ params }) => {
  const topic = findTopic(params.topic_id ?? '');
  return topic
    ? jsonResponse(topic)
    : notificationError(404, 195002, 'Invalid or missing topic id.', ['topic_id', params.topic_id ?? '']);
};
