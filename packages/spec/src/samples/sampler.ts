import {
  refName,
  resolveRef,
  schemaCatalog,
  type ApiSchemas,
  type JsonSchema,
  type SchemaCatalog,
} from '../rest-schemas.js';
import type { SeededRandom } from './random.js';
import { sampleAmount, sampleString, type SampleLinks } from './sample-strings.js';

/**
 * Where an operation is sent and how it pages (a subset of the client's catalog entry, `OperationSpec`): a sample's
 * links (`href`) point at its URL, and an offset-paged answer's totals count the items of its `items` property.
 */
export interface SampleOperation {
  /** The host name before `.ebay.com` (`api`, `apiz`). */
  readonly host: string;
  /** The path template (`/sell/inventory/v1/inventory_item/{sku}`). */
  readonly path: string;
  /** The property holding an offset-paged answer's items, if it pages. */
  readonly items?: string | undefined;
}

/** What a sample is built from: the random source (seeded per request) and request values to echo. */
export interface SampleContext {
  readonly random: SeededRandom;
  /**
   * Request values to echo: where a response property has the same name (compared without case, `_` and `-`,
   * so `item_id` fills `itemId`), its value is used instead of a random one: path parameters, query values,
   * top-level body strings.
   */
  readonly echo: Readonly<Record<string, string>>;
}

/** Objects nested deeper than this are left out (unless required), so samples stay small and `$ref` cycles end. */
export const SAMPLE_MAX_DEPTH = 4;

/** A schema may recurse into itself this many times along one path (a category tree gets one child level). */
const MAX_REF_REPEAT = 2;

/**
 * Properties a sample leaves out unless the schema requires them: a success answer carries no `errors` or
 * `warnings`, and no `next`/`prev`/continuation link, so a client paginating the sample stops after one page.
 */
const OMITTED = new Set(['errors', 'warnings', 'next', 'prev', 'continuationToken', 'continuation_token']);

const INT32_MAX = 2 ** 31 - 1;

/** Depth that makes objects and arrays come out empty. */
const CUT = Number.POSITIVE_INFINITY;

interface Site {
  readonly name: string;
  readonly siblings: readonly string[];
  readonly depth: number;
  /** Schema names on the way here, for cycle detection. */
  readonly refs: readonly string[];
  /** Whether an echoed request value may fill it (properties, not array elements or map values). */
  readonly echoable: boolean;
}

const ROOT: Site = { name: '', siblings: [], depth: 0, refs: [], echoable: false };

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/** `item_id`, `itemId`, `ITEM-ID` → `itemid`. */
function normalise(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** `en-US`, `en_US` → `enus`: one value in the spellings eBay's enumerations use. */
function spelling(value: string): string {
  return value.toLowerCase().replace(/[_-]/g, '');
}

/** `imageUrls` → `imageUrl`, `categories` → `category`. */
function singular(name: string): string {
  if (/ies$/.test(name)) return `${name.slice(0, -3)}y`;
  if (/[^s]s$/.test(name)) return name.slice(0, -1);
  return name;
}

class Sampler {
  readonly #api: string;
  readonly #doc: ApiSchemas;
  readonly #random: SeededRandom;
  readonly #echo: Map<string, string>;
  readonly #links: SampleLinks;

  constructor(api: string, doc: ApiSchemas, ctx: SampleContext, links: SampleLinks) {
    this.#api = api;
    this.#doc = doc;
    this.#links = links;
    this.#random = ctx.random;
    this.#echo = new Map(Object.entries(ctx.echo).map(([key, value]) => [normalise(key), value]));
  }

  sample(schema: JsonSchema, site: Site): unknown {
    if (schema.$ref !== undefined) return this.#ref(schema.$ref, site);
    if (schema.enum && schema.enum.length > 0) {
      const echoed = this.#echoed(site);
      return echoed !== undefined && schema.enum.includes(echoed) ? echoed : this.#random.pick(schema.enum);
    }
    const type = schema.type ?? (schema.properties || schema.additionalProperties ? 'object' : undefined);
    switch (type) {
      case 'object':
        return this.#object(schema, site);
      case 'array':
        return this.#array(schema, site);
      case 'string':
        return this.#echoed(site) ?? this.#string(schema, site);
      case 'integer':
        return this.#integer(schema, site);
      case 'number':
        return this.#number(site);
      case 'boolean': {
        const echoed = this.#echoed(site);
        return echoed === 'true' || echoed === 'false' ? echoed === 'true' : this.#random.next() < 0.5;
      }
      default:
        return {};
    }
  }

  /**
   * A string that looks like what its name says; for a field typed with an eBay enumeration whose values are known,
   * one of them (the name's own choice when it is one: `USD`, `EBAY_US`), never text like "Sample unit".
   */
  #string(schema: JsonSchema, site: Site): string {
    const text = sampleString(this.#random, {
      name: site.name,
      siblings: site.siblings,
      api: this.#api,
      format: schema.format,
      links: this.#links,
    });
    const known = schema['x-enum'] === undefined ? undefined : this.#doc.enums?.[schema['x-enum']];
    if (!known || known.length === 0 || known.includes(text)) return text;
    // The name's choice in the enumeration's spelling (Inventory's LocaleEnum writes `en_US`), else any known value.
    const spelled = known.find((value) => spelling(value) === spelling(text));
    return spelled ?? this.#random.pick(known);
  }

  #ref(ref: string, site: Site): unknown {
    const target = resolveRef(this.#doc, ref);
    if (!target) return {};
    const name = refName(ref);
    const repeats = site.refs.filter((seen) => seen === name).length;
    // A ref that only leads to refs would never reach an object to cut at; stop it outright.
    if (site.refs.length > 64) return {};
    const next: Site = { ...site, refs: [...site.refs, name] };
    return this.sample(target, repeats >= MAX_REF_REPEAT ? { ...next, depth: CUT } : next);
  }

  #object(schema: JsonSchema, site: Site): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    const required = new Set(schema.required ?? []);
    const deep = site.depth >= SAMPLE_MAX_DEPTH;
    for (const name of names) {
      const property = properties[name];
      if (!property || (!required.has(name) && (deep || OMITTED.has(name)))) continue;
      const value = this.sample(property, {
        name,
        siblings: names,
        depth: deep ? CUT : site.depth + 1,
        refs: site.refs,
        echoable: true,
      });
      // What the depth bound emptied is left out rather than written as `{}` or `[]`.
      if (!required.has(name) && isEmpty(value)) continue;
      out[name] = value;
    }
    const extra = schema.additionalProperties;
    if (names.length === 0 && typeof extra === 'object' && !deep) {
      // Maps such as Inventory's `aspects` ({ "Brand": ["…"] }): one entry.
      const key = site.name === 'aspects' || site.name === 'localizedAspects' ? 'Brand' : 'key';
      out[key] = this.sample(extra, {
        name: key,
        siblings: [],
        depth: site.depth + 1,
        refs: site.refs,
        echoable: false,
      });
    }
    return out;
  }

  #array(schema: JsonSchema, site: Site): unknown[] {
    if (!schema.items || site.depth > SAMPLE_MAX_DEPTH) return [];
    const items = schema.items;
    const element: Site = {
      name: singular(site.name),
      siblings: [],
      depth: site.depth,
      refs: site.refs,
      echoable: false,
    };
    const count = this.#random.int(1, 2);
    const out: unknown[] = [];
    for (let i = 0; i < count; i++) out.push(this.sample(items, element));
    // Elements the depth bound emptied say nothing; an empty array is then left out by the parent.
    return out.every(isEmpty) ? [] : out;
  }

  #integer(schema: JsonSchema, site: Site): number {
    const echoed = Number(this.#echoed(site) ?? Number.NaN);
    const limit = schema.format === 'int32' ? INT32_MAX : Number.MAX_SAFE_INTEGER;
    if (Number.isInteger(echoed) && Math.abs(echoed) <= limit) return echoed;
    const name = site.name;
    const random = this.#random;
    if (name === 'offset') return 0;
    if (name === 'limit') return 10;
    if (/year$/i.test(name)) return random.int(2020, 2024);
    if (/month$/i.test(name)) return random.int(1, 12);
    if (/hour$/i.test(name)) return random.int(0, 23);
    if (/day(OfMonth)?$/i.test(name)) return random.int(1, 28);
    if (/quantity$/i.test(name)) return random.int(1, 10);
    return random.int(1, 100);
  }

  #number(site: Site): number {
    const echoed = Number(this.#echoed(site) ?? Number.NaN);
    if (Number.isFinite(echoed)) return echoed;
    if (site.name === 'latitude') return 37.2935;
    if (site.name === 'longitude') return -121.9298;
    return Number(sampleAmount(this.#random));
  }

  #echoed(site: Site): string | undefined {
    const value = site.echoable ? this.#echo.get(normalise(site.name)) : undefined;
    return value === '' ? undefined : value;
  }
}

/** The API's base URL and this call's URL (path values from `echo`), as production would write them. */
function linksOf(spec: SampleOperation | undefined, echo: Readonly<Record<string, string>>): SampleLinks {
  if (!spec) return { base: 'https://api.ebay.com', self: 'https://api.ebay.com' };
  const origin = `https://${spec.host}.ebay.com`;
  // Base paths are three segments (`/sell/inventory/v1`), post-order's two (`/post-order/v2`).
  const base = /^\/post-order\/[^/]+|^\/[^/]+\/[^/]+\/[^/]+/.exec(spec.path)?.[0] ?? '';
  const path = spec.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(echo[name] ?? name));
  return { base: `${origin}${base}`, self: `${origin}${path}` };
}

/**
 * Makes a page of an offset-paged sample consistent: `total` (and Inventory's `size`) count exactly the items
 * it holds, so a client paginating it stops after this page.
 */
function settlePage(
  value: unknown,
  itemsProperty: string | undefined,
  echo: Readonly<Record<string, string>>,
): unknown {
  if (!itemsProperty || typeof value !== 'object' || value === null) return value;
  const page = value as Record<string, unknown>;
  const items = page[itemsProperty];
  if (!Array.isArray(items)) return value;
  const asked = Number(echo.offset);
  const offset = typeof page.offset === 'number' ? page.offset : Number.isInteger(asked) && asked > 0 ? asked : 0;
  // Totals are int32 in the specs; a page past that bound still ends paging (its offset exceeds the total).
  if (typeof page.total === 'number') page.total = Math.min(offset + items.length, INT32_MAX);
  if (typeof page.size === 'number') page.size = items.length;
  return value;
}

/**
 * A deterministic sample answer for an operation: a value of its first success response schema (undefined when
 * it has none, e.g. 204 answers). Objects fill their properties (nested objects down to `SAMPLE_MAX_DEPTH`),
 * arrays hold one or two elements, strings look like what their name says (ids, SKUs, dates, amounts, URLs…),
 * and properties named like an `echo` key carry the request's value. The same random seed and the same inputs
 * give the same value.
 */
export function sampleResponse(
  api: string,
  operationId: string,
  ctx: SampleContext,
  catalog: SchemaCatalog = schemaCatalog,
  operation?: SampleOperation,
): unknown {
  return operationSampler(api, operationId, catalog, operation)?.(ctx);
}

/**
 * `sampleResponse` of one operation, with its schema looked up once (a compiled route keeps it); undefined when the
 * operation has no success response schema. `operation` (its host, path and paging) makes the links point at its URL
 * and an offset page's totals match; without it links point at `https://api.ebay.com`.
 */
export function operationSampler(
  api: string,
  operationId: string,
  catalog: SchemaCatalog = schemaCatalog,
  operation?: SampleOperation,
): ((ctx: SampleContext) => unknown) | undefined {
  const doc = Object.hasOwn(catalog, api) ? catalog[api] : undefined;
  const schema =
    doc && Object.hasOwn(doc.operations, operationId) ? doc.operations[operationId]?.responses[0] : undefined;
  if (!doc || !schema) return undefined;
  const spec = operation;
  return (ctx) =>
    settlePage(new Sampler(api, doc, ctx, linksOf(spec, ctx.echo)).sample(schema, ROOT), spec?.items, ctx.echo);
}
