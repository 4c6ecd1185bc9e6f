import { SIMULATE_FIELDS } from '@baykit/emulator/admin';
import { describe, expect, it } from 'vitest';
import { catalogEntries } from '../../src/core/catalog-search.js';
import { parseProgress } from '../../src/core/flow-storage.js';
import {
  FLOWS,
  checkAnswer,
  flowById,
  nextStep,
  simulateValues,
  stepForCall,
  stepsIn,
  type CallStep,
} from '../../src/core/flows.js';
import { operationHelp } from '../../src/core/operation-help.js';
import { fullCatalog } from './fixtures.js';

const flow = (id: string) => {
  const found = flowById(id);
  if (!found) throw new Error(`no flow ${id}`);
  return found;
};
const callStep = (flowId: string, stepId: string) => flow(flowId).steps.find((step) => step.id === stepId) as CallStep;

describe('the flows table', () => {
  it('names only operations of the catalog and events the emulator simulates, with their fields', () => {
    const keys = new Set(catalogEntries(fullCatalog()).map((entry) => entry.key));
    for (const each of FLOWS) {
      expect(new Set(each.steps.map((step) => step.id)).size, each.id).toBe(each.steps.length);
      for (const step of each.steps) {
        if (step.kind === 'call') expect(keys.has(step.key), step.key).toBe(true);
        else {
          const fields = Object.hasOwn(SIMULATE_FIELDS, step.event)
            ? (SIMULATE_FIELDS as Record<string, Record<string, string>>)[step.event]
            : undefined;
          expect(fields, step.event).toBeDefined();
          for (const name of Object.keys(step.fields)) expect(Object.keys(fields ?? {}), name).toContain(name);
        }
      }
    }
    expect(FLOWS.map((each) => each.id)).toEqual(['list-item', 'fulfil-order', 'answer-return']);
  });

  it('says in the help of the listing steps 1 to 3 that publishing needs an inventory location (error 25012)', () => {
    for (const key of [
      'rest:sell.inventory.createOrReplaceInventoryItem',
      'rest:sell.inventory.createOffer',
      'rest:sell.inventory.publishOffer',
    ]) {
      expect(operationHelp(key)?.notes.join(' '), key).toMatch(/location.*25012|25012.*location/);
    }
    expect(flow('list-item').steps[0]?.help).toContain('25012');
  });

  it('builds the shipment from the captured line item, and approves a return', () => {
    const ship = callStep('fulfil-order', 'ship');
    expect(ship.body?.((kind) => (kind === 'lineItemId' ? '105' : undefined))).toMatchObject({
      lineItems: [{ lineItemId: '105', quantity: 1 }],
    });
    expect(callStep('answer-return', 'decide').body?.(() => undefined)).toMatchObject({ decision: 'APPROVE' });
  });
});

describe('a flow carried', () => {
  it('offers simulated steps only on the local emulator, and the first step not done next', () => {
    const fulfil = flow('fulfil-order');
    expect(stepsIn(fulfil, true).map((step) => step.id)).toEqual(['purchase', 'orders', 'ship', 'check']);
    expect(stepsIn(fulfil, false).map((step) => step.id)).toEqual(['orders', 'ship', 'check']);
    expect(nextStep(fulfil, ['purchase', 'orders'], true)?.id).toBe('ship');
    expect(nextStep(fulfil, ['orders', 'ship', 'check'], false)).toBeUndefined();
  });

  it('finds the step a finished call answers: the first not done, else the last done', () => {
    const fulfil = flow('fulfil-order');
    expect(stepForCall(fulfil, [], 'rest:sell.fulfillment.getOrder')?.id).toBe('check');
    expect(stepForCall(fulfil, ['check'], 'rest:sell.fulfillment.getOrder')?.id).toBe('check');
    expect(stepForCall(fulfil, [], 'rest:buy.browse.getItem')).toBeUndefined();
  });

  it('is done on a 2xx, and on the value the step expects when it expects one', () => {
    const publish = callStep('list-item', 'publish');
    expect(checkAnswer(publish, 200, { listingId: '1' })).toEqual({ done: true, note: 'answered 200' });
    expect(checkAnswer(publish, 404, undefined).done).toBe(false);
    const check = callStep('fulfil-order', 'check');
    expect(checkAnswer(check, 200, { orderFulfillmentStatus: 'NOT_STARTED' })).toEqual({
      done: false,
      note: 'orderFulfillmentStatus is NOT_STARTED, not yet FULFILLED',
    });
    expect(checkAnswer(check, 200, { orderFulfillmentStatus: 'FULFILLED' }).done).toBe(true);
  });

  it("fills a simulated step's fields from captured values, fixed ones as written", () => {
    const purchase = flow('fulfil-order').steps[0];
    if (purchase?.kind !== 'simulate') throw new Error('the first step simulates');
    expect(simulateValues(purchase, (kind) => (kind === 'listingId' ? '330044455110' : undefined))).toEqual({
      listingId: '330044455110',
      quantity: '1',
    });
    expect(simulateValues(purchase, () => undefined).listingId).toBe('');
  });

  it('reads stored progress back with only flows and steps that exist', () => {
    const stored = JSON.stringify({
      version: 1,
      active: 'list-item',
      done: { 'list-item': ['location', 'nope'], gone: ['x'] },
      notes: { 'list-item/location': 'answered 204', 'gone/x': 'y', 'list-item/item': 5 },
    });
    expect(parseProgress(stored)).toEqual({
      version: 1,
      active: 'list-item',
      done: { 'list-item': ['location'] },
      notes: { 'list-item/location': 'answered 204' },
    });
    expect(parseProgress(JSON.stringify({ version: 1, active: 'gone', done: {}, notes: {} })).active).toBeUndefined();
    expect(parseProgress(null)).toEqual({ version: 1, done: {}, notes: {} });
  });
});
