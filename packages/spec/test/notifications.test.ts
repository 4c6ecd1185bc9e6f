// @baykit/spec/notifications: the push schemas generated from eBay's AsyncAPI contracts, by topic id.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ENVELOPE_SCHEMA, NOTIFICATION_SCHEMAS, notificationSchema } from '../src/notifications.js';

describe('@baykit/spec/notifications', () => {
  it('holds the six contracts’ push schemas, each with eBay’s contract page', () => {
    expect(Object.keys(NOTIFICATION_SCHEMAS)).toEqual([
      'AUTHORIZATION_REVOCATION',
      'ITEM_AVAILABILITY',
      'ITEM_PRICE_REVISION',
      'MARKETPLACE_ACCOUNT_DELETION',
      'PLA_CAMPAIGN_BUDGET_STATUS',
      'PRIORITY_LISTING_REVISION',
    ]);
    for (const [topic, { contract }] of Object.entries(NOTIFICATION_SCHEMAS))
      expect(contract).toBe(
        `https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi/${topic.toLowerCase()}.yaml`,
      );
    expect(notificationSchema('ITEM_PRICE_REVISION')?.properties?.notification?.properties?.data).toMatchObject({
      properties: { minimumBidPrice: { properties: { value: { type: 'string' } } } },
    });
  });

  it('answers undefined for a topic without a contract here, never an inherited property', () => {
    for (const topic of ['ORDER_CONFIRMATION', '__proto__', 'constructor', ''])
      expect(notificationSchema(topic), topic).toBeUndefined();
    expect(NOTIFICATION_ENVELOPE_SCHEMA.properties?.notification?.properties?.data).toEqual({});
  });
});
