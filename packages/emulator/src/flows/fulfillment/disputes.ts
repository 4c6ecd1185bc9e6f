import type { EmulatorContext } from '../../context.js';
import type { FlowHandler } from '../../rest/flow.js';
import { fulfillmentError, readPaging } from './errors.js';
import { offsetLinks } from '../paging.js';
import { jsonResponse } from '../../json-response.js';
import type { DisputeRecord } from '../../world/stores/payment-disputes.js';

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
  };
}

const notFound = (id: string): Response =>
  fulfillmentError(404, 33001, 'Invalid Payment Dispute Id', ['payment_dispute_id', id]);

function find(ctx: EmulatorContext, id: string): DisputeRecord | undefined {
  return ctx.state.world.paymentDisputes.find((d) => d.paymentDisputeId === id);
}

/** `GET /sell/fulfillment/v1/payment_dispute/{payment_dispute_id}`. */
export const getPaymentDispute: FlowHandler = ({ params, ctx }) => {
  const d = find(ctx, params.payment_dispute_id ?? '');
  return d ? jsonResponse(disputeJson(d)) : notFound(params.payment_dispute_id ?? '');
};

/** `GET /sell/fulfillment/v1/payment_dispute_summary` with order, buyer, status and open-date filters. */
export const getPaymentDisputeSummaries: FlowHandler = ({ query, ctx }) => {
  const paging = readPaging(query, 200, 200);
  if (paging instanceof Response) return paging;
  const statuses = query
    .getAll('payment_dispute_status')
    .flatMap((s) => s.split(','))
    .filter(Boolean);
  const from = query.get('open_date_from');
  const to = query.get('open_date_to');
  const matching = ctx.state.world.paymentDisputes.filter(
    (d) =>
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
function decidable(ctx: EmulatorContext, id: string, body: unknown): DisputeRecord | Response {
  const d = find(ctx, id);
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

/** `POST …/payment_dispute/{id}/accept`: ACTION_NEEDED → CLOSED (seller accepts; 204). */
export const acceptPaymentDispute: FlowHandler = ({ params, body, ctx }) => {
  const d = decidable(ctx, params.payment_dispute_id ?? '', body);
  if (d instanceof Response) return d;
  d.status = 'CLOSED';
  d.sellerResponse = 'ACCEPT';
  d.closedDate = new Date(ctx.clock.now()).toISOString();
  d.revision++;
  return new Response(null, { status: 204 });
};

/** `POST …/payment_dispute/{id}/contest`: ACTION_NEEDED → OPEN (under eBay review; 204). */
export const contestPaymentDispute: FlowHandler = ({ params, body, ctx }) => {
  const d = decidable(ctx, params.payment_dispute_id ?? '', body);
  if (d instanceof Response) return d;
  const note = (body as { note?: unknown } | undefined)?.note;
  d.status = 'OPEN';
  d.sellerResponse = 'CONTEST';
  if (typeof note === 'string') d.note = note;
  d.revision++;
  return new Response(null, { status: 204 });
};
