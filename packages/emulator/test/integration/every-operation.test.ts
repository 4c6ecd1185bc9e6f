import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APPLICATION_SCOPES,
  EbayClient,
  operationArguments,
  restCatalog,
  USER_SCOPES,
  type OperationSpec,
} from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import {
  resolveRef,
  schemaCatalog,
  SchemaValidator,
  type ApiSchemas,
  type JsonSchema,
} from '../../src/rest/schema/index.js';

// Every one of the 397 operations, called through baykit over HTTP with valid arguments: the emulator answers
// 2xx and the answer validates against the operation's response schema.

/** A minimal valid value of a schema: required properties only, simple leaves. */
function minimal(api: ApiSchemas, schema: JsonSchema | undefined, depth = 0): unknown {
  const resolved = schema?.$ref ? resolveRef(api, schema.$ref) : schema;
  if (!resolved || depth > 6) return undefined;
  if (resolved.enum?.length) return resolved.enum[0];
  switch (resolved.type) {
    case 'string':
      return resolved.format === 'byte' ? 'aGVsbG8=' : 'sample';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [minimal(api, resolved.items, depth + 1)];
    default: {
      const out: Record<string, unknown> = {};
      for (const name of resolved.required ?? []) out[name] = minimal(api, resolved.properties?.[name], depth + 1);
      return out;
    }
  }
}

/** Arguments for the operations whose answer depends on state: ids that exist, bodies the flows need. */
const special: Record<string, () => unknown[]> = {};

function argumentsFor(spec: OperationSpec): unknown[] {
  const override = special[`${spec.api}.${spec.id}`];
  if (override) return override();
  let body: unknown;
  if (spec.body) {
    if (spec.body.contentType === 'multipart/form-data') {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'f.pdf');
      body = form;
    } else if (!/json/.test(spec.body.contentType)) body = new Uint8Array([1, 2, 3]);
    else body = minimal(schemaCatalog[spec.api]!, schemaCatalog[spec.api]!.operations[spec.id]?.body) ?? {};
  }
  const query: Record<string, string> = {};
  const known: Record<string, string> = {
    limit: '10',
    marketplace_id: 'EBAY_US',
    category_id: '15709',
    feed_scope: 'NEWLY_LISTED',
    date: '20260101',
  };
  for (const q of (spec.query ?? []).filter((p) => p.required)) query[q.name] = known[q.name] ?? `v-${q.name}`;
  // Browse search needs something to search for.
  if (spec.id === 'search' && spec.api === 'buy.browse') query.q = 'shoes';
  const headers: Record<string, string> = {};
  for (const h of spec.headers ?? []) headers[h.name] = h.name.toLowerCase() === 'range' ? 'bytes=0-99' : 'x';
  const pathParams = Object.fromEntries(spec.pathParams.map((name) => [name, `id-${name}`]));
  return operationArguments(spec, { pathParams, body, query, options: { headers } });
}

let emulator: Emulator;
let receiver: Server;
let ebay: EbayClient;
const validator = new SchemaValidator();

beforeAll(async () => {
  emulator = createEmulator({ seed: 11 });
  const { url } = await emulator.listen(0);
  const app = emulator.app;
  // A signing key from the emulator's Key Management, so the operations eBay requires to be signed are signed.
  const keys = new EbayClient({ appId: app.appId, certId: app.certId, origin: url });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  ebay = new EbayClient({
    appId: app.appId,
    certId: app.certId,
    ruName: app.ruName,
    origin: url,
    maxRetries: 0,
    scope: [...APPLICATION_SCOPES],
    signature: { jwe: key.jwe!, privateKey: key.privateKey! },
  });
  const item = 'v1|110000000000|0';
  const day = (offset: number): Date => new Date(Date.now() + offset * 86_400_000);
  const feedDate = day(-5).toISOString().slice(0, 10).replace(/-/g, '');
  const feedQuery = { feed_scope: 'NEWLY_LISTED', category_id: '15709', date: feedDate };
  Object.assign(special, {
    'buy.feed.getItemFeed': () => [feedQuery, { headers: { Range: 'bytes=0-99' } }],
    'buy.feed.getItemGroupFeed': () => [feedQuery, {}],
    'buy.feed.getProductFeed': () => [feedQuery, { headers: { Range: 'bytes=0-99' } }],
    'buy.feed.getItemSnapshotFeed': () => [
      { category_id: '15709', snapshot_date: `${day(-1).toISOString().slice(0, 13)}:00:00.000Z` },
      { headers: { Range: 'bytes=0-99' } },
    ],
    'buy.browse.getItem': () => [item, {}, {}],
    'buy.browse.getItemByLegacyId': () => [{ legacy_item_id: '110000000000' }, {}],
    'buy.browse.getItems': () => [{ item_ids: item }, {}],
    'developer.keyManagement.createSigningKey': () => [{ signingKeyCipher: 'ED25519' }, {}],
    'developer.keyManagement.getSigningKey': () => [key.signingKeyId!, {}],
  });
  const consentUrl = ebay.oauth2.generateAuthUrl({
    scope: USER_SCOPES.filter((s) => s.startsWith('https://api.ebay.com/oauth/api_scope')),
  });
  const { redirect } = (await (
    await fetch(`${url}/__emulator/consent/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: consentUrl }),
    })
  ).json()) as { redirect: string };
  await ebay.oauth2.getToken(redirect);

  // Notification state: a receiving endpoint that answers eBay's challenge, the alert e-mail, destinations and
  // subscriptions (throwaway ones for the deletes, which run before the others in catalog order).
  const verificationToken = 'baykit-verification-token-0123456789-abcdef';
  let base = '';
  receiver = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const code = url.searchParams.get('challenge_code') ?? '';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        challengeResponse: createHash('sha256')
          .update(code)
          .update(verificationToken)
          .update(`${base}${url.pathname}`)
          .digest('hex'),
      }),
    );
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const notifications = ebay.commerce.notification;
  await notifications.updateConfig({ alertEmail: 'alerts@example.com' });
  const idOf = async (created: Promise<unknown>): Promise<string> =>
    (await ebay.withResponse(created)).headers.location!.split('/').pop()!;
  // One destination per endpoint, as eBay requires.
  const destination = (name: string) => ({
    name,
    status: 'ENABLED',
    deliveryConfig: { endpoint: `${base}/ebay/${name}`, verificationToken },
  });
  const destinationId = await idOf(notifications.createDestination(destination('main')));
  const spareDestinationId = await idOf(notifications.createDestination(destination('spare')));
  const subscription = (topicId: string) => ({
    topicId,
    status: 'ENABLED',
    destinationId,
    payload: { format: 'JSON', schemaVersion: '1.0', deliveryProtocol: 'HTTPS' },
  });
  const subscriptionId = await idOf(notifications.createSubscription(subscription('MARKETPLACE_ACCOUNT_DELETION')));
  const spareSubscriptionId = await idOf(notifications.createSubscription(subscription('AUTHORIZATION_REVOCATION')));
  Object.assign(special, {
    'commerce.notification.createDestination': () => [destination('another'), {}],
    'commerce.notification.createSubscription': () => [subscription('ITEM_AVAILABILITY'), {}],
    'commerce.notification.deleteDestination': () => [spareDestinationId, {}],
    'commerce.notification.deleteSubscription': () => [spareSubscriptionId, {}],
    'commerce.notification.disableSubscription': () => [subscriptionId, {}],
    'commerce.notification.enableSubscription': () => [subscriptionId, {}],
    'commerce.notification.getDestination': () => [destinationId, {}],
    'commerce.notification.getSubscription': () => [subscriptionId, {}],
    'commerce.notification.getTopic': () => ['MARKETPLACE_ACCOUNT_DELETION', {}],
    'commerce.notification.getPublicKey': () => ['9936261a-7d7b-4621-a0f1-96ccb428af49', {}],
    'commerce.notification.test': () => [subscriptionId, {}],
    'commerce.notification.updateConfig': () => [{ alertEmail: 'alerts@example.com' }, {}],
    'commerce.notification.updateDestination': () => [destinationId, destination('main'), {}],
    'commerce.notification.updateSubscription': () => [
      subscriptionId,
      subscription('MARKETPLACE_ACCOUNT_DELETION'),
      {},
    ],
  });
  // Fulfillment and post-order records in the states each operation needs, found through the emulator's own lists.
  type Line = { lineItemId?: string; legacyItemId?: string };
  const { orders = [] } = await ebay.sell.fulfillment.getOrders({ limit: 200 });
  const byStatus = (status: string) => orders.filter((o) => o.orderFulfillmentStatus === status);
  const [cancelOrder, shipOrder, refundOrder, rejectOrder] = byStatus('NOT_STARTED');
  const fulfilled = byStatus('FULFILLED')[0]!;
  const line = (order: { lineItems?: Line[] } | undefined): Line => order?.lineItems?.[0] ?? {};
  const { fulfillments = [] } = (await ebay.sell.fulfillment.getShippingFulfillments(fulfilled.orderId!)) ?? {};
  const disputes =
    (await ebay.sell.fulfillment.getPaymentDisputeSummaries({ limit: '200' })).paymentDisputeSummaries ?? [];
  const actionNeeded = disputes
    .filter((d) => d.paymentDisputeStatus === 'ACTION_NEEDED')
    .map((d) => d.paymentDisputeId!);
  const returns = (
    (await ebay.postOrder.return.search({ limit: 200 })) as { members: { returnId: string; state: string }[] }
  ).members;
  const returnIn = (state: string): string => returns.find((r) => r.state === state)!.returnId;
  const inquiries = (
    (await ebay.postOrder.inquiry.search({ limit: 200 })) as {
      members: { inquiryId: string; inquiryStatusEnum: string }[];
    }
  ).members;
  const openInquiries = inquiries
    .filter((i) =>
      ['OPEN', 'WAITING_SELLER_RESPONSE', 'WAITING_BUYER_RESPONSE', 'PENDING'].includes(i.inquiryStatusEnum),
    )
    .map((i) => i.inquiryId);
  const cases = (
    (await ebay.postOrder.case.search({ limit: 200 })) as { members: { caseId: string; caseStatusEnum: string }[] }
  ).members;
  const openCases = cases.filter((c) => c.caseStatusEnum !== 'CLOSED').map((c) => c.caseId);
  const cancellations = (
    (await ebay.postOrder.cancellation.search({ limit: '200' })) as {
      cancellations: { cancelId: string; cancelState: string }[];
    }
  ).cancellations;
  const pendingCancels = cancellations.filter((c) => c.cancelState === 'APPROVAL_PENDING').map((c) => c.cancelId);
  // A second return in RETURN_REQUESTED, so cancel and decide each get their own.
  const returnLine = line(byStatus('FULFILLED')[1]);
  const { returnId: freshReturn } = (await ebay.postOrder.return.createReturnRequest({
    returnRequest: {
      itemId: returnLine.legacyItemId,
      transactionId: returnLine.lineItemId,
      returnQuantity: 1,
      reason: 'DEFECTIVE_ITEM',
      type: 'MONEY_BACK',
    },
  } as never)) as { returnId: string };
  const inquiryLine = line(byStatus('FULFILLED')[2]);
  const refundLine = line(byStatus('FULFILLED')[4]);
  const { inquiryId: refundable } = (await ebay.postOrder.inquiry.createInquiry({
    itemId: refundLine.legacyItemId!,
    transactionId: refundLine.lineItemId!,
  })) as { inquiryId: string };
  // A second pending cancellation, so approve and reject each get their own.
  const { cancelId: rejectable } = (await ebay.postOrder.cancellation.createCancellation({
    legacyOrderId: `${line(rejectOrder).legacyItemId}-${line(rejectOrder).lineItemId}`,
  })) as { cancelId: string };
  Object.assign(special, {
    'sell.fulfillment.getOrder': () => [fulfilled.orderId, {}, {}],
    'sell.fulfillment.getShippingFulfillments': () => [fulfilled.orderId, {}],
    'sell.fulfillment.getShippingFulfillment': () => [fulfilled.orderId, fulfillments[0]?.fulfillmentId, {}],
    'sell.fulfillment.createShippingFulfillment': () => [
      shipOrder!.orderId,
      {
        lineItems: [{ lineItemId: line(shipOrder).lineItemId, quantity: 1 }],
        shippedDate: new Date().toISOString(),
        shippingCarrierCode: 'USPS',
        trackingNumber: '9400100000000000000000',
      },
      {},
    ],
    'sell.fulfillment.issueRefund': () => [
      refundOrder!.orderId,
      { reasonForRefund: 'BUYER_CANCEL', orderLevelRefundAmount: { value: '1.00', currency: 'USD' } },
      {},
    ],
    'sell.fulfillment.getPaymentDispute': () => [disputes[0]!.paymentDisputeId, {}],
    'sell.fulfillment.acceptPaymentDispute': () => [actionNeeded[0], {}, {}],
    'sell.fulfillment.contestPaymentDispute': () => [actionNeeded[1], {}, {}],
    'postOrder.return.getReturn': () => [returnIn('CLOSED'), {}, {}],
    'postOrder.return.cancelReturnRequest': () => [
      returnIn('RETURN_REQUESTED'),
      { buyerCloseReason: 'BUYER_NO_LONGER_WANTS_RETURN' },
      {},
    ],
    'postOrder.return.processReturnRequest': () => [freshReturn, { decision: 'APPROVE' }, {}],
    'postOrder.return.markReturnShipped': () => [returnIn('ITEM_READY_TO_SHIP'), {}, {}],
    'postOrder.return.markReturnReceived': () => [returnIn('ITEM_SHIPPED'), {}, {}],
    'postOrder.return.issueReturnRefund': () => [returnIn('ITEM_DELIVERED'), {}, {}],
    'postOrder.return.createReturnRequest': () => [
      {
        returnRequest: {
          itemId: line(byStatus('FULFILLED')[3]).legacyItemId,
          transactionId: line(byStatus('FULFILLED')[3]).lineItemId,
          returnQuantity: 1,
          reason: 'DEFECTIVE_ITEM',
          type: 'MONEY_BACK',
        },
      },
      {},
    ],
    'postOrder.inquiry.createInquiry': () => [
      { itemId: inquiryLine.legacyItemId, transactionId: inquiryLine.lineItemId },
      {},
    ],
    'postOrder.inquiry.getInquiry': () => [inquiries[0]!.inquiryId, {}],
    'postOrder.inquiry.closeInquiry': () => [openInquiries[0], { closeReason: 'OTHER' }, {}],
    'postOrder.inquiry.escalateInquiry': () => [
      openInquiries[1],
      { escalateInquiryReason: 'OTHERS', comments: { content: 'x' } },
      {},
    ],
    'postOrder.inquiry.issueInquiryRefund': () => [refundable, {}, {}],
    'postOrder.case.getCase': () => [cases[0]!.caseId, {}],
    'postOrder.case.closeCase': () => [openCases[0], { closeReason: 'OTHER' }, {}],
    'postOrder.case.issueCaseRefund': () => [openCases[1], {}, {}],
    'postOrder.cancellation.getCancellation': () => [cancellations[0]!.cancelId, {}, {}],
    'postOrder.cancellation.approveCancellationRequest': () => [pendingCancels[0], {}],
    'postOrder.cancellation.rejectCancellationRequest': () => [rejectable, {}, {}],
    'postOrder.cancellation.createCancellation': () => [
      { legacyOrderId: `${line(cancelOrder).legacyItemId}-${line(cancelOrder).lineItemId}` },
      {},
    ],
  });
  // Inventory state the inventory operations act on.
  for (const sku of ['SKU-E', 'SKU-DEL'])
    await ebay.sell.inventory.createOrReplaceInventoryItem(sku, { product: { title: 'Every op' } });
  const { offerId } = await ebay.sell.inventory.createOffer({
    sku: 'SKU-E',
    marketplaceId: 'EBAY_US',
    format: 'FIXED_PRICE',
    pricingSummary: { price: { value: '5.00', currency: 'USD' } },
  });
  Object.assign(special, {
    'sell.inventory.getInventoryItem': () => ['SKU-E', {}],
    'sell.inventory.deleteInventoryItem': () => ['SKU-DEL', {}],
    'sell.inventory.createOffer': () => [{ sku: 'SKU-E', marketplaceId: 'EBAY_US', format: 'FIXED_PRICE' }, {}],
    'sell.inventory.getOffer': () => [offerId, {}],
    'sell.inventory.bulkCreateOrReplaceInventoryItem': () => [
      { requests: [{ sku: 'SKU-B1', product: { title: 'Bulk one' } }] },
      {},
    ],
    'sell.inventory.bulkGetInventoryItem': () => [{ requests: [{ sku: 'SKU-E' }] }, {}],
    'sell.inventory.bulkCreateOffer': () => [
      { requests: [{ sku: 'SKU-E', marketplaceId: 'EBAY_US', format: 'FIXED_PRICE' }] },
      {},
    ],
    'sell.inventory.bulkPublishOffer': () => [{ requests: [{ offerId }] }, {}],
    'sell.inventory.publishOffer': () => [offerId, {}],
    'sell.inventory.withdrawOffer': () => [offerId, {}],
  });
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
  receiver.close();
});

const operations = Object.values(restCatalog).flatMap((ops) => Object.values(ops));

it('answers all 397 operations with a 2xx whose body validates against the response schema', async () => {
  expect(operations).toHaveLength(397);
  const failures: string[] = [];
  for (const spec of operations) {
    const [area, key] = spec.api.split('.') as [string, string];
    const method = (
      ebay as unknown as Record<string, Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>>
    )[area]![key]![spec.id]!;
    try {
      const result = await ebay.withResponse(method(...argumentsFor(spec)));
      if (result.status < 200 || result.status > 299) failures.push(`${spec.api}.${spec.id}: HTTP ${result.status}`);
      if (spec.response === 'json' && result.data !== undefined) {
        const issues = validator.validateResponse(spec.api, spec.id, result.data);
        if (issues.length > 0) failures.push(`${spec.api}.${spec.id}: ${JSON.stringify(issues.slice(0, 2))}`);
      }
    } catch (error) {
      failures.push(
        `${spec.api}.${spec.id}: ${(error as Error).name} ${(error as Error).message} ${JSON.stringify((error as { errors?: unknown }).errors ?? '').slice(0, 200)}`,
      );
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

it('answers invalid input with eBay-shaped 400s that name the field', async () => {
  const error = (await ebay.sell.inventory
    .createOrReplaceInventoryItem('SKU-X', { product: { title: 42 as unknown as string } })
    .catch((e: unknown) => e)) as {
    status: number;
    domain: string;
    errors: { parameters?: { value?: string }[] }[];
  };
  expect(error.status).toBe(400);
  expect(error.domain).toBe('API_INVENTORY');
  expect(JSON.stringify(error.errors)).toContain('product.title');
  // A required query parameter missing on the wire (the client would refuse it, so the raw runtime sends it).
  const missing = (await ebay
    .request({ method: 'GET', path: '/sell/account/v1/fulfillment_policy', grant: 'user' })
    .catch((e: unknown) => e)) as {
    status: number;
    errors: { parameters?: { value?: string }[] }[];
  };
  expect(missing.status).toBe(400);
  expect(JSON.stringify(missing.errors)).toContain('marketplace_id');
});
