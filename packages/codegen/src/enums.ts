// What the contracts say about enumerations, and what they do not: docs/ebay-facts.md#enumerations-in-the-contracts.
import { CONDITIONS, LOCALE_ENUM_VALUES, MARKETPLACE_IDS } from '@baykit/spec/facts';
import type { ApiModel } from './model.js';
import type { SchemaObject } from './openapi.js';
import { enumAliasOf, enumTypeOf } from './schema-ts.js';

/** An eBay enumeration the client already knows (src/enums): its type, where it lives, and its values. */
export interface KnownEnum {
  type: string;
  module: string;
  values: readonly string[];
}

/**
 * eBay enumerations whose values the client already knows. Their values win over what the contracts show, in the
 * generated types (offered for completion, any string accepted) and in the schema catalog's value tables.
 */
export const KNOWN_ENUMS: Readonly<Record<string, KnownEnum>> = {
  ConditionEnum: { type: 'Condition', module: '../enums/condition.js', values: CONDITIONS },
  MarketplaceIdEnum: { type: 'MarketplaceId', module: '../enums/marketplace-id.js', values: MARKETPLACE_IDS },
  // Inventory's own enumeration (the only API with one by this name) spells Motors `EBAY_MOTORS` and refuses
  // `EBAY_MOTORS_US` (docs/ebay-facts.md#enumerations-in-the-contracts): its value table says so.
  MarketplaceEnum: {
    type: 'MarketplaceId',
    module: '../enums/marketplace-id.js',
    values: MARKETPLACE_IDS.map((id) => (id === 'EBAY_MOTORS_US' ? 'EBAY_MOTORS' : id)),
  },
  LocaleEnum: { type: 'LocaleEnum', module: '../enums/locale.js', values: LOCALE_ENUM_VALUES },
};

/**
 * The keyword the schema catalog (@baykit/spec's REST JSON) marks an enumeration-typed string with: the enumeration's name,
 * looked up in the API's `enums` table. It only guides samples; validators ignore it, since eBay accepts values the
 * contracts do not list.
 */
export const ENUM_KEYWORD = 'x-enum';

/** The enumeration a string schema takes its values from, or for an array of strings, the one its items take. */
export function stringEnumeration(
  schema: Pick<SchemaObject, 'type' | 'description' | 'items'>,
): { enumeration: string; on: 'self' | 'items' } | undefined {
  const enumeration = enumAliasOf(schema);
  if (!enumeration) return undefined;
  if (schema.type === 'string') return { enumeration, on: 'self' };
  if (schema.type === 'array' && schema.items?.type === 'string' && !schema.items.$ref)
    return { enumeration, on: 'items' };
  return undefined;
}

/** `POUND`, `EBAY_US`, `DSR_ITEM_AS_DESCRIBED`: how eBay writes enumeration values (two characters or more). */
const VALUE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const CODE = /<code>\s*([^<]*?)\s*<\/code>/gi;
/** A run of `<code>` tokens and list separators right before a token: `<code>COUPON</code>, <code>SALE_EVENT</code>, or `. */
const LIST_BEFORE = /(?:<code>[^<]*<\/code>(?:\s*(?:,|\bor\b|\band\b))*\s*)+$/i;
/** A condition on a named field right before a token: `<strong>fieldGroups</strong> is set to `. */
const CONDITION_BEFORE = /<(b|strong)>\s*([A-Za-z][\w.]*)\s*<\/\1>[^<]{0,60}?\b(?:is|are|to|of|=)\s*$/i;
/** What a token applies to, not a value: `is always set to <code>AUTO</code> for <code>WELCOME</code> campaigns`. */
const CONTEXT_BEFORE = /\bfor\s+(?:the\s+)?$/i;

/**
 * Tokens the rules above keep that checking by hand showed are another enumeration's value, by enumeration. Each
 * entry says where the token comes from.
 */
const NOT_VALUES: Readonly<Record<string, readonly string[]>> = {
  // `pickupTime` "is required if the <code>PICK_UP</code> address type is specified": a ConsignTypeEnum value.
  PickUpTimeTypeEnum: ['PICK_UP'],
};

/**
 * eBay's common type namespaces: an enumeration there is the same type in every API (`ba:CurrencyCodeEnum`), so the
 * values every contract shows for it are pooled. Others are per API.
 */
const SHARED_NAMESPACES = new Set(['ba', 'bas']);

const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The values a field's description shows for its enumeration: the ALL_CAPS `<code>` tokens (`<code>POUND</code>`),
 * without the ones that are another field's value in a condition (`<strong>fieldGroups</strong> is set to
 * <code>TAX_BREAKDOWN</code>`, and the tokens listed with it) or what a statement is about (`for <code>WELCOME
 * </code> campaigns`). Only names and values are read, never prose.
 */
export function contractValues(description: string, field: string, enumeration: string): string[] {
  const own = new Set([squash(field), squash(enumeration), squash(enumeration.replace(/Enum$/, ''))]);
  const values: string[] = [];
  for (const match of description.matchAll(CODE)) {
    const token = match[1] ?? '';
    if (!VALUE.test(token) || token.length < 2 || NOT_VALUES[enumeration]?.includes(token)) continue;
    const before = description.slice(0, match.index);
    if (CONTEXT_BEFORE.test(before)) continue;
    const condition = CONDITION_BEFORE.exec(before.replace(LIST_BEFORE, ''));
    const named = condition?.[2]?.split('.').at(-1) ?? '';
    if (condition && !own.has(squash(named))) continue;
    values.push(token);
  }
  return values;
}

/** Values found per enumeration: this API's own, and those of the shared namespaces (pooled across APIs). */
interface Found {
  own: Map<string, Set<string>>;
  shared: Map<string, Set<string>>;
}

function add(into: Map<string, Set<string>>, enumeration: string, values: Iterable<string>): void {
  const set = into.get(enumeration) ?? new Set<string>();
  for (const value of values) set.add(value);
  into.set(enumeration, set);
}

/** Records the enumeration of one described string (or array of strings) named `field`. */
function visitField(into: Found, field: string, schema: SchemaObject | undefined, description?: string): void {
  if (!schema) return;
  const described = description === undefined ? schema : { ...schema, description };
  const found = stringEnumeration(described);
  if (found) {
    const target = found.on === 'items' ? schema.items : schema;
    const keywords = (target?.enum ?? []).filter((v): v is string => typeof v === 'string');
    const values = [...contractValues(described.description ?? '', field, found.enumeration), ...keywords];
    add(into.own, found.enumeration, values);
    if (SHARED_NAMESPACES.has(enumTypeOf(described)?.namespace ?? '')) add(into.shared, found.enumeration, values);
  }
  visitSchema(into, schema, field);
}

/** Walks a schema's properties, items and map values (a `$ref` is visited where it is declared). */
function visitSchema(into: Found, schema: SchemaObject, field: string): void {
  for (const name of Object.keys(schema.properties ?? {}).sort()) visitField(into, name, schema.properties?.[name]);
  if (schema.items) visitField(into, field, schema.items);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    visitField(into, field, schema.additionalProperties);
}

function visitApi(api: ApiModel, into: Found): void {
  for (const name of Object.keys(api.schemas).sort()) {
    const schema = api.schemas[name];
    if (schema) visitField(into, name, schema);
  }
  for (const op of api.operations) {
    if (op.aliasOf) continue;
    for (const parameter of op.parameters) visitField(into, parameter.name, parameter.schema, parameter.description);
    if (op.body?.schema) visitField(into, 'body', op.body.schema);
    for (const response of op.responseSchemas) visitField(into, 'response', response);
  }
}

/** The values every API's contract shows for the enumerations of eBay's common namespaces (`ba:CurrencyCodeEnum`). */
export function sharedEnumerationValues(apis: readonly ApiModel[]): ReadonlyMap<string, ReadonlySet<string>> {
  const found: Found = { own: new Map(), shared: new Map() };
  for (const api of apis) visitApi(api, found);
  return found.shared;
}

/**
 * The known values of each enumeration one API's fields are typed with, by enumeration name: the client's own
 * (`KNOWN_ENUMS`) where they exist, else the values its contract shows (`enum` keywords, `<code>` tokens in the
 * descriptions of the fields typed with it) plus, for an enumeration of eBay's common namespaces, what the other
 * contracts show (`shared`), sorted. Enumerations with no known value are left out. Other names are per API: two
 * contracts may use one name for different enumerations (Inventory's and Negotiation's `OfferStatusEnum`).
 */
export function enumerationValues(
  api: ApiModel,
  shared: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): Record<string, string[]> {
  const found: Found = { own: new Map(), shared: new Map() };
  visitApi(api, found);
  const out: Record<string, string[]> = {};
  for (const name of [...found.own.keys()].sort()) {
    const pooled = found.shared.has(name) ? (shared.get(name) ?? []) : [];
    const values = KNOWN_ENUMS[name]?.values ?? [...new Set([...(found.own.get(name) ?? []), ...pooled])].sort();
    if (values.length > 0) out[name] = [...values];
  }
  return out;
}
