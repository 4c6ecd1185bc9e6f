// Fulfillment's payment dispute calls over the dispute store (world/stores/payment-disputes.ts): each seller reads
// and decides the disputes on its own orders. Accepting one is a world change (`payment-dispute.closed`, whose
// consequence refunds the buyer: world/payment-disputes.ts); contesting sends it to eBay's review (OPEN).
import type { EmulatorContext } from '../../context.js';
import type { FlowHandler } from '../../rest/flow.js';
import { fulfillmentError, readPaging } from './errors.js';
import { offsetLinks } from '../paging.js';
import { jsonResponse } from '../../json-response.js';
import { DEFAULT_TEST_USER } from '../../oauth/auth-store.js';
import type { DisputeRecord } from '../../world/stores/payment-disputes.js';
import { acceptDispute } from '../../world/payment-disputes.js';

function summaryJson(d: DisputeRecord): Record<string, unknown> {
  return {
    paymentDisputeId: d.paymentDisputeId,
    orderId: d.orderId,
    buyerUsername: d.buyerUsername,
    amount: d.amount,
    reason: d.reason,
    paymentDisputeStatus: d.status,
    openDate: d.openDate,
    ...(d.status === 'ACTION_NEEDED' ? { respondByDate: d.respondByDate } : {}),
    ...(d.closedDate ? { closedDate: d.closedDate } : {}),
  };
}

function disputeJson(d: DisputeRecord): Record<string, unknown> {
  return {
    ...summaryJson(d),
    lineItems: d.lineItemIds.map((l) => ({ ...l })),
    revision: d.revision,
    ...(d.status === 'ACTION_NEEDED' ? { availableChoices: ['CONTEST', 'SELLER_ACCEPT'] } : {}),
    ...(d.sellerResponse ? { sellerResponse: d.sellerResponse } : {}),
    ...(d.note ? { note: d.note } : {}),
    evidence: [],
    monetaryTransactions: [],
    // PaymentDisputeOutcomeDetail (https://developer.ebay.com/api-docs/sell/fulfillment/types/api:PaymentDisputeOutcomeDetail):
    // the outcome of a dispute decided here (OutcomeEnum); its protection fields are not modelled.
    ...(d.outcome ? { resolution: { reasonForClosure: d.outcome } } : {}),
  };
}

const notFound = (id: string): Response =>
  fulfillmentError(404, 33001, 'Invalid Payment Dispute Id', ['payment_dispute_id', id]);

/** The dispute `id` on one of `seller`'s orders: another seller's dispute is as unknown as a made-up id. */
function find(ctx: EmulatorContext, id: string, seller: string | undefined): DisputeRecord | undefined {
  const owner = seller ?? DEFAULT_TEST_USER;
  return ctx.state.world.paymentDisputes.find((d) => d.paymentDisputeId === id && d.seller === owner);
}

/** `GET /sell/fulfillment/v1/payment_dispute/{payment_dispute_id}`. */
export const getPaymentDispute: FlowHandler = ({ params, ctx, token }) => {
  const d = find(ctx, params.payment_dispute_id ?? '', token?.user);
  return d ? jsonResponse(disputeJson(d)) : notFound(params.payment_dispute_id ?? '');
};

/** `GET /sell/fulfillment/v1/payment_dispute_summary` with order, buyer, status and open-date filters. */
export const getPaymentDisputeSummaries: FlowHandler = ({ query, ctx, token }) => {
  const paging = readPaging(query, 200, 200);
  if (paging instanceof Response) return paging;
  const statuses = query
    .getAll('payment_dispute_status')
    .flatMap((s) => s.split(','))
    .filter(Boolean);
  const from = query.get('open_date_from');
  const to = query.get('open_date_to');
  const seller = token?.user ?? DEFAULT_TEST_USER;
  const matching = ctx.state.world.paymentDisputes.filter(
    (d) =>
      d.seller === seller &&
      (!query.get('order_id') || d.orderId === query.get('order_id')) &&
      (!query.get('buyer_username') || d.buyerUsername === query.get('buyer_username')) &&
      (statuses.length === 0 || statuses.includes(d.status)) &&
      (!from || Date.parse(d.openDate) >= Date.parse(from)) &&
      (!to || Date.parse(d.openDate) <= Date.parse(to)),
  );
  const { limit, offset } = paging;
  return jsonResponse({
    ...offsetLinks(ctx.origin, '/sell/fulfillment/v1/payment_dispute_summary', query, limit, offset, matching.length),
    total: matching.length,
    limit,
    offset,
    paymentDisputeSummaries: matching.slice(offset, offset + limit).map(summaryJson),
  });
};

/** The dispute to decide on, or the 404/409 that refuses it (state must be ACTION_NEEDED; `revision` must match). */
function decidable(
  ctx: EmulatorContext,
  id: string,
  body: unknown,
  seller: string | undefined,
): DisputeRecord | Response {
  const d = find(ctx, id, seller);
  if (!d) return notFound(id);
  const revision = (body as { revision?: unknown } | undefined)?.revision;
  if (revision !== undefined && revision !== d.revision)
    return fulfillmentError(
      409,
      33011,
      'There was a change in payment dispute attributes. Please use get payment dispute api to get the latest revision.',
      ['revision', String(revision)],
    );
  if (d.status !== 'ACTION_NEEDED')
    return fulfillmentError(409, 33101, 'Invalid payment dispute state', ['paymentDisputeStatus', d.status]);
  return d;
}

/**
 * `POST …/payment_dispute/{id}/accept`: ACTION_NEEDED → CLOSED (204). The seller agrees to refund the buyer, so the
 * dispute closes as SELLER_ACCEPT (`payment-dispute.closed`) and the buyer gets the disputed amount back
 * (`order.refunded`, source `paymentDispute`).
 */
export const acceptPaymentDispute: FlowHandler = ({ params, body, ctx, token }) => {
  const d = decidable(ctx, params.payment_dispute_id ?? '', body, token?.user);
  if (d instanceof Response) return d;
  acceptDispute(ctx, d);
  return new Response(null, { status: 204 });
};

/** `POST …/payment_dispute/{id}/contest`: ACTION_NEEDED → OPEN (under eBay review; 204). */
export const contestPaymentDispute: FlowHandler = ({ params, body, ctx, token }) => {
  const d = decidable(ctx, params.payment_dispute_id ?? '', body, token?.user);
  if (d instanceof Response) return d;
  const note = (body as { note?: unknown } | undefined)?.note;
  d.status = 'OPEN';
  d.sellerResponse = 'CONTEST';
  if (typeof note === 'string') d.note = note;
  d.revision++;
  return new Response(null, { status: 204 });
};
