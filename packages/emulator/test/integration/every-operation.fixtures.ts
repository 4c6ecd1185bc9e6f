import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { USER_SCOPES, operationArguments, restCatalog, type EbayClient } from 'baykit';
import { inventoryFixtures } from './every-operation.inventory-fixtures.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';
import { signedInClient } from './signed-in.js';

// The arguments of the operations that need real ids or state for the every-operation test: items, orders,
// inventory records, notification destinations… created through `ebay` against the emulator at `url`. Keyed
// `<api>.<operationId>`; each returns the method's arguments in order.

/** Builds the fixture table; `receiver` is a local endpoint answering eBay's notification challenge (close it). */
export async function operationFixtures(
  ebay: EbayClient,
  url: string,
  key: { signingKeyId?: string; jwe?: string; privateKey?: string },
): Promise<{ special: Record<string, () => unknown[]>; receiver: Server }> {
  const special: Record<string, () => unknown[]> = {};
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
    scope: [...USER_SCOPES],
  });
  const admin = createEmulatorAdmin({ baseUrl: url });
  const { redirect } = await admin.approveConsent(consentUrl);
  await ebay.oauth2.getToken(redirect);

  // Notification state: a receiving endpoint that answers eBay's challenge, the alert e-mail, destinations and
  // subscriptions (throwaway ones for the deletes, which run before the others in catalog order).
  const verificationToken = 'baykit-verification-token-0123456789-abcdef';
  let base = '';
  const receiver: Server = createServer((req, res) => {
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
    'commerce.notification.testSubscription': () => [subscriptionId, {}],
    'commerce.notification.createSubscriptionFilter': () => [subscriptionId, { filterSchema: filterSchema }, {}],
    'commerce.notification.getSubscriptionFilter': () => [subscriptionId, filterId, {}],
    'commerce.notification.deleteSubscriptionFilter': () => [subscriptionId, spareFilterId, {}],
  });
  // Subscription filters (a throwaway one for the delete, which runs before the get), and Media images.
  const filterSchema = { properties: { notification: { type: 'object' } } };
  const filterId = await idOf(notifications.createSubscriptionFilter(subscriptionId, { filterSchema }));
  const spareFilterId = await idOf(notifications.createSubscriptionFilter(subscriptionId, { filterSchema }));
  const png = (): FormData => {
    const form = new FormData();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    form.append('image', new Blob([bytes], { type: 'image/png' }), 'picture.png');
    return form;
  };
  const imageId = await idOf(ebay.commerce.media.createImageFromFile(png()));
  // A Buy Order v2 guest checkout session over a catalog item (its aliases in buy.order reach the same one).
  const address = {
    addressLine1: '1 Main St',
    city: 'San Jose',
    stateOrProvince: 'CA',
    postalCode: '95125',
    country: 'US',
    recipient: { firstName: 'Ada', lastName: 'Lovelace' },
  };
  const checkout = await ebay.buy.orderV2.initiateGuestCheckoutSession({
    contactEmail: 'ada@example.com',
    shippingAddress: address,
    lineItemInputs: [{ itemId: item, quantity: 1 }],
  });
  const sessionId = checkout.checkoutSessionId!;
  const lineItemId = checkout.lineItems![0]!.lineItemId!;
  const guest: Record<string, () => unknown[]> = {
    initiateGuestCheckoutSession: () => [
      { contactEmail: 'ada@example.com', shippingAddress: address, lineItemInputs: [{ itemId: item, quantity: 2 }] },
      {},
    ],
    getGuestCheckoutSession: () => [sessionId, {}],
    updateGuestQuantity: () => [sessionId, { lineItemId, quantity: 3 }, {}],
    updateGuestShippingOption: () => [sessionId, { lineItemId, shippingOptionId: 'EXPEDITED' }, {}],
    updateGuestShippingAddress: () => [sessionId, address, {}],
    applyGuestCoupon: () => [sessionId, { redemptionCode: 'BAYKIT10' }, {}],
    removeGuestCoupon: () => [sessionId, { redemptionCode: 'BAYKIT10' }, {}],
  };
  // A second session, paid the way eBay's checkout widget pays it, for the purchase order (another item, so the
  // catalog item the other operations read stays listed).
  const paid = await ebay.buy.orderV2.initiateGuestCheckoutSession({
    contactEmail: 'ada@example.com',
    shippingAddress: address,
    lineItemInputs: [{ itemId: 'v1|110000007919|0', quantity: 1 }],
  });
  const { purchaseOrderId } = await admin.payGuestCheckout(paid.checkoutSessionId ?? '');
  guest.getGuestPurchaseOrder = () => [purchaseOrderId, {}];
  for (const [id, args] of Object.entries(guest))
    Object.assign(special, { [`buy.orderV2.${id}`]: args, [`buy.order.${id}`]: args });

  // Commerce Message over the one message store: the test user's seeded conversation with the seller of its purchase.
  const conversations = await ebay.commerce.message.getConversations({ conversation_type: 'FROM_MEMBERS' });
  const conversationId = conversations.conversations?.[0]?.conversationId ?? '';
  const byType = { conversationId, conversationType: 'FROM_MEMBERS' };
  Object.assign(special, {
    'commerce.message.getConversations': () => [{ conversation_type: 'FROM_MEMBERS' }, {}],
    'commerce.message.getConversation': () => [conversationId, { conversation_type: 'FROM_MEMBERS' }, {}],
    'commerce.message.sendMessage': () => [{ conversationId, messageText: 'Thank you!' }, {}],
    'commerce.message.updateConversation': () => [{ ...byType, read: true }, {}],
    'commerce.message.bulkUpdateConversation': () => [
      { conversations: [{ ...byType, conversationStatus: 'ACTIVE' }] },
      {},
    ],
  });

  // Feedback over the seeded orders: a line item awaiting the seller's feedback, and feedback the seller received.
  const user = 'testuser_baykit';
  const due = await ebay.commerce.feedback.getItemsAwaitingFeedback({ limit: '1' });
  const received = await ebay.commerce.feedback.getFeedback({ user_id: user, feedback_type: 'FEEDBACK_RECEIVED' });
  Object.assign(special, {
    'commerce.feedback.getFeedback': () => [{ user_id: user, feedback_type: 'FEEDBACK_RECEIVED' }, {}],
    'commerce.feedback.getFeedbackRatingSummary': () => [
      { user_id: user, filter: 'ratingType:{OVERALL_EXPERIENCE}' },
      {},
    ],
    'commerce.feedback.leaveFeedback': () => [
      { orderLineItemId: due.lineItems?.[0]?.orderLineItemId, commentType: 'POSITIVE', commentText: 'Prompt payment.' },
      {},
    ],
    'commerce.feedback.respondToFeedback': () => [
      {
        feedbackId: received.feedbackEntries?.[0]?.feedbackId,
        recipientUserId: received.feedbackEntries?.[0]?.providerUserDetail?.userId,
        responseType: 'REPLY',
        responseText: 'Thank you!',
      },
      {},
    ],
  });
  Object.assign(special, {
    'commerce.media.createImageFromFile': () => [png(), {}],
    'commerce.media.createImageFromUrl': () => [{ imageUrl: 'https://example.com/picture.jpg' }, {}],
    'commerce.media.getImage': () => [imageId, {}],
  });
  // Fulfillment and post-order records in the states each operation needs, found through the emulator's own lists.
  type Line = { lineItemId?: string; legacyItemId?: string };
  const { orders = [] } = await ebay.sell.fulfillment.getOrders({ limit: 200 });
  const byStatus = (status: string) => orders.filter((o) => o.orderFulfillmentStatus === status);
  const [, shipOrder, refundOrder, rejectOrder] = byStatus('NOT_STARTED');
  const fulfilled = byStatus('FULFILLED')[0]!;
  const line = (order: { lineItems?: Line[] } | undefined): Line => order?.lineItems?.[0] ?? {};
  const { fulfillments = [] } = (await ebay.sell.fulfillment.getShippingFulfillments(fulfilled.orderId!)) ?? {};
  const disputes =
    (await ebay.sell.fulfillment.getPaymentDisputeSummaries({ limit: '200' })).paymentDisputeSummaries ?? [];
  const actionNeeded = disputes
    .filter((d) => d.paymentDisputeStatus === 'ACTION_NEEDED')
    .map((d) => d.paymentDisputeId!);
  // A buyer's part of a return, inquiry or case (open it, ship it back, cancel or close it) is taken as that buyer:
  // the call options carry the buyer's token.
  const signing = { maxRetries: 0, signature: { jwe: key.jwe!, privateKey: key.privateKey! } };
  const buyerOptions = new Map<string, { token: string }>();
  const asBuyer = async (user: string | undefined): Promise<{ token: string }> => {
    const known = buyerOptions.get(user ?? '');
    if (known) return known;
    const buyer = await signedInClient(url, ['https://api.ebay.com/oauth/api_scope'], user, signing);
    const options = { token: (await buyer.oauth2.getCredentials('user'))!.accessToken };
    await buyer.close();
    buyerOptions.set(user ?? '', options);
    return options;
  };
  const buyerOf = (order: { buyer?: { username?: string } } | undefined): string | undefined => order?.buyer?.username;
  const returns = (
    (await ebay.postOrder.return.search({ limit: 200 })) as {
      members: { returnId: string; orderId: string; state: string; buyerLoginName: string }[];
    }
  ).members;
  const returnIn = (state: string): string => returns.find((r) => r.state === state)!.returnId;
  const returnBuyer = (state: string) => asBuyer(returns.find((r) => r.state === state)!.buyerLoginName);
  const [requestedBuyer, readyBuyer] = [await returnBuyer('RETURN_REQUESTED'), await returnBuyer('ITEM_READY_TO_SHIP')];
  const inquiries = (
    (await ebay.postOrder.inquiry.search({ limit: 200 })) as {
      members: { inquiryId: string; transactionId: string; inquiryStatusEnum: string; buyer: string }[];
    }
  ).members;
  const open = inquiries.filter((i) =>
    ['OPEN', 'WAITING_SELLER_RESPONSE', 'WAITING_BUYER_RESPONSE', 'PENDING'].includes(i.inquiryStatusEnum),
  );
  const openInquiries = open.map((i) => i.inquiryId);
  const closingInquiryBuyer = await asBuyer(open[0]?.buyer);
  const cases = (
    (await ebay.postOrder.case.search({ limit: 200 })) as {
      members: { caseId: string; caseStatusEnum: string; buyer: string }[];
    }
  ).members;
  const openCaseMembers = cases.filter((c) => c.caseStatusEnum !== 'CLOSED');
  const openCases = openCaseMembers.map((c) => c.caseId);
  const closingCaseBuyer = await asBuyer(openCaseMembers[0]?.buyer);
  const cancellations = (
    (await ebay.postOrder.cancellation.search({ limit: '200' })) as {
      cancellations: { cancelId: string; cancelState: string; legacyOrderId: string }[];
    }
  ).cancellations;
  // An unshipped order nobody asked to cancel yet (an approved request cancels its order, which takes no second one).
  const cancelOrder = byStatus('NOT_STARTED')
    .slice(4)
    .find((o) => !cancellations.some((c) => c.legacyOrderId === `${line(o).legacyItemId}-${line(o).lineItemId}`));
  const pendingCancels = cancellations.filter((c) => c.cancelState === 'APPROVAL_PENDING').map((c) => c.cancelId);
  // Shipped orders without a return or inquiry yet (a line item takes one open return and one open inquiry).
  const untouched = byStatus('FULFILLED').filter(
    (o) =>
      !returns.some((r) => r.orderId === o.orderId) &&
      !inquiries.some((i) => o.lineItems?.some((l) => l.lineItemId === i.transactionId)),
  );
  // A second return in RETURN_REQUESTED, so cancel and decide each get their own, and a third to escalate.
  const newReturn = async (order: (typeof orders)[number] | undefined): Promise<string> => {
    const { returnId } = (await ebay.postOrder.return.createReturnRequest(
      {
        returnRequest: {
          itemId: line(order).legacyItemId,
          transactionId: line(order).lineItemId,
          returnQuantity: 1,
          reason: 'DEFECTIVE_ITEM',
          type: 'MONEY_BACK',
        },
      } as never,
      {},
      await asBuyer(buyerOf(order)),
    )) as { returnId: string };
    return returnId;
  };
  const freshReturn = await newReturn(untouched[1]);
  const escalatable = await newReturn(untouched[5]);
  const inquiryOrder = untouched[2];
  const inquiryLine = line(inquiryOrder);
  const inquiryBuyer = await asBuyer(buyerOf(inquiryOrder));
  const refundOrderLine = untouched[4];
  const refundLine = line(refundOrderLine);
  const { inquiryId: refundable } = (await ebay.postOrder.inquiry.createInquiry(
    { itemId: refundLine.legacyItemId!, transactionId: refundLine.lineItemId! },
    await asBuyer(buyerOf(refundOrderLine)),
  )) as { inquiryId: string };
  const returnOrder = untouched[3];
  const returnBuyerOptions = await asBuyer(buyerOf(returnOrder));
  // A second pending cancellation, so approve and reject each get their own: asked by the order's buyer (the
  // seller's own cancellation needs no approval and is closed at once).
  const rejectBuyer = await signedInClient(
    url,
    ['https://api.ebay.com/oauth/api_scope'],
    rejectOrder?.buyer?.username,
    {
      maxRetries: 0,
      signature: { jwe: key.jwe!, privateKey: key.privateKey! },
    },
  );
  const { cancelId: rejectable } = (await rejectBuyer.postOrder.cancellation.createCancellation({
    legacyOrderId: `${line(rejectOrder).legacyItemId}-${line(rejectOrder).lineItemId}`,
  })) as { cancelId: string };
  await rejectBuyer.close();
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
      requestedBuyer,
    ],
    'postOrder.return.processReturnRequest': () => [freshReturn, { decision: 'APPROVE' }, {}],
    'postOrder.return.escalateReturn': () => [escalatable, { reason: 'OTHER' }, {}],
    'postOrder.return.markReturnShipped': () => [returnIn('ITEM_READY_TO_SHIP'), {}, readyBuyer],
    'postOrder.return.markReturnReceived': () => [returnIn('ITEM_SHIPPED'), {}, {}],
    'postOrder.return.issueReturnRefund': () => [returnIn('ITEM_DELIVERED'), {}, {}],
    'postOrder.return.createReturnRequest': () => [
      {
        returnRequest: {
          itemId: line(returnOrder).legacyItemId,
          transactionId: line(returnOrder).lineItemId,
          returnQuantity: 1,
          reason: 'DEFECTIVE_ITEM',
          type: 'MONEY_BACK',
        },
      },
      {},
      returnBuyerOptions,
    ],
    'postOrder.inquiry.createInquiry': () => [
      { itemId: inquiryLine.legacyItemId, transactionId: inquiryLine.lineItemId },
      inquiryBuyer,
    ],
    'postOrder.inquiry.getInquiry': () => [inquiries[0]!.inquiryId, {}],
    'postOrder.inquiry.closeInquiry': () => [openInquiries[0], { closeReason: 'OTHER' }, closingInquiryBuyer],
    'postOrder.inquiry.escalateInquiry': () => [
      openInquiries[1],
      { escalateInquiryReason: 'OTHERS', comments: { content: 'x' } },
      {},
    ],
    'postOrder.inquiry.issueInquiryRefund': () => [refundable, {}, {}],
    'postOrder.case.getCase': () => [cases[0]!.caseId, {}],
    'postOrder.case.closeCase': () => [openCases[0], { closeReason: 'OTHER' }, closingCaseBuyer],
    'postOrder.case.issueCaseRefund': () => [openCases[1], {}, {}],
    'postOrder.cancellation.getCancellation': () => [cancellations[0]!.cancelId, {}, {}],
    'postOrder.cancellation.approveCancellationRequest': () => [pendingCancels[0], {}],
    'postOrder.cancellation.rejectCancellationRequest': () => [rejectable, {}, {}],
    'postOrder.cancellation.createCancellation': () => [
      { legacyOrderId: `${line(cancelOrder).legacyItemId}-${line(cancelOrder).lineItemId}` },
      {},
    ],
  });
  Object.assign(special, await inventoryFixtures(ebay));
  // Reads by a value from a fixed set (a payments program, a standards program and cycle, a report type) take one
  // eBay knows; eDIS finds packages by a line item a package of the seller ships.
  const packagedLine = `${line(shipOrder).legacyItemId}-${line(shipOrder).lineItemId}`;
  await ebay.sell.edeliveryInternationalShipping.createPackage({
    packageInfo: { items: [{ orderLineItem: packagedLine }] },
  });
  Object.assign(special, {
    'sell.account.getPaymentsProgram': () => ['EBAY_US', 'EBAY_PAYMENTS', {}],
    'sell.account.getPaymentsProgramOnboarding': () => ['EBAY_US', 'EBAY_PAYMENTS', {}],
    'sell.analytics.getSellerStandardsProfile': () => ['PROGRAM_US', 'CURRENT', {}],
    'sell.marketing.getReportMetadataForReportType': () => ['ACCOUNT_PERFORMANCE_REPORT', {}, {}],
    'sell.edeliveryInternationalShipping.getPackagesByLineItemID': () => [packagedLine, {}],
  });
  // Taxonomy and Metadata answer for the trees the emulator holds: EBAY_US (tree 0) and EBAY_MOTORS_US (tree 100).
  Object.assign(special, {
    'commerce.taxonomy.getCategoryTree': () => ['0', {}],
    'commerce.taxonomy.getCategorySubtree': () => ['0', { category_id: '11700' }, {}],
    'commerce.taxonomy.getCategorySuggestions': () => ['0', { q: 'iphone' }, {}],
    'commerce.taxonomy.getItemAspectsForCategory': () => ['0', { category_id: '9355' }, {}],
    'commerce.taxonomy.fetchItemAspects': () => ['0', {}],
    'commerce.taxonomy.getExpiredCategories': () => ['0', {}],
    'commerce.taxonomy.getCompatibilityProperties': () => ['100', { category_id: '33564' }, {}],
    'commerce.taxonomy.getCompatibilityPropertyValues': () => [
      '100',
      { compatibility_property: 'Model', category_id: '33564', filter: 'Make:Toyota' },
      {},
    ],
  });
  for (const spec of Object.values(restCatalog['sell.metadata'] ?? {}))
    if (spec.path.includes('/marketplace/{marketplace_id}/get_'))
      special[`sell.metadata.${spec.id}`] ??= () =>
        operationArguments(spec, {
          pathParams: {
            marketplace_id: spec.id === 'getAutomotivePartsCompatibilityPolicies' ? 'EBAY_MOTORS_US' : 'EBAY_US',
          },
          query: spec.query?.some((q) => q.name === 'filter') ? { filter: 'categoryIds:{9355|112581}' } : {},
          options: {},
        });
  // The seller's eBay Store: categories of its own for the rename, move and delete, and a task to read.
  const storeCategory = async (categoryName: string): Promise<{ id: string; taskId: string }> => {
    const added = await ebay.withResponse(ebay.sell.stores.addStoreCategory({ categoryName }));
    const taskId = added.headers.location?.split('/').pop() ?? '';
    const { storeCategories } = await ebay.sell.stores.getStoreCategories();
    const id = storeCategories?.find((c) => c.categoryName === categoryName)?.categoryId ?? '';
    return { id, taskId };
  };
  const renamed = await storeCategory('Fixture rename');
  const deleted = await storeCategory('Fixture delete');
  const moved = await storeCategory('Fixture move');
  Object.assign(special, {
    'sell.stores.addStoreCategory': () => [{ categoryName: 'Fixture add' }, {}],
    'sell.stores.renameStoreCategory': () => [renamed.id, { categoryName: 'Fixture renamed' }, {}],
    'sell.stores.deleteStoreCategory': () => [deleted.id, {}, {}],
    'sell.stores.moveStoreCategory': () => [{ categoryId: moved.id, destinationParentCategoryId: renamed.id }, {}],
    'sell.stores.getStoreTask': () => [renamed.taskId, {}],
  });
  return { special, receiver };
}
