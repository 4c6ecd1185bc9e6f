// The files codegen writes into @baykit/spec: the REST catalog split per API, one entry per line, and the XML table.
import { describe, expect, it } from 'vitest';
import { apiSchemasJson, emitXmlServices } from '../src/emit/spec.js';

describe('apiSchemasJson', () => {
  it('writes one line per schema, operation and enumeration, so a contract change is a change of its lines', () => {
    const text = apiSchemasJson({
      schemas: { Item: { type: 'object', properties: { title: { type: 'string' } } }, Price: { type: 'string' } },
      operations: { getItem: { bodyRequired: false, responses: [] } },
      enums: { CurrencyCodeEnum: ['EUR', 'USD'] },
    });
    expect(JSON.parse(text)).toEqual({
      schemas: { Item: { type: 'object', properties: { title: { type: 'string' } } }, Price: { type: 'string' } },
      operations: { getItem: { bodyRequired: false, responses: [] } },
      enums: { CurrencyCodeEnum: ['EUR', 'USD'] },
    });
    const lines = text.split('\n');
    expect(lines).toContain('    "Item": {"type":"object","properties":{"title":{"type":"string"}}},');
    expect(lines).toContain('    "getItem": {"bodyRequired":false,"responses":[]}');
    expect(lines).toContain('    "CurrencyCodeEnum": ["EUR","USD"]');
  });
});

describe('emitXmlServices', () => {
  const trading = {
    name: 'trading',
    calls: ['GetItem', 'AddItem'],
    status: 'live',
    version: 967,
    host: { production: 'api.ebay.com', sandbox: 'api.sandbox.ebay.com' },
    path: '/ws/api.dll',
    method: 'POST' as const,
    namespace: 'urn:ebay:apis:eBLBaseComponents',
  };

  it("joins services.json with the header names and versions it lacks, and sorts each service's calls", () => {
    const text = emitXmlServices([trading, { ...trading, name: 'finding', version: undefined, path: '/f' }]);
    expect(text).toContain('"x-ebay-api-compatibility-level"');
    expect(text).toContain('"version": "1.13.0"');
    expect(text).toMatch(/"trading": \[\s*"AddItem",\s*"GetItem"\s*\]/);
  });

  it('refuses a service it cannot describe whole', () => {
    expect(() => emitXmlServices([{ ...trading, path: undefined }])).toThrow(/trading lacks a host, path/);
    expect(() => emitXmlServices([{ ...trading, name: 'unknown' }])).toThrow(/unknown lacks/);
  });
});
