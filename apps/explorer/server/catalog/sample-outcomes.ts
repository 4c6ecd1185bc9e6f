import { resourceNeed } from '@baykit/spec/samples';
import { DEFAULT_APPLICATION_SCOPE, type OperationSpec } from 'baykit';
import { hasExample } from './catalog-parameters.js';
import { DEFAULT_CONSENT_SCOPES } from '../sign-in/sign-in.js';

/**
 * What an operation's sample answers on a fresh emulator when that is not a 2xx, and why that is right: eBay's
 * own error for a call that needs something first. The explorer shows the reason next to the form, and
 * test/server/samples.test.ts holds every sample to it.
 */
export interface IntendedOutcome {
  status: number;
  /** eBay's `errorId` (REST) or `ErrorCode` (XML). */
  errorId: string;
  reason: string;
}

const NEEDS_ORDER = 'Order ids are made at random for each emulator: copy one from getOrders into the form.';
const NEEDS_DISPUTE =
  'Payment dispute ids are made at random for each emulator: copy one from getPaymentDisputeSummaries.';
const NEEDS_OFFER = 'Needs the offerId that createOffer answered (create the inventory item first).';
const NEEDS_LISTING =
  'Needs the listingId that publishOffer answered, the SKU listed there, and a location of type FULFILLMENT_CENTER.';
const NEEDS_POST_ORDER = (what: string, search: string) =>
  `A fresh emulator has no ${what} with the sample id: copy one from ${search}, or create one first.`;
const NEEDS_SUBSCRIPTION =
  'Needs a subscription id that createSubscription answered (after a destination and the config).';
const NEEDS_DESTINATION = 'Needs a destination id that createDestination answered (after updateConfig).';
const NEEDS_OWN_AUCTION =
  'The seeded item is not yours: put the ItemID of an auction you listed with AddItem (ended, with bids, for a Second Chance Offer).';
const NEEDS_OWN_ITEM = 'The seeded item is not yours: put the ItemID of an item you listed with AddFixedPriceItem.';

const entries: [string, number, string, string][] = [
  [
    'commerce.taxonomy.getCompatibilityProperties',
    400,
    '62101',
    'Parts compatibility is for eBay Motors parts categories: put tree 100 and a category such as 33564 (Brake Disc Rotors).',
  ],
  [
    'commerce.taxonomy.getCompatibilityPropertyValues',
    400,
    '62101',
    'Parts compatibility is for eBay Motors parts categories: put tree 100 and a category such as 33564 (Brake Disc Rotors).',
  ],
  ['sell.inventory.getOffer', 404, '25710', NEEDS_OFFER],
  ['sell.inventory.publishOffer', 404, '25710', NEEDS_OFFER],
  ['sell.inventory.withdrawOffer', 404, '25710', NEEDS_OFFER],
  ['sell.inventory.updateOffer', 404, '25710', NEEDS_OFFER],
  ['sell.inventory.deleteOffer', 404, '25710', NEEDS_OFFER],
  ['sell.inventory.getListingFees', 400, '25754', `${NEEDS_OFFER} It must not be published yet.`],
  ['sell.inventory.createOrReplaceSkuLocationMapping', 400, '25904', NEEDS_LISTING],
  ['sell.inventory.getSkuLocationMapping', 400, '25904', NEEDS_LISTING],
  ['sell.inventory.deleteSkuLocationMapping', 400, '25904', NEEDS_LISTING],
  ['sell.fulfillment.getOrder', 404, '32100', NEEDS_ORDER],
  ['sell.fulfillment.getShippingFulfillments', 404, '32100', NEEDS_ORDER],
  ['sell.fulfillment.getShippingFulfillment', 404, '32100', NEEDS_ORDER],
  ['sell.fulfillment.createShippingFulfillment', 404, '32100', NEEDS_ORDER],
  ['sell.fulfillment.issueRefund', 404, '34913', NEEDS_ORDER],
  ['sell.fulfillment.getPaymentDispute', 404, '33001', NEEDS_DISPUTE],
  [
    'sell.finances.getPayout',
    404,
    '135001',
    'Payout ids are made for each emulator: copy one from getPayouts (the seeded sales are paid out daily).',
  ],
  [
    'sell.finances.getTransactionSummary',
    400,
    '135011',
    'eBay requires a transactionStatus filter here: put filter transactionStatus:{PAYOUT} (or FUNDS_AVAILABLE_FOR_PAYOUT, FUNDS_ON_HOLD, FUNDS_PROCESSING).',
  ],
  ['sell.fulfillment.acceptPaymentDispute', 404, '33001', NEEDS_DISPUTE],
  ['sell.fulfillment.contestPaymentDispute', 404, '33001', NEEDS_DISPUTE],
  [
    'commerce.notification.getConfig',
    404,
    '195026',
    'A fresh emulator has no notification config: run updateConfig first.',
  ],
  [
    'commerce.notification.createDestination',
    409,
    '195003',
    "Needs the notification config first: run updateConfig, and an endpoint of yours that answers eBay's challenge.",
  ],
  ['commerce.notification.createSubscription', 400, '195007', NEEDS_DESTINATION],
  ['commerce.notification.getDestination', 404, '195022', NEEDS_DESTINATION],
  ['commerce.notification.updateDestination', 404, '195022', NEEDS_DESTINATION],
  ['commerce.notification.deleteDestination', 404, '195022', NEEDS_DESTINATION],
  ['commerce.notification.getSubscription', 404, '195013', NEEDS_SUBSCRIPTION],
  ['commerce.notification.updateSubscription', 404, '195013', NEEDS_SUBSCRIPTION],
  ['commerce.notification.deleteSubscription', 404, '195013', NEEDS_SUBSCRIPTION],
  ['commerce.notification.enableSubscription', 404, '195013', NEEDS_SUBSCRIPTION],
  ['commerce.notification.disableSubscription', 404, '195013', NEEDS_SUBSCRIPTION],
  ['commerce.notification.testSubscription', 404, '195013', NEEDS_SUBSCRIPTION],
  ['commerce.notification.createSubscriptionFilter', 404, '195013', NEEDS_SUBSCRIPTION],
  ['commerce.notification.getSubscriptionFilter', 404, '195013', NEEDS_SUBSCRIPTION],
  ['commerce.notification.deleteSubscriptionFilter', 404, '195013', NEEDS_SUBSCRIPTION],
  [
    'commerce.media.getImage',
    404,
    '190002',
    'Needs the id of an image you made: createImageFromUrl answers it in its Location header.',
  ],
  ['developer.keyManagement.getSigningKey', 404, '210002', 'Needs the signingKeyId that createSigningKey answered.'],
  [
    'postOrder.cancellation.createCancellation',
    400,
    '1616',
    'Needs a legacyOrderId of a seeded order (from getOrders) that can still be cancelled.',
  ],
  ['postOrder.inquiry.createInquiry', 400, '1616', 'Needs the item and transaction of one of your purchases.'],
  ['postOrder.return.createReturnRequest', 400, '1616', 'Needs the item and transaction of one of your purchases.'],
  ...['approveCancellationRequest', 'getCancellation', 'rejectCancellationRequest'].map(
    (id): [string, number, string, string] => [
      `postOrder.cancellation.${id}`,
      404,
      '1617',
      NEEDS_POST_ORDER('cancellation', 'searchCancellations'),
    ],
  ),
  ...['closeCase', 'getCase', 'issueCaseRefund'].map((id): [string, number, string, string] => [
    `postOrder.case.${id}`,
    404,
    '1617',
    NEEDS_POST_ORDER('case', 'search (case)'),
  ]),
  ...['closeInquiry', 'escalateInquiry', 'getInquiry', 'issueInquiryRefund'].map(
    (id): [string, number, string, string] => [
      `postOrder.inquiry.${id}`,
      404,
      '1617',
      NEEDS_POST_ORDER('inquiry', 'search (inquiry)'),
    ],
  ),
  ...[
    'getReturn',
    'issueReturnRefund',
    'markReturnReceived',
    'markReturnShipped',
    'processReturnRequest',
    'cancelReturnRequest',
    'escalateReturn',
  ].map((id): [string, number, string, string] => [
    `postOrder.return.${id}`,
    404,
    '1617',
    NEEDS_POST_ORDER('return', 'search (return)'),
  ]),
  ['trading.EndFixedPriceItem', 200, '17', NEEDS_OWN_ITEM],
  ['trading.ReviseFixedPriceItem', 200, '17', NEEDS_OWN_ITEM],
  ['trading.RelistFixedPriceItem', 200, '17', NEEDS_OWN_ITEM],
  ['trading.EndItem', 200, '17', NEEDS_OWN_ITEM],
  ['trading.ReviseItem', 200, '17', NEEDS_OWN_ITEM],
  ['trading.RelistItem', 200, '17', NEEDS_OWN_ITEM],
  ['trading.ReviseInventoryStatus', 200, '17', NEEDS_OWN_ITEM],
  ['trading.VerifyRelistItem', 200, '17', NEEDS_OWN_ITEM],
  ['trading.AddToItemDescription', 200, '17', NEEDS_OWN_ITEM],
  ['trading.GetAllBidders', 200, '17', NEEDS_OWN_AUCTION],
  ['trading.AddSecondChanceItem', 200, '17', NEEDS_OWN_AUCTION],
  ['trading.VerifyAddSecondChanceItem', 200, '17', NEEDS_OWN_AUCTION],
  [
    'trading.RespondToBestOffer',
    200,
    '10009',
    'A fresh emulator has no Best Offer: make one (PlaceOffer, Action Offer, signed in as another user) on a listing of yours with Best Offer enabled, then copy its BestOfferID from GetBestOffers.',
  ],
  ['trading.FetchToken', 200, '37', "Needs the SessionID of an Auth'n'Auth sign-in: use Sign in & tokens instead."],
  ['trading.GetStoreCategoryUpdateStatus', 200, '37', 'Needs the TaskID a SetStoreCategories call answered.'],
  [
    'trading.AddMemberMessageAAQToPartner',
    200,
    '37',
    'The seeded orders are older than the 90 days eBay allows for messages to a trading partner: sell a listing first (list it, then buy it through guest checkout).',
  ],
  [
    'trading.LeaveFeedback',
    200,
    '37',
    'The seeded orders are older than the 60 days eBay allows for leaving feedback: sell a listing first (list it, then buy it through guest checkout).',
  ],
  [
    'trading.ConfirmIdentity',
    200,
    '37',
    "Needs the SessionID of an Auth'n'Auth sign-in the user completed: use Sign in & tokens instead.",
  ],
  [
    'trading.AddOrder',
    200,
    '37',
    "Combines two or more unpaid transactions of one buyer; every order of the emulator was paid at checkout, so eBay's refusal is the answer.",
  ],
];

const TABLE = new Map(entries.map(([key, status, errorId, reason]) => [key, { status, errorId, reason }]));

/**
 * The intended non-2xx answer of a sample on a fresh emulator, by `api.operationId` or `service.CallName` (an
 * alias goes by the operation it calls). An
 * operation whose scopes are all outside what the explorer's sign-in asks for answers 403 (errorId 1100): those
 * are eBay's limited-release scopes, granted only to approved apps.
 */
export function intendedSampleOutcome(key: string, spec?: OperationSpec): IntendedOutcome | undefined {
  // baykit refuses what eBay decommissioned before sending anything (unless allowRetired).
  if (spec?.lifecycle?.status === 'decommissioned')
    return { status: 0, errorId: 'DeprecatedApiError', reason: spec.lifecycle.message };
  const listed = TABLE.get(key);
  if (listed) return listed;
  if (spec && spec.scopes.length > 0 && !spec.scopes.some((scope) => grantedByDefault(spec, scope))) {
    return {
      status: 403,
      errorId: '1100',
      reason: `Needs a scope the explorer's sign-in does not ask for (${spec.scopes.join(', ')}); eBay grants it to approved apps only.`,
    };
  }
  const need = spec ? resourceNeed(spec.api, spec.id) : undefined;
  // A member the sample names that nobody created (unless the samples' own create may have made it, or the form
  // fills the id with one the emulator has, as a Browse item's).
  const prefilled = !!spec && spec.pathParams.length > 0 && spec.pathParams.every((name) => hasExample(spec.api, name));
  if (need && !need.namedByCaller && !prefilled) {
    const ways = [
      need.createdBy ? `create one with ${need.createdBy}` : undefined,
      need.listedBy ? `copy a ${need.field} from ${need.listedBy}` : undefined,
    ].filter(Boolean);
    return {
      status: need.status,
      errorId: String(need.errorId),
      reason: `A fresh emulator has nothing with the sample ${need.field}${ways.length > 0 ? `: ${ways.join(', or ')} first` : ' (nothing creates one)'}.`,
    };
  }
  return undefined;
}

function grantedByDefault(spec: OperationSpec, scope: string): boolean {
  if (spec.grant === 'application') return scope === DEFAULT_APPLICATION_SCOPE;
  if (spec.grant === 'user') return DEFAULT_CONSENT_SCOPES.includes(scope);
  return scope === DEFAULT_APPLICATION_SCOPE || DEFAULT_CONSENT_SCOPES.includes(scope);
}
