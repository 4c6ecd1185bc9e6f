import { describe, expect, it } from 'vitest';
import type { SimulateEventView } from '../../shared/api.js';
import { buildSimulateFields } from '../../src/core/simulate-form.js';
import { relatedOperations, resultRows } from '../../src/core/simulate-result.js';
import { specOf } from './fixtures.js';

const PURCHASE: SimulateEventView = {
  name: 'purchase',
  summary: 'A buyer buys a listing.',
  fields: [
    { name: 'listingId', kind: 'string', help: '' },
    { name: 'quantity', kind: 'number', help: '' },
    { name: 'paid', kind: 'boolean', help: '' },
  ],
};

describe('the Simulate form', () => {
  it('sends each filled field as its kind and leaves the empty ones out', () => {
    expect(buildSimulateFields(PURCHASE, { listingId: ' 110000000000', quantity: ' 2 ', paid: 'false' })).toEqual({
      ok: true,
      input: { listingId: ' 110000000000', quantity: 2, paid: false },
    });
    expect(buildSimulateFields(PURCHASE, { listingId: '', quantity: '  ', paid: '' })).toEqual({ ok: true, input: {} });
    // Fields the event does not have are never sent, whatever the values hold.
    expect(buildSimulateFields(PURCHASE, { sku: 'X' })).toEqual({ ok: true, input: {} });
  });

  it('names every field whose text is not of its kind, all at once', () => {
    expect(buildSimulateFields(PURCHASE, { quantity: 'two', paid: 'yes' })).toEqual({
      ok: false,
      problems: [
        { field: 'quantity', message: 'quantity must be a number' },
        { field: 'paid', message: 'paid must be true or false' },
      ],
    });
    expect(buildSimulateFields(PURCHASE, { quantity: 'Infinity' })).toMatchObject({ ok: false });
  });
});

describe("the Simulate answer's view", () => {
  const result = { orderId: '12-34567-89012', lineItemIds: ['10000000001'], events: ['evt_3', 'evt_4'] };

  it('lists every value, a list item by item', () => {
    expect(resultRows({ ...result, paid: true, extra: { a: 1 } })).toEqual([
      { name: 'orderId', values: ['12-34567-89012'] },
      { name: 'lineItemIds', values: ['10000000001'] },
      { name: 'events', values: ['evt_3', 'evt_4'] },
      { name: 'paid', values: ['true'] },
      { name: 'extra', values: ['{"a":1}'] },
    ]);
  });

  it('offers Fulfillment getOrder for an order id, with the id in its path parameter', () => {
    const related = relatedOperations(result);
    expect(related).toEqual([
      { key: 'rest:sell.fulfillment.getOrder', title: 'getOrder', param: 'orderId', value: '12-34567-89012' },
    ]);
    for (const item of related) {
      const [api, operationId] = [item.key.slice('rest:'.length, item.key.lastIndexOf('.')), item.title];
      expect(specOf(api, operationId).path).toContain(`{${item.param}}`);
    }
    expect(relatedOperations({ orderId: 42, events: ['evt_1'] })).toEqual([]);
  });
});
