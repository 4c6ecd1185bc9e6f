import { describe, expect, it } from 'vitest';
import type { RestFormValues } from '../../src/core/call-form.js';
import {
  emptyCollections,
  exportCollections,
  mergeCollections,
  readCollections,
  removeCollection,
  removeRequest,
  saveRequest,
  setVariable,
  variablesFor,
  type SavedRequest,
} from '../../src/core/collections.js';
import { fillRestForm, fillXmlForm } from '../../src/core/variables.js';

const values = (extra: Partial<RestFormValues> = {}): RestFormValues => ({
  path: { sku: '{{sku}}' },
  query: {},
  headers: { 'Content-Language': '{{ lang }}' },
  bodyText: '{"sku": "{{sku}}"}',
  sign: 'auto',
  ...extra,
});

const saved = (id: string, name = `request ${id}`): SavedRequest => ({
  id,
  name,
  key: 'rest:sell.inventory.createOrReplaceInventoryItem',
  form: { kind: 'rest', values: values() },
  savedAt: '2026-01-01T00:00:00.000Z',
});

describe('variables', () => {
  it('fills {{name}} in path, header and body values', () => {
    const filled = fillRestForm(values(), { sku: 'A-1', lang: 'en-US' });
    expect(filled).toEqual({
      values: values({ path: { sku: 'A-1' }, headers: { 'Content-Language': 'en-US' }, bodyText: '{"sku": "A-1"}' }),
    });
    expect(fillXmlForm({ fieldsText: '{"ItemID": "{{item}}"}' }, { item: '1' })).toEqual({
      values: { fieldsText: '{"ItemID": "1"}' },
    });
  });

  it('names the variables that have no value instead of sending {{…}}', () => {
    expect(fillRestForm(values(), { sku: 'A-1' })).toEqual({ missing: ['lang'] });
  });
});

describe('collections', () => {
  it('saves requests into named collections, removes them, and keeps variables', () => {
    let state = saveRequest(emptyCollections(), 'Listing', saved('1'));
    state = saveRequest(state, 'Listing', saved('2'));
    state = saveRequest(state, 'Orders', saved('3'));
    state = setVariable(state, 'sku', 'A-1');
    state = setVariable(state, 'bad name', 'x');
    expect(state.collections.map((c) => [c.name, c.requests.map((r) => r.id)])).toEqual([
      ['Listing', ['1', '2']],
      ['Orders', ['3']],
    ]);
    expect(state.variables).toEqual({ sku: 'A-1' });
    expect(removeRequest(state, '1').collections[0]?.requests.map((r) => r.id)).toEqual(['2']);
    expect(removeCollection(state, 'Orders').collections.map((c) => c.name)).toEqual(['Listing']);
    expect(setVariable(state, 'sku', undefined).variables).toEqual({});
  });

  it('keeps values per environment over the values for every environment', () => {
    let state = setVariable(emptyCollections(), 'sku', 'shared');
    state = setVariable(state, 'sku', 'on-emulator', 'local');
    state = setVariable(state, 'token', 'x', 'sandbox');
    expect(variablesFor(state, 'local')).toEqual({ sku: 'on-emulator' });
    expect(variablesFor(state, 'sandbox')).toEqual({ sku: 'shared', token: 'x' });
    expect(variablesFor(state, 'production')).toEqual({ sku: 'shared' });
    expect(variablesFor(setVariable(state, 'sku', undefined, 'local'), 'local')).toEqual({ sku: 'shared' });
    const read = readCollections(exportCollections(state));
    expect(read).toEqual({ ok: true, state });
    const merged = mergeCollections(state, setVariable(emptyCollections(), 'sku', 'imported', 'local'));
    expect(variablesFor(merged, 'local')).toEqual({ sku: 'imported' });
  });

  it('exports JSON that imports back to the same state', () => {
    const state = setVariable(saveRequest(emptyCollections(), 'Listing', saved('1')), 'sku', 'A-1');
    expect(readCollections(exportCollections(state))).toEqual({ ok: true, state });
  });

  it('refuses files that are not collections, and leaves out single bad requests', () => {
    expect(readCollections('{oops')).toEqual({ ok: false, problem: 'This is not JSON.' });
    expect(readCollections('{"version": 9, "collections": []}').ok).toBe(false);
    const mixed = JSON.stringify({
      version: 1,
      collections: [{ name: 'A', requests: [saved('1'), { id: 'x', name: 'bad' }] }],
      variables: { sku: 'A-1', 'no good': 'x', n: 5 },
    });
    const read = readCollections(mixed);
    expect(read.ok && read.state.collections[0]?.requests.map((r) => r.id)).toEqual(['1']);
    expect(read.ok && read.state.variables).toEqual({ sku: 'A-1' });
    expect(readCollections(null)).toEqual({ ok: true, state: emptyCollections() });
  });

  it('merges an import: same-name collections gain its requests, variables are set over', () => {
    const here = setVariable(saveRequest(emptyCollections(), 'Listing', saved('1')), 'sku', 'old');
    const incoming = setVariable(
      saveRequest(saveRequest(emptyCollections(), 'Listing', saved('2')), 'Orders', saved('3')),
      'sku',
      'new',
    );
    const merged = mergeCollections(here, incoming);
    expect(merged.collections.map((c) => [c.name, c.requests.map((r) => r.id)])).toEqual([
      ['Listing', ['1', '2']],
      ['Orders', ['3']],
    ]);
    expect(merged.variables).toEqual({ sku: 'new' });
  });
});
