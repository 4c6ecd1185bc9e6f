import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_SCOPES, EbayClient, operationArguments, restCatalog, type OperationSpec } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { operationFixtures } from './every-operation.fixtures.js';
import { FLOWS } from '../../src/flows/index.js';
import { FAMILY_PROBES } from '../../src/flows/probes.js';
import {
  familyAt,
  notFoundError,
  resourceFlows,
  resourceOperation,
  type ResourceFamily,
} from '../../src/resources/index.js';
import { schemaCatalog, SchemaValidator } from '../../src/rest/schema/index.js';
import { minimal } from '../minimal-value.js';
import { scaled } from '../../../../scripts/test-time.mjs';

// Every one of the 460 operations (and the 17 aliases of renamed or moved ones), called through baykit over HTTP
// with valid arguments: the emulator answers 2xx and the answer validates against the operation's response schema.
// The decommissioned ones too: the emulator serves them (serveRetired) and the client sends them (allowRetired).

/** Arguments for the operations whose answer depends on state: ids that exist, bodies the flows need. */
let special: Record<string, () => unknown[]> = {};

/** The operations the generic resource store answers (families without a hand-written flow). */
const generic = new Set(Object.keys(resourceFlows(FLOWS, FAMILY_PROBES)));

/** Required query values, and the same values in a created member's fields, so lists and lookups find it. */
const MEMBER_FIELDS = {
  marketplaceId: 'EBAY_US',
  feedType: 'LMS_ORDER_REPORT',
  name: 'Every op',
  campaignName: 'Every op',
};

/** Calls `spec` through baykit as the test does, with `pathParams` (the full result: status and headers). */
function call(spec: OperationSpec, pathParams: Record<string, string>, body?: unknown) {
  const [area, key] = spec.api.split('.') as [string, string];
  const method = (
    ebay as unknown as Record<string, Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>>
  )[area]![key]![spec.id]!;
  return ebay.withResponse(method(...argumentsFor(spec, pathParams, body)));
}

/**
 * The id of a member of `family` (creating it, or its parent first, when the family can be created in), in
 * `params`; false when no member can exist (a family nobody creates in and no list shows).
 */
async function memberOf(family: ResourceFamily, params: Record<string, string>): Promise<boolean> {
  // A family a hand-written flow keeps: the member its read fixture names (a seeded return, dispute, order).
  if (FAMILY_PROBES[family.key]) {
    const read = family.operations.find((o) => o.role === 'read')?.spec;
    const id = read ? special[`${read.api}.${read.id}`]?.()[0] : undefined;
    if (typeof id !== 'string') return false;
    params[family.idParams.at(-1)!] = id;
    return true;
  }
  const parent = family.parentKey ? familyAt(family.parentKey) : undefined;
  if (parent && !(await memberOf(parent, params))) return false;
  const own = family.idParams.at(-1)!;
  const create = family.operations.find((o) => o.role === 'create' && !o.verb)?.spec;
  const put = family.operations.find((o) => o.role === 'put' && !o.verb)?.spec;
  const list = family.operations.find((o) => o.role === 'list')?.spec;
  if (create) {
    const made = await call(create, params, { ...(bodyOf(create) as object), ...MEMBER_FIELDS });
    params[own] = decodeURIComponent(made.headers.location?.split('/').at(-1) ?? '');
    return true;
  }
  if (put) {
    for (const name of family.idParams) params[name] ??= `member-${name}`;
    await call(put, params, { ...(bodyOf(put) as object), ...MEMBER_FIELDS });
    return true;
  }
  if (!list) return false;
  const listed = (await call(list, params)).data as Record<string, unknown>;
  const items = Object.values(listed).find(Array.isArray) as Record<string, unknown>[] | undefined;
  const id = items?.[0]?.[family.idField];
  if (typeof id !== 'string') return false;
  params[own] = id;
  return true;
}

function bodyOf(spec: OperationSpec): unknown {
  const api = schemaCatalog[spec.api]!;
  return minimal(api, api.operations[spec.id]?.body) ?? {};
}

/** The family operation `spec` is, or (for a renamed or moved operation's alias) the one it now calls. */
function resourceOperationOf(spec: OperationSpec) {
  const alias = spec.lifecycle?.status === 'renamed' || spec.lifecycle?.status === 'moved';
  const target = alias
    ? operations.find((other) => other.method === spec.method && other.path === spec.path && other !== spec)
    : spec;
  if (!target || !generic.has(`${target.api}.${target.id}`)) return undefined;
  return resourceOperation(target.api, target.id);
}

/** The path values of a generic-store operation: members created first; undefined when none can exist. */
async function pathValuesFor(spec: OperationSpec): Promise<Record<string, string> | undefined> {
  const op = resourceOperationOf(spec);
  if (!op || special[`${spec.api}.${spec.id}`]) return {};
  const params: Record<string, string> = {};
  const needsSelf = !['create', 'list', 'lookup', 'put'].includes(op.role);
  if (needsSelf) return (await memberOf(op.family, params)) ? params : undefined;
  const parent = op.family.parentKey ? familyAt(op.family.parentKey) : undefined;
  if (parent && !(await memberOf(parent, params))) return undefined;
  return params;
}

function argumentsFor(spec: OperationSpec, memberParams: Record<string, string> = {}, givenBody?: unknown): unknown[] {
  const override = special[`${spec.api}.${spec.id}`];
  if (override) return override();
  let body: unknown;
  if (spec.body) {
    if (spec.body.contentType === 'multipart/form-data') {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'f.pdf');
      body = form;
    } else if (!/json/.test(spec.body.contentType)) body = new Uint8Array([1, 2, 3]);
    else
      body = givenBody ?? minimal(schemaCatalog[spec.api]!, schemaCatalog[spec.api]!.operations[spec.id]?.body) ?? {};
  }
  const query: Record<string, string> = {};
  const known: Record<string, string> = {
    limit: '10',
    marketplace_id: 'EBAY_US',
    category_id: '15709',
    feed_scope: 'NEWLY_LISTED',
    date: '20260101',
  };
  for (const q of (spec.query ?? []).filter((p) => p.required)) query[q.name] = known[q.name] ?? `v-${q.name}`;
  // Lookups find the member created with the same values (MEMBER_FIELDS).
  if (query.name !== undefined) query.name = MEMBER_FIELDS.name;
  if (query.campaign_name !== undefined) query.campaign_name = MEMBER_FIELDS.campaignName;
  if (query.feed_type !== undefined) query.feed_type = MEMBER_FIELDS.feedType;
  // Browse search needs something to search for.
  if (spec.id === 'search' && spec.api === 'buy.browse') query.q = 'shoes';
  const headers: Record<string, string> = {};
  for (const h of spec.headers ?? []) headers[h.name] = h.name.toLowerCase() === 'range' ? 'bytes=0-99' : 'x';
  // Aliases (renamed, moved) reach the same resources as the operation they call: their own ids keep them apart.
  const alias = spec.lifecycle?.status === 'renamed' || spec.lifecycle?.status === 'moved';
  const pathParams = Object.fromEntries(
    spec.pathParams.map((name) => [name, memberParams[name] ?? `${alias ? 'alias' : 'id'}-${name}`]),
  );
  return operationArguments(spec, { pathParams, body, query, options: { headers } });
}

let emulator: Emulator;
let receiver: Server;
let ebay: EbayClient;
const validator = new SchemaValidator();

beforeAll(async () => {
  emulator = createEmulator({ seed: 11, serveRetired: true });
  const { url } = await emulator.listen(0);
  const app = emulator.app;
  // A signing key from the emulator's Key Management, so the operations eBay requires to be signed are signed.
  const keys = new EbayClient({ appId: app.appId, certId: app.certId, origin: url });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  await keys.close();
  ebay = new EbayClient({
    appId: app.appId,
    certId: app.certId,
    ruName: app.ruName,
    origin: url,
    maxRetries: 0,
    allowRetired: true,
    scope: [...APPLICATION_SCOPES],
    signature: { jwe: key.jwe!, privateKey: key.privateKey! },
  });
  ({ special, receiver } = await operationFixtures(ebay, url, key));
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
  receiver.close();
});

const operations = Object.values(restCatalog).flatMap((ops) => Object.values(ops));

it(
  'answers all 460 operations and 17 aliases with a 2xx whose body validates against the response schema',
  async () => {
    expect(operations).toHaveLength(460 + 17);
    const failures: string[] = [];
    for (const spec of operations) {
      try {
        const members = await pathValuesFor(spec);
        if (!members) {
          // No member can exist (nobody creates one, no list shows one): eBay's not-found answer, never a made-up one.
          const op = resourceOperationOf(spec)!;
          // An alias is answered by the operation it now calls, with that one's contract.
          const target = operations.find((o) => o !== spec && o.method === spec.method && o.path === spec.path);
          const alias = spec.lifecycle?.status === 'renamed' || spec.lifecycle?.status === 'moved';
          const expected = notFoundError(alias && target ? target : spec, op.family.idField);
          const refused = (await call(spec, {}).catch((e: unknown) => e)) as { status?: number; code?: number };
          if (refused.status !== expected.status || refused.code !== expected.errorId)
            failures.push(`${spec.api}.${spec.id}: ${refused.status} ${refused.code}, not ${JSON.stringify(expected)}`);
          continue;
        }
        const result = await call(spec, members);
        if (result.status < 200 || result.status > 299) failures.push(`${spec.api}.${spec.id}: HTTP ${result.status}`);
        if (spec.response === 'json' && result.data !== undefined) {
          const issues = validator.validateResponse(spec.api, spec.id, result.data);
          if (issues.length > 0) failures.push(`${spec.api}.${spec.id}: ${JSON.stringify(issues.slice(0, 2))}`);
        }
      } catch (error) {
        failures.push(
          `${spec.api}.${spec.id}: ${(error as Error).name} ${(error as Error).message} ${JSON.stringify((error as { errors?: unknown }).errors ?? '').slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  },
  scaled(120_000),
);

it('answers invalid input with eBay-shaped 400s that name the field', async () => {
  const error = (await ebay.sell.inventory
    .createOrReplaceInventoryItem('SKU-X', { product: { title: 42 as unknown as string } })
    .catch((e: unknown) => e)) as {
    status: number;
    domain: string;
    errors: { parameters?: { value?: string }[] }[];
  };
  expect(error.status).toBe(400);
  expect(error.domain).toBe('API_INVENTORY');
  expect(JSON.stringify(error.errors)).toContain('product.title');
  // A required query parameter missing on the wire (the client would refuse it, so the raw runtime sends it).
  const missing = (await ebay
    .request({ method: 'GET', path: '/sell/account/v1/fulfillment_policy', grant: 'user' })
    .catch((e: unknown) => e)) as {
    status: number;
    errors: { parameters?: { value?: string }[] }[];
  };
  expect(missing.status).toBe(400);
  expect(JSON.stringify(missing.errors)).toContain('marketplace_id');
});
