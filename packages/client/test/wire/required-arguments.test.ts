import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EbayClient,
  ValidationError,
  operationArguments,
  type NamedArguments,
  type OperationSpec,
} from '../../src/index.js';
import { restCatalog } from '../../src/generated/catalog.gen.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Method = (...args: unknown[]) => Promise<unknown>;

const withRequired = Object.values(restCatalog)
  .flatMap((ops) => Object.values(ops))
  .filter((spec) => spec.pathParams.length > 0 || spec.query?.some((q) => q.required))
  .map((spec) => [`${spec.api}.${spec.id}`, spec] as [string, OperationSpec]);

let server: TestServer;
let ebay: EbayClient;

beforeAll(async () => {
  server = await startTestServer(() => ({ status: 200, body: {} }));
  ebay = new EbayClient({ appId: 'app', certId: 'cert', origin: server.origin });
  await ebay.oauth2.setCredentials('v^1.1#user');
  await ebay.oauth2.setCredentials('v^1.1#app', { kind: 'application' });
});
afterAll(async () => {
  await ebay.close();
  await server.close();
});

function method(spec: OperationSpec): Method {
  const [area, key] = spec.api.split('.') as [string, string];
  return (ebay as unknown as Record<string, Record<string, Record<string, Method>>>)[area]![key]![spec.id]!;
}

/** The arguments of `spec`'s method with every required value present, then `changes` applied by name. */
function argumentsOf(spec: OperationSpec, changes: NamedArguments = {}, body?: unknown): unknown[] {
  const pathParams = Object.fromEntries(spec.pathParams.map((name) => [name, 'id-1']));
  const query = Object.fromEntries((spec.query ?? []).filter((q) => q.required).map((q) => [q.name, 'v']));
  const options = { headers: Object.fromEntries((spec.headers ?? []).map((h) => [h.name, 'x'])) };
  return operationArguments(spec, {
    body,
    options,
    ...changes,
    pathParams: { ...pathParams, ...changes.pathParams },
    query: { ...query, ...changes.query },
  });
}

describe.each(withRequired)('%s', (_name, spec) => {
  it('a missing required path or query argument raises ValidationError naming it, before any request', async () => {
    const required = [
      ...spec.pathParams.map((name) => ({ name, args: argumentsOf(spec, { pathParams: { [name]: '' } }) })),
      ...(spec.query ?? [])
        .filter((q) => q.required)
        .map((q) => ({ name: q.name, args: argumentsOf(spec, { query: { [q.name]: undefined } }) })),
    ];
    const before = server.requests.length;
    for (const { name, args } of required) {
      const error = await method(spec)(...args).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).parameter).toBe(name);
      expect((error as Error).message).toContain(`"${name}"`);
    }
    expect(server.requests.length).toBe(before);
  });
});

const withPath = withRequired.filter(([, spec]) => spec.pathParams.length > 0);

describe.each(withPath)('%s path values', (_name, spec) => {
  it('each path value stays one segment: "." and ".." are refused, "%2e%2e" and "/" are sent encoded', async () => {
    const body = spec.body ? bodyFor(spec.body.contentType) : undefined;
    for (const name of spec.pathParams) {
      const withValue = (value: string): unknown[] => argumentsOf(spec, { pathParams: { [name]: value } }, body);
      for (const refused of ['.', '..', '']) {
        const before = server.requests.length;
        const error = await method(spec)(...withValue(refused)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).parameter).toBe(name);
        expect(server.requests.length).toBe(before);
      }
      for (const [value, segment] of [
        ['%2e%2e', '%252e%252e'],
        ['/', '%2F'],
        ['..%2F..', '..%252F..'],
      ] as const) {
        const before = server.requests.length;
        await method(spec)(...withValue(value));
        const sent = server.requests.slice(before);
        expect(sent).toHaveLength(1);
        const expected = spec.path.replace(/\{([^}]+)\}/g, (_, p: string) => (p === name ? segment : 'id-1'));
        expect(sent[0]!.path).toBe(expected);
      }
    }
  });
});

function bodyFor(contentType: string): unknown {
  if (/json/.test(contentType)) return {};
  if (contentType === 'multipart/form-data') {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    return form;
  }
  return new Uint8Array([1]);
}
