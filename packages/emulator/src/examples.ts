import type { OperationExamples } from '@baykit/spec/samples';
import { DEFAULT_SEED } from './context.js';
import type { Emulator } from './emulator.js';
import { seededFeedbackOf } from './world/stores/feedback.js';
import { seededOrdersOf } from './world/stores/orders.js';
import { DEFAULT_TEST_USER } from './oauth/auth-store.js';
import { DEFAULT_SELLER_POLICIES } from './resources/seeds.js';
import { seedMessages } from './world/stores/messages.js';

/** Values that work against a fresh emulator, for forms and docs that want a call to succeed first time. */
export type EmulatorExamples = OperationExamples;

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
