import type { OperationSpec } from 'baykit';
import { randomFor, type EmulatorContext } from '../context.js';
import { apiError } from '../errors.js';
import { jsonResponse } from '../json-response.js';
import { DEFAULT_TEST_USER } from '../oauth/auth-store.js';
import type { ExistenceProbe } from '../flows/probes.js';
import type { FlowHandler, FlowTable, RestCall } from '../rest/flow.js';
import { createdStatus, givesLocation, successStatus } from '../rest/operation-info.js';
import { resolveRef, schemaCatalog, type JsonSchema } from '../rest/schema/catalog.js';
import { inputErrors } from '../rest/schema/domains.js';
import { sampleResponse } from '../rest/schema/samples.js';
import { offsetLinks, readOffsetPaging } from '../flows/paging.js';
import {
  answerSchema,
  familiesBelow,
  familyAt,
  fieldKey,
  resourcePlan,
  type ResourceFamily,
  type ResourceOperation,
} from './families.js';
import { notFound } from './not-found.js';
import { DEFAULT_SELLER_MEMBERS } from './seeds.js';
import { hasMembers, memberKey, membersOf, newId, removeDescendants } from './store.js';
import type { StoredResource } from '../world/stores/resources.js';

/** How many members a seeded (read-only) family starts with for each owner. */
const SEEDED_MEMBERS = 3;

/** Query parameters that page or shape a list rather than filter it. */
const NOT_FILTERS = new Set(['limit', 'offset', 'sort', 'filter', 'fieldgroups', 'continuationtoken']);

/** The status an action verb moves a member to, in the spellings eBay's enumerations use. */
const ACTION_STATUS: Readonly<Record<string, readonly string[]>> = {
  pause: ['PAUSED'],
  resume: ['RUNNING', 'ACTIVE', 'ENABLED'],
  launch: ['RUNNING', 'ACTIVE'],
  end: ['ENDED'],
  enable: ['ENABLED', 'ACTIVE'],
  disable: ['DISABLED', 'INACTIVE'],
  cancel: ['CANCELED', 'CANCELLED'],
  confirm: ['CONFIRMED'],
  // A video or document upload: eBay then processes it (instantly here).
  upload: ['LIVE', 'ACCEPTED', 'SUBMITTED'],
};

/** The actions the store carries out (a status change, a copy, an update); other actions answer a sample. */
export const MODELED_VERBS = new RegExp(`^(${Object.keys(ACTION_STATUS).join('|')}|clone|update_.+)$`);

/** First status of a new member, by preference, among its field's known values. */
const INITIAL_STATUS = [
  'PENDING_UPLOAD',
  'RUNNING',
  'ACTIVE',
  'ENABLED',
  'OPEN',
  'CREATED',
  'PENDING',
  'SCHEDULED',
  'DRAFT',
];

/** Tasks (feed tasks, report tasks) are processed as they are created: they read back finished. */
const TASK_STATUS = ['COMPLETED', 'SUCCESS'];

const CREATION_DATE =
  /^(creation|created|create)(Date|Time|DateTime|Timestamp)?$|^(lastModified|lastUpdated|modified|updated)(Date|Time|DateTime)?$/i;

/** The answer header that marks an answer which does not come from the emulator's state. */
export const EMULATION_HEADER = 'x-baykit-emulation';

/** The seller (or, for application tokens, the application) whose resources a call sees. */
function ownerOf(call: RestCall): string {
  if (!call.token) return DEFAULT_TEST_USER;
  return call.token.user ?? `app:${call.token.appId}`;
}

function resolved(api: string, schema: JsonSchema | undefined): JsonSchema | undefined {
  const doc = schemaCatalog[api];
  let at = schema;
  for (let hops = 0; at?.$ref && doc && hops < 8; hops++) at = resolveRef(doc, at.$ref);
  return at;
}

/** Known values of a record property's enumeration (`campaignStatus` → CampaignStatusEnum's values). */
function enumValues(family: ResourceFamily, property: string): readonly string[] | undefined {
  const schema = resolved(family.api, family.schema?.properties?.[property]);
  const name = schema?.['x-enum'];
  if (schema?.enum) return schema.enum.map(String);
  return name ? schemaCatalog[family.api]?.enums?.[name] : undefined;
}

/** The record's status property (`campaignStatus`, `status`, `promotionStatus`), if its schema has one. */
function statusField(family: ResourceFamily): string | undefined {
  return Object.keys(family.schema?.properties ?? {}).find((name) => /status$/i.test(name));
}

/**
 * The first of `wanted` the property takes. When its values are unknown: the first of `wanted` for an action (a
 * paused campaign is PAUSED), nothing for a new member (a first status is not guessed).
 */
function pick(
  family: ResourceFamily,
  property: string,
  wanted: readonly string[],
  unknown: 'first' | 'none' = 'first',
): string | undefined {
  const known = enumValues(family, property);
  if (!known) return unknown === 'first' ? wanted[0] : undefined;
  return wanted.find((value) => known.includes(value));
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function memberPath(family: ResourceFamily, params: Readonly<Record<string, string>>): string {
  return family.key.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Fields eBay sets on a new member: its id and its parents' ids, `href`, creation dates and a first status. */
function serverFields(
  ctx: EmulatorContext,
  family: ResourceFamily,
  params: Record<string, string>,
): Record<string, unknown> {
  const props = family.schema?.properties ?? {};
  const fields: Record<string, unknown> = {};
  for (const [param, field] of Object.entries(family.parentFields)) if (params[param]) fields[field] = params[param];
  const own = family.idParams.at(-1) ?? '';
  fields[family.idField] = params[own];
  if ('href' in props) fields.href = `${ctx.origin}${memberPath(family, params)}`;
  const now = new Date(ctx.clock.now()).toISOString();
  for (const name of Object.keys(props)) if (CREATION_DATE.test(name)) fields[name] = now;
  const status = statusField(family);
  if (status) {
    const task = /task/i.test(family.idField);
    const value = pick(family, status, task ? TASK_STATUS : INITIAL_STATUS, task ? 'first' : 'none');
    if (value) fields[status] = value;
  }
  return fields;
}

/** The record a create or replace stores: the caller's body, then the fields only eBay sets. */
function record(
  call: RestCall,
  family: ResourceFamily,
  params: Record<string, string>,
  kept?: Record<string, unknown>,
): Record<string, unknown> {
  const body = isObject(call.body) ? clone(call.body) : {};
  const server = serverFields(call.ctx, family, params);
  const status = statusField(family);
  const out: Record<string, unknown> = { ...body, ...server };
  // A replaced member keeps its id, dates and status; a status the caller sets (a promotion created as DRAFT) wins.
  if (kept) for (const name of Object.keys(server)) if (kept[name] !== undefined) out[name] = kept[name];
  if (status && typeof body[status] === 'string') out[status] = body[status];
  return out;
}

/**
 * The members seeded for a family nobody can create in but a list call shows (payouts, deal events, charities,
 * schedule templates): samples with ids, listed and read back alike. A family without a list call is not seeded:
 * no one could learn its ids, so every id is unknown (as a purchase order nobody placed).
 */
function seed(ctx: EmulatorContext, family: ResourceFamily, owner: string): void {
  const members = membersOf(ctx, family, owner);
  const read = family.operations.find((op) => op.role === 'read')?.spec;
  const listed = family.operations.some((op) => op.role === 'list');
  if (!read || !listed || family.parentParams.length > 0 || family.idParams.length > 1) return;
  const own = family.idParams[0] ?? '';
  for (let i = 0; i < SEEDED_MEMBERS; i++) {
    const id = newId(ctx, family);
    const random = randomFor(ctx, `seeded:${family.key}:${owner}:${i}`);
    const sample = sampleResponse(read.api, read.id, { random, echo: { [family.idField]: id } });
    const data = isObject(sample) ? sample : {};
    data[family.idField] = id;
    members.set(memberKey(family, { [own]: id }), { params: { [own]: id }, data });
  }
}

/** The default test seller's first members of a family (its business policies), stored as if it had created them. */
function seedDefaultSeller(ctx: EmulatorContext, family: ResourceFamily): void {
  const members = membersOf(ctx, family, DEFAULT_TEST_USER);
  const own = family.idParams.at(-1) ?? '';
  for (const body of DEFAULT_SELLER_MEMBERS[family.key] ?? []) {
    const fixed = body[family.idField];
    const params = { [own]: typeof fixed === 'string' ? fixed : newId(ctx, family) };
    const data = { ...clone(body), ...serverFields(ctx, family, params) };
    members.set(memberKey(family, params), { params, data });
  }
}

/** The owner's members, seeded first when the family is read-only state (or the default seller's policies). */
function members(ctx: EmulatorContext, family: ResourceFamily, owner: string): Map<string, StoredResource> {
  if (!hasMembers(ctx, family, owner)) {
    if (!family.creatable) seed(ctx, family, owner);
    else if (owner === DEFAULT_TEST_USER) seedDefaultSeller(ctx, family);
  }
  return membersOf(ctx, family, owner);
}

/** The stored record of `owner`'s member of the family at `key` named by `params` (for flows that check one). */
export function storedMember(
  ctx: EmulatorContext,
  key: string,
  owner: string,
  params: Readonly<Record<string, string>>,
): Record<string, unknown> | undefined {
  const family = familyAt(key);
  return family ? members(ctx, family, owner).get(memberKey(family, params))?.data : undefined;
}

/** The stored records of the caller's members of the family at `key` (for flows that search them by a field). */
export function storedRecords(call: RestCall, key: string): Record<string, unknown>[] {
  const family = familyAt(key);
  return family ? [...members(call.ctx, family, ownerOf(call)).values()].map((member) => member.data) : [];
}

/** The id that names nothing, if the member or one of its parents does not exist: eBay's not-found answer. */
function missing(call: RestCall, family: ResourceFamily, owner: string, self: boolean): Response | undefined {
  const parent = family.parentKey ? familyAt(family.parentKey) : undefined;
  if (parent) {
    const key = memberKey(parent, call.params);
    if (!members(call.ctx, parent, owner).has(key)) {
      const param = parent.idParams.at(-1) ?? '';
      return notFound(call.spec, parent.idField, call.params[param] ?? '');
    }
  }
  if (!self) return undefined;
  if (members(call.ctx, family, owner).has(memberKey(family, call.params))) return undefined;
  const param = family.idParams.at(-1) ?? '';
  return notFound(call.spec, family.idField, call.params[param] ?? '');
}

/** The answer body of `spec` for a member: the record, cut to the answer schema's properties when it names others. */
function answerBody(spec: OperationSpec, family: ResourceFamily, data: Record<string, unknown>): unknown {
  const schema = answerSchema(spec);
  if (!schema) return undefined;
  if (schema === family.schema || !schema.properties) return data;
  const props = Object.keys(schema.properties);
  return Object.fromEntries(Object.entries(data).filter(([name]) => props.includes(name)));
}

function answer(
  spec: OperationSpec,
  family: ResourceFamily,
  data: Record<string, unknown> | undefined,
  init: { status?: number; location?: string } = {},
): Response {
  const status = init.status ?? successStatus(spec.api, spec.id);
  const headers: Record<string, string> = {};
  if (init.location) headers.location = init.location;
  const body = data && status !== 204 ? answerBody(spec, family, data) : undefined;
  if (body === undefined) return new Response(null, { status: status === 200 ? 204 : status, headers });
  return jsonResponse(body, { status, headers });
}

/**
 * The filters of a list or lookup: each query parameter that names a field of the family's records
 * (`campaign_name` → `campaignName`, `marketplace_id` → `marketplaceId`), with its values (comma lists).
 */
function filtersOf(call: RestCall, family: ResourceFamily): [string, Set<string>][] {
  const fields = new Map(Object.keys(family.schema?.properties ?? {}).map((name) => [fieldKey(name), name]));
  const filters: [string, Set<string>][] = [];
  for (const [name, value] of call.query) {
    const key = fieldKey(name);
    if (NOT_FILTERS.has(key) || value === '') continue;
    const field = fields.get(key) ?? fields.get(key.replace(/s$/, ''));
    if (field) filters.push([field, new Set(value.split(',').map((v) => v.trim().toLowerCase()))]);
  }
  return filters;
}

function matches(data: Record<string, unknown>, filters: readonly [string, Set<string>][]): boolean {
  return filters.every(([field, values]) => {
    const value = Object.hasOwn(data, field) ? data[field] : undefined;
    return (typeof value === 'string' || typeof value === 'number') && values.has(String(value).toLowerCase());
  });
}

/** The property of a list answer holding its members (`returnPolicies`, `campaigns`, `tasks`). */
function itemsProperty(spec: OperationSpec): string | undefined {
  if (spec.items) return spec.items;
  const schema = answerSchema(spec);
  return Object.entries(schema?.properties ?? {}).find(([, prop]) => prop.type === 'array')?.[0];
}

function list(call: RestCall, op: ResourceOperation, owner: string): Response {
  const families = op.members ?? [op.family];
  const blocked = missing(call, op.family, owner, false);
  if (blocked) return blocked;
  const all: Record<string, unknown>[] = [];
  for (const family of families) {
    for (const member of members(call.ctx, family, owner).values()) {
      const sameParent = family.parentParams.every((name) => member.params[name] === call.params[name]);
      if (sameParent) all.push(member.data);
    }
  }
  const filters = filtersOf(call, op.family);
  const found = all.filter((data) => matches(data, filters));
  const schema = answerSchema(call.spec);
  const props = schema?.properties ?? {};
  const items = itemsProperty(call.spec);
  if (!items) return jsonResponse(found);
  const paged = call.spec.paging === 'offset' || 'limit' in props;
  const out: Record<string, unknown> = {};
  if (!paged) {
    out[items] = found;
    if ('total' in props) out.total = found.length;
    return jsonResponse(out);
  }
  const errors = inputErrors(call.spec.api);
  const paging = readOffsetPaging(call.query, {
    defaultLimit: 10,
    maxLimit: 200,
    invalid: (parameter, raw) =>
      apiError(errors.domain, 400, errors.invalid.errorId, errors.invalid.message.replace('{field}', parameter), {
        parameter: [parameter, raw],
      }),
  });
  if (paging instanceof Response) return paging;
  const { limit, offset } = paging;
  const links = offsetLinks(call.ctx.origin, call.req.path, call.query, limit, offset, found.length);
  out[items] = found.slice(offset, offset + limit);
  for (const [name, value] of Object.entries({ ...links, limit, offset, total: found.length }))
    if (name in props) out[name] = value;
  return jsonResponse(out);
}

function lookup(call: RestCall, op: ResourceOperation, owner: string): Response | undefined {
  const all = [...members(call.ctx, op.family, owner).values()].map((member) => member.data);
  const filters = filtersOf(call, op.family);
  // A lookup whose query names none of the record's fields finds by something the store does not model.
  if (filters.length === 0) return undefined;
  const found = all.find((data) => matches(data, filters));
  if (!found) {
    // The error names what was looked for (the policy's name), not the marketplace it was looked for in.
    const named = filters.find(([field]) => !/marketplace/i.test(field)) ?? filters[0];
    const [field = op.family.idField, values] = named ?? [];
    return notFound(call.spec, field, [...(values ?? [])].join(','));
  }
  return answer(call.spec, op.family, found);
}

function create(call: RestCall, op: ResourceOperation, owner: string): Response {
  const { family } = op;
  const blocked = missing(call, family, owner, false);
  if (blocked) return blocked;
  const own = family.idParams.at(-1) ?? '';
  const params = { ...call.params, [own]: newId(call.ctx, family) };
  const data = record(call, family, params);
  members(call.ctx, family, owner).set(memberKey(family, params), { params, data });
  const status = createdStatus(call.spec.api, call.spec.id);
  return answer(call.spec, family, data, { status, location: `${call.ctx.origin}${memberPath(family, params)}` });
}

function put(call: RestCall, op: ResourceOperation, owner: string): Response {
  const { family } = op;
  const blocked = missing(call, family, owner, false);
  if (blocked) return blocked;
  const all = members(call.ctx, family, owner);
  const key = memberKey(family, call.params);
  const existing = all.get(key);
  const data = record(call, family, { ...call.params }, existing?.data);
  all.set(key, { params: { ...call.params }, data });
  const status = existing ? successStatus(call.spec.api, call.spec.id) : createdStatus(call.spec.api, call.spec.id);
  const created = !existing && givesLocation(call.spec.api, call.spec.id);
  return answer(call.spec, family, data, {
    status,
    ...(created ? { location: `${call.ctx.origin}${memberPath(family, call.params)}` } : {}),
  });
}

/** The member an action names, looked up in each family sharing its ids (promotions of either kind). */
function findMember(
  call: RestCall,
  op: ResourceOperation,
  owner: string,
): { family: ResourceFamily; member: StoredResource } | undefined {
  for (const family of op.members ?? [op.family]) {
    const member = members(call.ctx, family, owner).get(memberKey(family, call.params));
    if (member) return { family, member };
  }
  return undefined;
}

function action(call: RestCall, op: ResourceOperation, owner: string): Response | undefined {
  const blocked = missing(call, op.family, owner, false);
  if (blocked) return blocked;
  const found = findMember(call, op, owner);
  const own = op.family.idParams.at(-1) ?? '';
  if (!found) return notFound(call.spec, op.family.idField, call.params[own] ?? '');
  const { family, member } = found;
  const verb = op.verb ?? '';
  const targets = ACTION_STATUS[verb];
  const status = statusField(family);
  if (targets && status) {
    const value = pick(family, status, targets);
    if (value) member.data[status] = value;
    return answer(call.spec, family, member.data);
  }
  if (verb === 'clone' && isObject(call.body)) {
    const params = { ...call.params, [own]: newId(call.ctx, family) };
    const data = { ...clone(member.data), ...clone(call.body), ...serverFields(call.ctx, family, params) };
    members(call.ctx, family, owner).set(memberKey(family, params), { params, data });
    const location = `${call.ctx.origin}${memberPath(family, params)}`;
    return answer(call.spec, family, data, { status: 201, location });
  }
  if (/^update_/.test(verb) && isObject(call.body)) {
    const kept = serverFields(call.ctx, family, member.params);
    // Own properties only, as data: a `__proto__` key in the body stays a field, never the record's prototype.
    for (const [name, value] of Object.entries(clone(call.body)))
      Object.defineProperty(member.data, name, { value, enumerable: true, writable: true, configurable: true });
    for (const name of [family.idField, ...Object.values(family.parentFields)]) member.data[name] = kept[name];
    return answer(call.spec, family, member.data);
  }
  // What else the action answers (suggestions, files, labels) is not modeled: the spec-driven sample, marked.
  return undefined;
}

function remove(call: RestCall, op: ResourceOperation, owner: string): Response {
  const blocked = missing(call, op.family, owner, true);
  if (blocked) return blocked;
  members(call.ctx, op.family, owner).delete(memberKey(op.family, call.params));
  removeDescendants(call.ctx, op.family, owner, call.params, familiesBelow(op.family));
  return new Response(null, { status: successStatus(call.spec.api, call.spec.id) });
}

function update(call: RestCall, op: ResourceOperation, owner: string): Response {
  const blocked = missing(call, op.family, owner, true);
  if (blocked) return blocked;
  const all = members(call.ctx, op.family, owner);
  const key = memberKey(op.family, call.params);
  const existing = all.get(key);
  const data = record(call, op.family, { ...call.params }, existing?.data);
  all.set(key, { params: { ...call.params }, data });
  return answer(call.spec, op.family, data);
}

function read(call: RestCall, op: ResourceOperation, owner: string): Response {
  const blocked = missing(call, op.family, owner, true);
  if (blocked) return blocked;
  const member = members(call.ctx, op.family, owner).get(memberKey(op.family, call.params));
  return jsonResponse(member?.data ?? {});
}

/** The generic handler of one family operation. */
function resourceHandler(op: ResourceOperation): FlowHandler {
  return (call) => {
    const owner = ownerOf(call);
    switch (op.role) {
      case 'create':
        return create(call, op, owner);
      case 'put':
        return put(call, op, owner);
      case 'read':
        return read(call, op, owner);
      case 'list':
        return list(call, op, owner);
      case 'update':
        return update(call, op, owner);
      case 'delete':
        return remove(call, op, owner);
      case 'action':
        return action(call, op, owner);
      case 'lookup':
        return lookup(call, op, owner);
    }
  };
}

/**
 * Account `bulkCreateOrReplaceSalesTax`: every entry is created or replaced in the sales tax family, and answered
 * on its own (200, or 400 for an entry without its country or jurisdiction); 207 when some entries failed.
 */
const bulkSalesTax: FlowHandler = (call) => {
  const family = familyAt('/sell/account/v1/sales_tax/{countryCode}/{jurisdictionId}');
  const list = isObject(call.body) && Array.isArray(call.body.salesTaxInputList) ? call.body.salesTaxInputList : [];
  if (!family) return undefined;
  const owner = ownerOf(call);
  const all = members(call.ctx, family, owner);
  const entries = list.map((entry: unknown) => {
    const input = isObject(entry) ? entry : {};
    const countryCode = typeof input.countryCode === 'string' ? input.countryCode : '';
    const jurisdictionId = typeof input.salesTaxJurisdictionId === 'string' ? input.salesTaxJurisdictionId : '';
    if (!countryCode || !jurisdictionId) return { countryCode, jurisdictionId, statusCode: 400 };
    const params = { countryCode, jurisdictionId };
    const data = { ...clone(input), countryCode, salesTaxJurisdictionId: jurisdictionId };
    all.set(memberKey(family, params), { params, data });
    return { countryCode, jurisdictionId, statusCode: 200 };
  });
  const failed = entries.some((entry) => entry.statusCode !== 200);
  return jsonResponse({ updatedSalesTaxEntries: entries }, { status: failed ? 207 : 200 });
};

/** Bulk operations the store carries out entry by entry, by `<api>.<operationId>`. */
const BULK: Readonly<Record<string, FlowHandler>> = {
  'sell.account.bulkCreateOrReplaceSalesTax': bulkSalesTax,
};

/**
 * An operation of a flow's family that no flow answers: eBay's not-found error for an unknown member, the flow's
 * refusal for a member the caller may not see, else a sample.
 */
function probed(op: ResourceOperation, probe: ExistenceProbe): FlowHandler {
  return (call) => {
    const seen = probe(call.ctx, call.params, ownerOf(call));
    if (seen instanceof Response) return seen;
    if (seen) return undefined;
    const param = op.family.idParams.at(-1) ?? '';
    return notFound(call.spec, op.family.idField, call.params[param] ?? '');
  };
}

/**
 * Handlers for every family operation whose family has no hand-written flow (a family with one keeps its flow's
 * richer behaviour for all its operations): what is created reads back, lists, updates and deletes.
 */
export function resourceFlows(
  handWritten: FlowTable,
  probes: Readonly<Record<string, ExistenceProbe>> = {},
): FlowTable {
  const owned = new Set<string>();
  for (const [id, op] of resourcePlan()) if (handWritten[id]) owned.add(op.family.key);
  const table: Record<string, FlowHandler> = {};
  for (const [id, handler] of Object.entries(BULK)) if (!handWritten[id]) table[id] = handler;
  for (const [id, op] of resourcePlan()) {
    if (handWritten[id]) continue;
    const probe = probes[op.family.key];
    if (owned.has(op.family.key)) {
      // A family a flow keeps: what no flow answers checks the member exists, then answers a sample.
      if (probe && op.role !== 'create' && op.role !== 'list' && op.role !== 'lookup') table[id] = probed(op, probe);
      continue;
    }
    if (op.members?.some((family) => owned.has(family.key))) continue;
    table[id] = resourceHandler(op);
  }
  return table;
}
