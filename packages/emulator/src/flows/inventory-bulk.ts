import type { FlowHandler, RestCall } from '../rest/flow.js';
import { restError } from '../errors.js';
import { INVENTORY_FLOWS } from './inventory.js';
import { jsonResponse } from '../json-response.js';

type Entry = Record<string, unknown>;

/** The requests of a bulk body, or a 400 (eBay takes 1 to 25 per call). */
function requestsOf(call: RestCall): Entry[] | Response {
  const requests = (call.body as { requests?: unknown } | undefined)?.requests;
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > 25) {
    return restError(400, {
      errorId: 25002,
      domain: 'API_INVENTORY',
      message: 'A user error has occurred. requests must hold 1 to 25 entries.',
      parameters: [{ name: 'requests', value: String(Array.isArray(requests) ? requests.length : 0) }],
    });
  }
  return requests.filter((r): r is Entry => typeof r === 'object' && r !== null);
}

/** Runs one single-item flow for a bulk entry and reads its answer back. */
async function runSingle(
  handler: FlowHandler,
  call: RestCall,
  params: Record<string, string>,
  body: unknown,
): Promise<{ status: number; data: Entry }> {
  const response = (await handler({ ...call, params, body })) ?? new Response(null, { status: 204 });
  const text = await response.text();
  return { status: response.status, data: text ? (JSON.parse(text) as Entry) : {} };
}

/** 200 when every entry succeeded, 207 (multi-status) otherwise, as eBay answers bulk calls. */
function bulkAnswer(responses: Entry[]): Response {
  const allOk = responses.every((r) => typeof r.statusCode === 'number' && r.statusCode < 300);
  return jsonResponse({ responses }, { status: allOk ? 200 : 207 });
}

function bulk(
  single: FlowHandler,
  toInput: (entry: Entry) => { params: Record<string, string>; body: unknown; echo: Entry },
): FlowHandler {
  return async (call) => {
    const requests = requestsOf(call);
    if (requests instanceof Response) return requests;
    const responses: Entry[] = [];
    for (const entry of requests) {
      const { params, body, echo } = toInput(entry);
      const { status, data } = await runSingle(single, call, params, body);
      responses.push({ statusCode: status, ...echo, ...data });
    }
    return bulkAnswer(responses);
  };
}

/** The Inventory bulk calls, each entry run through the single-item flow. */
export const INVENTORY_BULK_FLOWS = {
  'sell.inventory.bulkCreateOrReplaceInventoryItem': bulk(
    INVENTORY_FLOWS['sell.inventory.createOrReplaceInventoryItem'],
    (e) => ({
      params: { sku: String(e.sku ?? '') },
      body: e,
      echo: { sku: e.sku },
    }),
  ),
  'sell.inventory.bulkGetInventoryItem': async (call) => {
    const requests = requestsOf(call);
    if (requests instanceof Response) return requests;
    const responses: Entry[] = [];
    for (const entry of requests) {
      const { status, data } = await runSingle(
        INVENTORY_FLOWS['sell.inventory.getInventoryItem'],
        call,
        { sku: String(entry.sku ?? '') },
        undefined,
      );
      responses.push(
        status === 200
          ? { statusCode: 200, sku: entry.sku, inventoryItem: data }
          : { statusCode: status, sku: entry.sku, ...data },
      );
    }
    return bulkAnswer(responses);
  },
  'sell.inventory.bulkCreateOffer': bulk(INVENTORY_FLOWS['sell.inventory.createOffer'], (e) => ({
    params: {},
    body: e,
    echo: { sku: e.sku, marketplaceId: e.marketplaceId, format: e.format },
  })),
  'sell.inventory.bulkPublishOffer': bulk(INVENTORY_FLOWS['sell.inventory.publishOffer'], (e) => ({
    params: { offerId: String(e.offerId ?? '') },
    body: undefined,
    echo: { offerId: e.offerId },
  })),
} satisfies Record<string, FlowHandler>;
