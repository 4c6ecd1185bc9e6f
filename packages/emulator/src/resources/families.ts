import { restCatalog, type OperationSpec } from 'baykit';
import { resolveRef, schemaCatalog, type JsonSchema } from '../rest/schema/catalog.js';

/**
 * Resource families read off the catalog's paths: `…/return_policy` (create, list) and
 * `…/return_policy/{return_policy_id}` (read, update, delete) are one family, and `…/{campaign_id}/pause` is an
 * action on a member of the campaign family. The generic store (./store.ts) keeps their records; operations that
 * belong to no family keep their spec-driven answers.
 */

/** What an operation does to its family. */
export type ResourceRole =
  /** POST to the collection: a new member with an id the store assigns. */
  | 'create'
  /** PUT to a member's path: creates or replaces the member with the id the caller chose. */
  | 'put'
  | 'read'
  | 'list'
  /** PUT to a member's path of a family whose members are created elsewhere: replaces the stored body. */
  | 'update'
  | 'delete'
  /** A path one literal segment below a member (`…/{campaign_id}/pause`): the member must exist. */
  | 'action'
  /** A GET one literal segment below the collection that finds a member by query (`get_by_policy_name`). */
  | 'lookup';

export interface ResourceFamily {
  /** The member path template, e.g. `/sell/account/v1/return_policy/{return_policy_id}`. */
  readonly key: string;
  readonly api: string;
  /** The collection path template (the key without its trailing path parameters). */
  readonly collection: string;
  /** Path parameters of the collection: the parent members' ids (`campaign_id` of an ad group). */
  readonly parentParams: readonly string[];
  /** The member path of the family this one lives under (`…/ad_campaign/{campaign_id}` for ad groups), if any. */
  readonly parentKey?: string;
  /** Path parameters after the collection: what identifies a member within its parent. */
  readonly idParams: readonly string[];
  /** The record property carrying the (last) id, e.g. `returnPolicyId`; matched by name in the read schema. */
  readonly idField: string;
  /** The record properties carrying the parent ids, by parameter (`campaign_id` → `campaignId`). */
  readonly parentFields: Readonly<Record<string, string>>;
  /** The schema a member is read with (the read operation's answer), when there is a read operation. */
  readonly schema?: JsonSchema;
  /** Whether members can be created (a create or put operation); without, the family is seeded read-only state. */
  creatable: boolean;
  /** The operations of the family by role (an action or lookup may have several). */
  readonly operations: { role: ResourceRole; spec: OperationSpec; verb?: string }[];
}

/** One operation's place in a family. */
export interface ResourceOperation {
  readonly role: ResourceRole;
  readonly family: ResourceFamily;
  /** The literal segment of an action or lookup (`pause`, `get_by_policy_name`). */
  readonly verb?: string;
  /** Families whose members an action on a shared id may act on (promotions of either kind). */
  readonly members?: readonly ResourceFamily[];
}

/**
 * Path parameters that choose a report or a program rather than name a created resource: a path ending in one of
 * these is not a family member (any valid value answers).
 */
const NOT_IDS = new Set([
  'payments_program_type',
  'evaluation_type',
  'cycle',
  'program',
  'report_type',
  'category_tree_id',
  'marketplace_id',
  'customer_service_metric_type',
]);

/**
 * Ids shared by two families: a promotion is an item promotion or a markdown, and `/promotion/{promotion_id}/…`
 * acts on either (eBay's Marketing API); `getPromotions` lists both.
 */
const SHARED: Readonly<Record<string, readonly string[]>> = {
  '/sell/marketing/v1/promotion/{promotion_id}': [
    '/sell/marketing/v1/item_promotion/{promotion_id}',
    '/sell/marketing/v1/item_price_markdown/{promotion_id}',
  ],
};

/**
 * Lists of a family at another path: Account v1's `getRateTables` lists the rate tables Account v2 reads one by one.
 */
const LISTED_AT: Readonly<Record<string, string>> = {
  '/sell/account/v1/rate_table': '/sell/account/v2/rate_table/{rate_table_id}',
};

const PARAM = /^\{([^}]+)\}$/;

/** Literal segments below a collection that create a member when POSTed to. */
const CREATE_VERBS = /^(initiate|upload|create_.+|setup_.+)$/;

/** Actions that create the member they act on when it does not exist yet (a first bid on an item). */
const PUT_VERBS = new Set(['place_proxy_bid']);

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** `item_id`, `itemId`, `ITEM-ID` → `itemid`. */
export function fieldKey(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** `return_policy_id` → `returnPolicyId`; `payout_Id` → `payoutId`. */
function camel(name: string): string {
  return name.replace(/[_-]+([a-zA-Z])/g, (_, c: string) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());
}

/** The object schema of an operation's first success answer, `$ref` resolved. */
export function answerSchema(spec: OperationSpec): JsonSchema | undefined {
  const doc = schemaCatalog[spec.api];
  let schema = doc?.operations[spec.id]?.responses[0];
  for (let hops = 0; schema?.$ref && doc && hops < 8; hops++) schema = resolveRef(doc, schema.$ref);
  return schema;
}

/** The property of `schema` named like the parameter `param` (`return_policy_id` → `returnPolicyId`). */
function propertyFor(schema: JsonSchema | undefined, param: string): string | undefined {
  const wanted = fieldKey(param);
  const names = Object.keys(schema?.properties ?? {});
  // Exactly the name, else a name ending in it (`jurisdictionId` → `salesTaxJurisdictionId`).
  return names.find((name) => fieldKey(name) === wanted) ?? names.find((name) => fieldKey(name).endsWith(wanted));
}

/** Whether the catalog routes this operation (renamed and moved aliases send the new request instead). */
function routed(spec: OperationSpec): boolean {
  return spec.lifecycle?.status !== 'renamed' && spec.lifecycle?.status !== 'moved';
}

/** A member path's collection and id parameters: trailing `{…}` segments are ids unless they choose a report. */
function memberShape(
  path: string,
): { collection: string; idParams: string[]; parentParams: string[]; parentKey?: string } | undefined {
  const segments = path.split('/');
  const idParams: string[] = [];
  while (segments.length > 1) {
    const last = segments.at(-1) ?? '';
    const param = PARAM.exec(last)?.[1];
    if (!param) break;
    if (NOT_IDS.has(param)) return undefined;
    idParams.unshift(param);
    segments.pop();
  }
  if (idParams.length === 0) return undefined;
  const collection = segments.join('/');
  const parentParams = segments.flatMap((segment) => {
    const param = PARAM.exec(segment)?.[1];
    return param ? [param] : [];
  });
  const parentKey = parentParams.length > 0 ? collection.replace(/(\/[^/{}]+)+$/, '') : undefined;
  return { collection, idParams, parentParams, ...(parentKey ? { parentKey } : {}) };
}

/** Every operation that acts on a resource family, by `<api>.<operationId>`. Built once per process. */
function buildPlan(): Map<string, ResourceOperation> {
  const specs = Object.values(restCatalog).flatMap((ops) => Object.values(ops).filter(routed));
  const byPath = new Map<string, OperationSpec[]>();
  for (const spec of specs) {
    const path = normalisePath(spec.path);
    byPath.set(path, [...(byPath.get(path) ?? []), spec]);
  }
  // A family exists where something reads, replaces or deletes a member path.
  const families = new Map<string, ResourceFamily>();
  for (const [path, onPath] of byPath) {
    if (!onPath.some((spec) => spec.method !== 'POST')) continue;
    const shape = memberShape(path);
    if (!shape) continue;
    const read = onPath.find((spec) => spec.method === 'GET');
    const schema = read ? answerSchema(read) : undefined;
    const last = shape.idParams.at(-1) ?? '';
    families.set(path, {
      key: path,
      api: onPath[0]?.api ?? '',
      ...shape,
      idField: propertyFor(schema, last) ?? camel(last),
      parentFields: Object.fromEntries(
        [...shape.parentParams, ...shape.idParams.slice(0, -1)].map((param) => [
          param,
          propertyFor(schema, param) ?? camel(param),
        ]),
      ),
      ...(schema ? { schema } : {}),
      creatable: false,
      operations: [],
    });
  }
  const byCollection = new Map<string, ResourceFamily[]>();
  for (const family of families.values())
    byCollection.set(family.collection, [...(byCollection.get(family.collection) ?? []), family]);

  const plan = new Map<string, ResourceOperation>();
  const place = (spec: OperationSpec, role: ResourceRole, family: ResourceFamily, verb?: string): void => {
    family.operations.push({ role, spec, ...(verb ? { verb } : {}) });
    if (role === 'create' || role === 'put') family.creatable = true;
    plan.set(`${spec.api}.${spec.id}`, { role, family, ...(verb ? { verb } : {}) });
  };
  for (const [path, onPath] of byPath) {
    const member = families.get(path);
    const parent = path.slice(0, path.lastIndexOf('/'));
    const literal = path.slice(path.lastIndexOf('/') + 1);
    for (const spec of onPath) {
      if (member) {
        const role: ResourceRole =
          spec.method === 'GET'
            ? 'read'
            : spec.method === 'DELETE'
              ? 'delete'
              : /^create/.test(spec.id) || spec.method === 'POST'
                ? 'put'
                : 'update';
        place(spec, role, member);
        continue;
      }
      // One collection may hold one family (`/ad_campaign/{campaign_id}/ad` holds ads).
      const elsewhere = LISTED_AT[path] ? families.get(LISTED_AT[path]) : undefined;
      if (elsewhere && spec.method === 'GET') {
        place(spec, 'list', elsewhere);
        continue;
      }
      const [collected] = byCollection.get(path) ?? [];
      if (collected && (spec.method === 'POST' || spec.method === 'GET')) {
        place(spec, spec.method === 'POST' ? 'create' : 'list', collected);
        continue;
      }
      if (PARAM.test(literal)) continue;
      const acted = families.get(parent);
      if (acted) {
        place(spec, PUT_VERBS.has(literal) ? 'put' : 'action', acted, literal);
        continue;
      }
      const [looked] = byCollection.get(parent) ?? [];
      if (!looked) continue;
      if (spec.method === 'GET' && /^(get|find)_.*by_/.test(literal)) place(spec, 'lookup', looked, literal);
      // `…/shipment/create_from_shipping_quote`, `…/checkout_session/initiate`, `…/ad_campaign/setup_quick_campaign`,
      // `…/draft/{draftId}/file/upload`: a new member under another name.
      else if (spec.method === 'POST' && CREATE_VERBS.test(literal)) place(spec, 'create', looked, literal);
    }
  }
  // Shared ids: actions and the list on `/promotion…` reach the members of either promotion family.
  for (const [shared, memberKeys] of Object.entries(SHARED)) {
    const members = memberKeys.flatMap((key) => families.get(key) ?? []);
    const [first] = members;
    if (!first) continue;
    const collection = shared.slice(0, shared.lastIndexOf('/'));
    for (const spec of [...(byPath.get(collection) ?? []), ...specs.filter((s) => s.path.startsWith(`${shared}/`))]) {
      const path = normalisePath(spec.path);
      const role: ResourceRole = path === collection ? 'list' : 'action';
      const verb = role === 'action' ? path.slice(path.lastIndexOf('/') + 1) : undefined;
      if (role === 'list' && spec.method !== 'GET') continue;
      plan.set(`${spec.api}.${spec.id}`, { role, family: first, members, ...(verb ? { verb } : {}) });
    }
  }
  return plan;
}

let built: Map<string, ResourceOperation> | undefined;
let byKey: Map<string, ResourceFamily> | undefined;

let below: Map<string, ResourceFamily[]> | undefined;

/** The families whose members live under a member of `family` (a campaign's ad groups, ads and keywords). */
export function familiesBelow(family: ResourceFamily): readonly ResourceFamily[] {
  if (!below) {
    const all = [...new Set([...resourcePlan().values()].map((op) => op.family))];
    below = new Map(all.map((f) => [f.key, all.filter((child) => child.key.startsWith(`${f.key}/`))]));
  }
  return below.get(family.key) ?? [];
}

/** The family whose member path is `key`, if one is. */
export function familyAt(key: string): ResourceFamily | undefined {
  byKey ??= new Map([...resourcePlan().values()].map((op) => [op.family.key, op.family]));
  return byKey.get(key);
}

/** The operation's place in a resource family, if it has one (`<api>.<operationId>`). */
export function resourceOperation(api: string, operationId: string): ResourceOperation | undefined {
  built ??= buildPlan();
  return built.get(`${api}.${operationId}`);
}

/** Every operation that belongs to a family (for the README's table and the catalog-wide tests). */
export function resourcePlan(): ReadonlyMap<string, ResourceOperation> {
  built ??= buildPlan();
  return built;
}
