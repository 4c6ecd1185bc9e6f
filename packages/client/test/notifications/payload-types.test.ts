import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  isTopic,
  type EbayNotification,
  type ItemAvailabilityData,
  type ItemPriceRevisionData,
  type MarketplaceAccountDeletionNotification,
  type Notification,
  type NotificationHandlerOptions,
  type NotificationTopic,
  type TypedNotification,
} from '../../src/notifications/index.js';

// The push types generated from eBay's AsyncAPI contracts (packages/codegen, docs/api.md "Notification payloads").
// The expectTypeOf checks run in `npm run typecheck` (tsc): a wrong type fails the build, not only the test.

/** A push as a handler would hand it over: any topic, any data. */
const push = (topic: string, data: unknown): EbayNotification => ({
  metadata: { topic, schemaVersion: '1.0', deprecated: false },
  notification: { notificationId: 'n', eventDate: '', publishDate: '', publishAttemptCount: 1, data },
});

describe('EbayNotification', () => {
  it('is what onNotification receives: a union discriminated by metadata.topic over every known topic', () => {
    expectTypeOf<Parameters<NotificationHandlerOptions['onNotification']>[0]>().toEqualTypeOf<EbayNotification>();
    expectTypeOf<TypedNotification['metadata']['topic']>().toEqualTypeOf<NotificationTopic>();
    expectTypeOf<NotificationTopic>().toEqualTypeOf<
      | 'AUTHORIZATION_REVOCATION'
      | 'BUYER_QUESTION'
      | 'FEEDBACK_LEFT'
      | 'FEEDBACK_RECEIVED'
      | 'FEEDBACK_STAR_RATING'
      | 'ITEM_AVAILABILITY'
      | 'ITEM_MARKED_SHIPPED'
      | 'ITEM_PRICE_REVISION'
      | 'MARKETPLACE_ACCOUNT_DELETION'
      | 'ORDER_CONFIRMATION'
      | 'PLA_CAMPAIGN_BUDGET_STATUS'
      | 'PRIORITY_LISTING_REVISION'
    >();
    // A topic eBay adds later still arrives, with its data unknown.
    expectTypeOf<Notification<'SOME_NEW_TOPIC', { x: number }>>().toMatchTypeOf<EbayNotification>();
  });

  it('takes eBay’s own sample push of MARKETPLACE_ACCOUNT_DELETION as it is', () => {
    const sample = {
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId: '49feeaeb-4982-42d9-a377-9645b8479411_33f7e043-fed8-442b-9d44-791923bd9a6d',
        eventDate: '2021-03-19T20:43:59.462Z',
        publishDate: '2021-03-19T20:43:59.679Z',
        publishAttemptCount: 1,
        data: {
          username: 'test_user',
          userId: 'ma8vp1jySJC',
          eiasToken: 'nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wJnY+gAZGEpwmdj6x9nY+seQ==',
        },
      },
    } as const;
    expectTypeOf(sample).toMatchTypeOf<MarketplaceAccountDeletionNotification>();
  });
});

describe('isTopic', () => {
  it('narrows a push to the type generated from its topic’s contract, and says no for another topic', () => {
    const revision = push('ITEM_PRICE_REVISION', { itemId: 'v1|1|0', price: { currency: 'USD', value: '9.99' } });
    expect(isTopic(revision, 'ITEM_AVAILABILITY')).toBe(false);
    if (!isTopic(revision, 'ITEM_PRICE_REVISION')) throw new Error('not narrowed');
    expectTypeOf(revision.notification.data).toEqualTypeOf<ItemPriceRevisionData>();
    expectTypeOf(revision.metadata.topic).toEqualTypeOf<'ITEM_PRICE_REVISION'>();
    expect(revision.notification.data.price?.value).toBe('9.99');
  });

  it('types the fields of the six contracts, enumerations offering their values and taking any string', () => {
    const availability = push('ITEM_AVAILABILITY', { availability: 'UNAVAILABLE', buyingOptions: ['AUCTION'] });
    if (!isTopic(availability, 'ITEM_AVAILABILITY')) throw new Error('not narrowed');
    type Availability = NonNullable<ItemAvailabilityData['availability']>;
    expectTypeOf<'UNAVAILABLE'>().toMatchTypeOf<Availability>();
    expectTypeOf<'A_VALUE_EBAY_ADDS_LATER'>().toMatchTypeOf<Availability>();
    expectTypeOf(availability.notification.data.buyingOptions).toMatchTypeOf<string[] | undefined>();
    // The contracts' fixes (codegen overlays): minimumBidPrice keeps its value, seller its username.
    expectTypeOf<NonNullable<ItemPriceRevisionData['minimumBidPrice']>['value']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<ItemAvailabilityData['seller']>>().toEqualTypeOf<{ username?: string }>();
    const revoked = push('AUTHORIZATION_REVOCATION', { revokeReason: 'PASSWORD_CHANGE' });
    if (isTopic(revoked, 'AUTHORIZATION_REVOCATION'))
      expect(revoked.notification.data.revokeReason).toBe('PASSWORD_CHANGE');
    const budget = push('PLA_CAMPAIGN_BUDGET_STATUS', { campaignId: '1', budgetStatus: 'OUT_OF_BUDGET' });
    if (isTopic(budget, 'PLA_CAMPAIGN_BUDGET_STATUS'))
      expectTypeOf(budget.notification.data.user).toEqualTypeOf<{ userId?: string; username?: string } | undefined>();
  });

  it('leaves the data of topics without a contract at hand unknown', () => {
    const order = push('ORDER_CONFIRMATION', { orderId: '1' });
    if (!isTopic(order, 'ORDER_CONFIRMATION')) throw new Error('not narrowed');
    expectTypeOf(order.notification.data).toBeUnknown();
    expect(order.notification.data).toEqual({ orderId: '1' });
  });

  it('is needed because TypeScript does not narrow a push by its nested metadata.topic (TypeScript#18758)', () => {
    const revision = push('ITEM_PRICE_REVISION', { price: { currency: 'USD', value: '1.00' } });
    if (revision.metadata.topic === 'ITEM_PRICE_REVISION') {
      // The comparison narrows `revision.metadata`, not `revision`: data stays the union of every topic's data.
      // @ts-expect-error -- should TypeScript learn this, the README can show the plain comparison instead of isTopic
      void revision.notification.data.price;
    }
    expect(revision.metadata.topic).toBe('ITEM_PRICE_REVISION');
  });
});
