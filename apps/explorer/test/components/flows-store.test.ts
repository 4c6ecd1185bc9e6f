// The flows store: captured values per environment and the flows' progress, kept in a storage and read back.
import { describe, expect, it } from 'vitest';
import type { CallOutcome, OperationDetail, RestCallInput } from '../../shared/api.js';
import { initialRestForm } from '../../src/core/call-form.js';
import { catalogEntries } from '../../src/core/catalog-search.js';
import { createFlowsStore, prefillFromCaptured, recordCall } from '../../src/state/flows.js';
import type { OpenOperation } from '../../src/state/catalog.js';
import { detailOf, fullCatalog } from '../core/fixtures.js';

/** A Storage over a map, as localStorage behaves. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
  };
}

const call = (operationId: string, path: Record<string, string> = {}): RestCallInput => ({
  kind: 'rest',
  env: 'local',
  api: 'sell.inventory',
  operationId,
  path,
  query: {},
  headers: {},
});
const answered = (status: number, data: unknown): CallOutcome => ({
  ok: status < 300,
  status,
  durationMs: 1,
  data,
  exchanges: [],
});

function open(detail: OperationDetail): OpenOperation {
  const entry = catalogEntries(fullCatalog()).find((each) => each.key === `rest:${detail.api}.${detail.operationId}`);
  if (!entry) throw new Error('no entry');
  return { kind: 'rest', entry, detail };
}

describe('the flows store', () => {
  it('marks the carried flow’s step a call answers, keeps it in storage, and a new store reads it back', () => {
    const storage = memoryStorage();
    const flows = createFlowsStore(storage);
    flows.getState().start('list-item');
    recordCall(flows, call('createOffer'), answered(201, { offerId: '42' }), [], 1000);
    expect(flows.getState().progress.done['list-item']).toEqual(['offer']);
    recordCall(flows, call('publishOffer', { offerId: '42' }), answered(404, undefined), [], 2000);
    expect(flows.getState().progress.notes['list-item/publish']).toBe('answered 404: fix the form and send again');
    const again = createFlowsStore(storage);
    expect(again.getState().progress).toMatchObject({ active: 'list-item', done: { 'list-item': ['offer'] } });
    expect(
      again
        .getState()
        .capturedIn('local')
        .map((value) => [value.name, value.value, value.from]),
    ).toEqual([['offerId', '42', 'createOffer']]);
    expect(again.getState().capturedIn('sandbox')).toEqual([]);
  });

  it('fills a freshly opened form from the environment chosen, and forgets one environment on request', () => {
    const flows = createFlowsStore();
    recordCall(flows, call('createOffer'), answered(201, { offerId: '42' }), [], 1);
    const detail = detailOf('sell.inventory', 'publishOffer');
    const form = { rest: { ...initialRestForm(detail), path: { offerId: 'baykit-sample-offerId' } }, xml: undefined };
    expect(prefillFromCaptured(flows, 'local', open(detail), form).rest?.path.offerId).toBe('42');
    expect(prefillFromCaptured(flows, 'sandbox', open(detail), form).rest?.path.offerId).toBe('baykit-sample-offerId');
    flows.getState().clearCaptured('local');
    expect(flows.getState().capturedIn('local')).toEqual([]);
  });

  it('restarts a flow with nothing done, and stops carrying one', () => {
    const flows = createFlowsStore();
    flows.getState().markStep('fulfil-order', 'orders', true, 'answered 200');
    flows.getState().restart('fulfil-order');
    expect(flows.getState().progress).toMatchObject({
      active: 'fulfil-order',
      done: { 'fulfil-order': [] },
      notes: {},
    });
    flows.getState().stop();
    expect(flows.getState().progress.active).toBeUndefined();
  });
});
