import { isRecord } from './history-guard.js';

/**
 * Guided flows for a seller's daily tasks, as data: each a checklist of calls (and, on the local emulator, the
 * simulated events that make the world hold what the calls need), each step's form filled from what the steps
 * before it answered (src/core/captured-values.ts). The Flows tab lists them; the bar over the form carries one.
 */

/** Where a simulated event's field takes its value: the most recent captured value of a kind, or a fixed one. */
export type FieldSource = { captured: string } | { value: string };

/** The most recent captured value of a kind (`offerId`), when there is one. */
export type Latest = (kind: string) => string | undefined;

/** A step that opens an operation with its form filled from captured values, the samples, and the step's own. */
export interface CallStep {
  kind: 'call';
  /** Unique within its flow. */
  id: string;
  /** The catalog key of the operation (`rest:sell.inventory.publishOffer`). */
  key: string;
  title: string;
  /** What the step does and why it comes here, one or two sentences. */
  help: string;
  /** Query values the step sets (over the sample's). */
  query?: Readonly<Record<string, string>>;
  /** The body the step sends instead of the sample, built from captured values. */
  body?: (latest: Latest) => unknown;
  /** What the answer must hold for the step to be done besides a 2xx: a top-level field and its value. */
  expect?: { field: string; value: string };
}

/** A step that makes something happen in the local emulator (a buyer's purchase), only there. */
export interface SimulateStep {
  kind: 'simulate';
  id: string;
  /** The emulator's event (`purchase`, `return-request`: `@baykit/emulator/admin` `SIMULATE_FIELDS`). */
  event: string;
  title: string;
  help: string;
  fields: Readonly<Record<string, FieldSource>>;
}

/** One step of a flow. */
export type FlowStep = CallStep | SimulateStep;

/** A guided flow: a name, what it is for, its steps in order. */
export interface Flow {
  id: string;
  title: string;
  summary: string;
  steps: readonly FlowStep[];
}

const INVENTORY = 'rest:sell.inventory';

/**
 * The flows. eBay's steps: an Inventory listing needs a location, an item, an offer and publishing
 * (https://developer.ebay.com/api-docs/sell/static/inventory/inventory-item-to-offer.html); a shipment names the
 * order's line items (https://developer.ebay.com/api-docs/sell/fulfillment/resources/order/shipping_fulfillment/methods/createShippingFulfillment);
 * a seller answers a return with a decision (https://developer.ebay.com/devzone/post-order/types/DecisionEnum.html).
 */
export const FLOWS: readonly Flow[] = [
  {
    id: 'list-item',
    title: 'List an item',
    summary: 'Inventory API: a location, an item, an offer, then publish it as a live listing.',
    steps: [
      {
        kind: 'call',
        id: 'location',
        key: `${INVENTORY}.createInventoryLocation`,
        title: 'Create an inventory location',
        help: 'Publishing needs a location of yours (without one publishOffer fails with error 25012); its key is the merchantLocationKey the offer names.',
      },
      {
        kind: 'call',
        id: 'item',
        key: `${INVENTORY}.createOrReplaceInventoryItem`,
        title: 'Create the inventory item',
        help: 'The product and its stock under a SKU you choose; the offer names the SKU.',
      },
      {
        kind: 'call',
        id: 'offer',
        key: `${INVENTORY}.createOffer`,
        title: 'Create the offer',
        help: 'Price, category, policies and the location of step 1 for the SKU of step 2; the answer has the offerId.',
      },
      {
        kind: 'call',
        id: 'publish',
        key: `${INVENTORY}.publishOffer`,
        title: 'Publish the offer',
        help: 'Turns the offer of step 3 into a live listing; the answer has its listingId (the item id).',
      },
    ],
  },
  {
    id: 'fulfil-order',
    title: 'Fulfil an order',
    summary: 'Find an order to ship, ship its line items with tracking, and see the order fulfilled.',
    steps: [
      {
        kind: 'simulate',
        id: 'purchase',
        event: 'purchase',
        title: 'A buyer purchases your listing',
        help: 'The local emulator makes an order: a buyer buys one unit of the listing you published (List an item), paid.',
        fields: { listingId: { captured: 'listingId' }, quantity: { value: '1' } },
      },
      {
        kind: 'call',
        id: 'orders',
        key: 'rest:sell.fulfillment.getOrders',
        title: 'Find the orders to ship',
        help: 'Orders not yet shipped, newest first: the first one is picked for the next steps.',
        query: { filter: 'orderfulfillmentstatus:{NOT_STARTED|IN_PROGRESS}' },
      },
      {
        kind: 'call',
        id: 'ship',
        key: 'rest:sell.fulfillment.createShippingFulfillment',
        title: 'Ship it',
        help: 'One package with the order’s line item, a carrier and a tracking number; the answer’s Location names the fulfillment.',
        body: (latest) => ({
          lineItems: [{ lineItemId: latest('lineItemId') ?? '', quantity: 1 }],
          shippingCarrierCode: 'USPS',
          trackingNumber: '9400100000000000000001',
        }),
      },
      {
        kind: 'call',
        id: 'check',
        key: 'rest:sell.fulfillment.getOrder',
        title: 'See the order fulfilled',
        help: 'The order read again: shipped in full, its orderFulfillmentStatus is FULFILLED.',
        expect: { field: 'orderFulfillmentStatus', value: 'FULFILLED' },
      },
    ],
  },
  {
    id: 'answer-return',
    title: 'Answer a return',
    summary: 'Post-Order API: find the buyer’s return request, read it, and approve it.',
    steps: [
      {
        kind: 'simulate',
        id: 'return-request',
        event: 'return-request',
        title: 'A buyer asks to return an item',
        help: 'The local emulator opens a return of the order you saw last (Fulfil an order, or getOrders).',
        fields: { orderId: { captured: 'orderId' } },
      },
      {
        kind: 'call',
        id: 'search',
        key: 'rest:postOrder.return.search',
        title: 'Find the return requests',
        help: 'Your returns, the newest first: its returnId goes to the next steps.',
      },
      {
        kind: 'call',
        id: 'read',
        key: 'rest:postOrder.return.getReturn',
        title: 'Read the return',
        help: 'What the buyer returns and why, and what they would get back.',
      },
      {
        kind: 'call',
        id: 'decide',
        key: 'rest:postOrder.return.processReturnRequest',
        title: 'Approve it',
        help: 'Your decision on the request: APPROVE (or DECLINE); the buyer then ships the item back.',
        body: () => ({ decision: 'APPROVE', comments: { content: 'Approved: please send the item back.' } }),
      },
    ],
  },
];

/** The flow named `id`. */
export function flowById(id: string | undefined): Flow | undefined {
  return FLOWS.find((flow) => flow.id === id);
}

/** The steps a flow runs in an environment: simulated events only on the local emulator. */
export function stepsIn(flow: Flow, local: boolean): FlowStep[] {
  return flow.steps.filter((step) => local || step.kind === 'call');
}

/** The first step of `flow` not in `done`, when one is left. */
export function nextStep(flow: Flow, done: readonly string[], local: boolean): FlowStep | undefined {
  return stepsIn(flow, local).find((step) => !done.includes(step.id));
}

/**
 * The step of `flow` a finished call of operation `key` answers: the first not done with that operation, else the
 * last done one (a step sent again).
 */
export function stepForCall(flow: Flow, done: readonly string[], key: string): CallStep | undefined {
  const matching = flow.steps.filter((step): step is CallStep => step.kind === 'call' && step.key === key);
  return matching.find((step) => !done.includes(step.id)) ?? matching.at(-1);
}

/** Whether a call's answer completes `step`, and if not, why (the expected value it did not show). */
export function checkAnswer(
  step: CallStep,
  status: number | undefined,
  data: unknown,
): { done: boolean; note: string } {
  if (status === undefined || status < 200 || status > 299)
    return { done: false, note: `answered ${status ?? 'nothing'}: fix the form and send again` };
  if (!step.expect) return { done: true, note: `answered ${status}` };
  const got = isRecord(data) ? data[step.expect.field] : undefined;
  return got === step.expect.value
    ? { done: true, note: `${step.expect.field} is ${step.expect.value}` }
    : { done: false, note: `${step.expect.field} is ${String(got)}, not yet ${step.expect.value}` };
}

/** A simulated step's fields as the emulator takes them as text: captured values where there are some. */
export function simulateValues(step: SimulateStep, latest: Latest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(step.fields).map(([name, source]) => [
      name,
      'value' in source ? source.value : (latest(source.captured) ?? ''),
    ]),
  );
}
