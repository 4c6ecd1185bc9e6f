import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { marketplaceIdProblem } from 'baykit';
import * as z from 'zod';
import { problem, text, withData, type Sent } from './results.js';
import type { RestArguments } from './validate.js';

/** Sends one REST operation through the gate (sendRest in server.ts). */
export type SendRest = (
  tool: string,
  name: string,
  args: RestArguments,
  requestId: string | number,
) => Promise<Sent<{ status: number; data: unknown }>>;

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(record) : []);
const CONTENT_LANGUAGE = { 'Content-Language': 'en-US' };

/** What an order to ship looks like in one line: id, date, buyer, total, where to, and its line items. */
function orderLine(order: Json): string {
  const total = record(record(order.pricingSummary).total);
  const to = record(record(list(order.fulfillmentStartInstructions)[0]?.shippingStep).shipTo);
  const address = record(to.contactAddress);
  const items = list(order.lineItems)
    .map((item) => `${String(item.lineItemId)} ×${String(item.quantity ?? 1)} ${String(item.title ?? item.sku ?? '')}`)
    .join('; ');
  return `${String(order.orderId)} | ${String(order.creationDate ?? '')} | buyer ${String(record(order.buyer).username ?? '?')} | ${String(total.value ?? '?')} ${String(total.currency ?? '')} | to ${String(address.city ?? '?')}, ${String(address.countryCode ?? '?')} | ${String(order.orderFulfillmentStatus)} | ${items}`;
}

/** The first id of a kind of business policy the seller has on `marketplace`, if any. */
async function firstPolicy(
  send: SendRest,
  kind: 'fulfillment' | 'payment' | 'return',
  marketplace: string,
  requestId: string | number,
): Promise<Sent<string | undefined>> {
  const operation = `sell.account.get${kind[0]?.toUpperCase()}${kind.slice(1)}Policies`;
  const sent = await send('list_item', operation, { query: { marketplace_id: marketplace } }, requestId);
  if ('result' in sent) return sent;
  const first = list(record(sent.value.data)[`${kind}Policies`])[0];
  return { value: first ? String(first[`${kind}PolicyId`]) : undefined };
}

/**
 * The curated tools of a seller's daily loop, each made of catalog operations sent through the same gate as
 * call_operation (so read-only, confirmation and the spend cap apply to every step): find the orders to ship, mark
 * one shipped, list an item end to end (inventory item, offer, and publishing when asked).
 */
export function registerSellerTools(mcp: McpServer, send: SendRest): void {
  mcp.registerTool(
    'find_orders_to_ship',
    {
      title: 'Find orders to ship',
      description:
        'The seller’s orders not yet shipped (sell.fulfillment.getOrders, fulfillment status NOT_STARTED or IN_PROGRESS), one line each: order id | created | buyer | total | ship to | status | line items (id ×quantity title).',
      inputSchema: { limit: z.number().int().min(1).max(50).optional().describe('default 20') },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ limit }, extra) => {
      const sent = await send(
        'find_orders_to_ship',
        'sell.fulfillment.getOrders',
        { query: { filter: 'orderfulfillmentstatus:{NOT_STARTED|IN_PROGRESS}', limit: limit ?? 20 } },
        extra.requestId,
      );
      if ('result' in sent) return sent.result;
      const orders = list(record(sent.value.data).orders);
      if (orders.length === 0) return text('No orders to ship.');
      return withData(`${orders.length} order(s) to ship:`, orders.map(orderLine));
    },
  );

  mcp.registerTool(
    'mark_shipped',
    {
      title: 'Mark an order shipped',
      description:
        'Marks an order (or some of its line items) shipped with a tracking number (sell.fulfillment.createShippingFulfillment); every line item when none are named. Needs --allow-writes.',
      inputSchema: {
        orderId: z.string().min(1).max(100),
        trackingNumber: z.string().min(1).max(100),
        carrier: z.string().min(1).max(100).describe('shipping carrier code, e.g. USPS, UPS, FEDEX'),
        lineItems: z
          .array(z.object({ lineItemId: z.string().min(1), quantity: z.number().int().min(1) }))
          .max(100)
          .optional(),
      },
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async ({ orderId, trackingNumber, carrier, lineItems }, extra) => {
      let items: { lineItemId: string; quantity?: number }[] | undefined = lineItems;
      if (!items) {
        const order = await send('mark_shipped', 'sell.fulfillment.getOrder', { path: { orderId } }, extra.requestId);
        if ('result' in order) return order.result;
        // The lines not yet shipped: a fresh one whole, a partly shipped one without a quantity (the rest of it).
        items = list(record(order.value.data).lineItems)
          .filter((item) => item.lineItemFulfillmentStatus !== 'FULFILLED')
          .map((item) => ({
            lineItemId: String(item.lineItemId),
            ...(item.lineItemFulfillmentStatus === 'IN_PROGRESS' ? {} : { quantity: Number(item.quantity ?? 1) }),
          }));
        if (items.length === 0) return problem(`Order ${orderId} has no line items left to ship.`);
      }
      const sent = await send(
        'mark_shipped',
        'sell.fulfillment.createShippingFulfillment',
        {
          path: { orderId },
          body: {
            lineItems: items,
            shippedDate: new Date().toISOString(),
            shippingCarrierCode: carrier,
            trackingNumber,
          },
        },
        extra.requestId,
      );
      if ('result' in sent) return sent.result;
      return text(`Order ${orderId} marked shipped (${items.length} line item(s), ${carrier} ${trackingNumber}).`);
    },
  );

  mcp.registerTool(
    'list_item',
    {
      title: 'List an item for sale',
      description:
        'Lists an item end to end through the Inventory API: creates or replaces the inventory item (sku), creates a fixed-price offer, and with publish: true publishes it (a live listing with fees: the person confirms). Business policies and the location default to the seller’s first ones. Needs --allow-writes.',
      inputSchema: {
        sku: z.string().min(1).max(50),
        title: z.string().min(1).max(80),
        description: z.string().max(500_000).optional(),
        aspects: z
          .record(z.string(), z.array(z.string()))
          .optional()
          .describe('item specifics, e.g. { "Brand": ["Acme"] }'),
        condition: z.string().optional().describe('ConditionEnum, default NEW'),
        quantity: z.number().int().min(1).max(100_000),
        price: z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string().length(3) }),
        categoryId: z
          .string()
          .min(1)
          .max(20)
          .describe(
            'a leaf category of the marketplace, e.g. 15709; find one with commerce.taxonomy.getCategorySuggestions',
          ),
        marketplaceId: z.string().optional().describe('default EBAY_US'),
        imageUrls: z.array(z.string().url()).max(24).optional(),
        merchantLocationKey: z.string().optional(),
        fulfillmentPolicyId: z.string().optional(),
        paymentPolicyId: z.string().optional(),
        returnPolicyId: z.string().optional(),
        publish: z.boolean().optional().describe('publish the offer now (default false: a draft offer)'),
      },
      annotations: { destructiveHint: false, openWorldHint: true },
    },
    async (input, extra): Promise<CallToolResult> => {
      const marketplace = input.marketplaceId ?? 'EBAY_US';
      // Before the inventory item is written: an offer on an id eBay does not have would fail after it.
      const wrongMarketplace = marketplaceIdProblem(marketplace);
      if (wrongMarketplace) return problem(`marketplaceId ${wrongMarketplace}. Nothing was sent.`);
      const id = extra.requestId;
      const item = await send(
        'list_item',
        'sell.inventory.createOrReplaceInventoryItem',
        {
          path: { sku: input.sku },
          headers: CONTENT_LANGUAGE,
          body: {
            product: {
              title: input.title,
              ...(input.description ? { description: input.description } : {}),
              ...(input.aspects ? { aspects: input.aspects } : {}),
              ...(input.imageUrls ? { imageUrls: input.imageUrls } : {}),
            },
            condition: input.condition ?? 'NEW',
            availability: { shipToLocationAvailability: { quantity: input.quantity } },
          },
        },
        id,
      );
      if ('result' in item) return item.result;
      let location = input.merchantLocationKey;
      if (!location) {
        const locations = await send('list_item', 'sell.inventory.getInventoryLocations', { query: { limit: 1 } }, id);
        if ('result' in locations) return locations.result;
        const first = list(record(locations.value.data).locations)[0];
        if (!first)
          return problem(
            `Inventory item ${input.sku} saved, but the seller has no inventory location to ship from: create one with sell.inventory.createInventoryLocation, then call list_item again with merchantLocationKey.`,
          );
        location = String(first.merchantLocationKey);
      }
      const policies: Record<string, string> = {};
      for (const kind of ['fulfillment', 'payment', 'return'] as const) {
        const given = input[`${kind}PolicyId`];
        if (given) {
          policies[`${kind}PolicyId`] = given;
          continue;
        }
        const found = await firstPolicy(send, kind, marketplace, id);
        if ('result' in found) return found.result;
        if (!found.value)
          return problem(
            `The seller has no ${kind} policy on ${marketplace}: create one with sell.account.create${kind[0]?.toUpperCase()}${kind.slice(1)}Policy, or pass ${kind}PolicyId.`,
          );
        policies[`${kind}PolicyId`] = found.value;
      }
      const offer = await send(
        'list_item',
        'sell.inventory.createOffer',
        {
          headers: CONTENT_LANGUAGE,
          body: {
            sku: input.sku,
            marketplaceId: marketplace,
            format: 'FIXED_PRICE',
            categoryId: input.categoryId,
            availableQuantity: input.quantity,
            merchantLocationKey: location,
            listingPolicies: policies,
            pricingSummary: { price: { value: input.price.value, currency: input.price.currency.toUpperCase() } },
            ...(input.description ? { listingDescription: input.description } : {}),
          },
        },
        id,
      );
      if ('result' in offer) return offer.result;
      const offerId = String(record(offer.value.data).offerId);
      if (!input.publish)
        return text(
          `Inventory item ${input.sku} and offer ${offerId} created (not published). Publish with list_item … publish: true, or call_operation sell.inventory.publishOffer { path: { offerId: "${offerId}" } }.`,
        );
      const published = await send('list_item', 'sell.inventory.publishOffer', { path: { offerId } }, id);
      if ('result' in published) return published.result;
      return text(`Listed: ${input.sku}, offer ${offerId}, listing ${String(record(published.value.data).listingId)}.`);
    },
  );
}
