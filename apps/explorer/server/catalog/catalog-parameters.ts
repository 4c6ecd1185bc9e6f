import { enumerationOf, type ParameterShape } from '@baykit/spec';
import { MARKETPLACE_IDS, type OperationSpec } from 'baykit';
import type { ParameterDetail } from '../../shared/api.js';
import { parameterReferenceUrl } from '../../shared/reference-links.js';
import type { ExampleValues } from './catalog-examples.js';
import { sampleParameterValue } from './catalog-sample-values.js';

/** Parameters whose values are marketplace ids, compared lower-case. */
const MARKETPLACE_PARAMETERS = new Set(['x-ebay-c-marketplace-id', 'marketplace_id']);

/**
 * Which example fills which parameter, by API and parameter name (`*` for every API). Only ids the emulator
 * seeds are here, so a form pre-filled with them gets a 200.
 */
/** The example values that are one string (a parameter's value). */
type StringExample = {
  [K in keyof ExampleValues]-?: NonNullable<ExampleValues[K]> extends string ? K : never;
}[keyof ExampleValues];

const EXAMPLE_SOURCES: readonly { api: string; name: string; from: StringExample }[] = [
  { api: 'buy.browse', name: 'item_id', from: 'browseItemId' },
  { api: 'buy.browse', name: 'item_ids', from: 'browseItemId' },
  { api: 'buy.browse', name: 'legacy_item_id', from: 'legacyItemId' },
  { api: 'buy.browse', name: 'q', from: 'keywords' },
  { api: '*', name: 'marketplace_id', from: 'marketplaceId' },
];

const LOCATION_ORDER: Record<ParameterShape['in'], number> = { path: 0, query: 1, header: 2 };

/**
 * The optional query parameters most calls set, in the order the form shows them after the required ones: what
 * names the things searched (`q`, `category_ids`), then what narrows, orders and pages them. Every other optional
 * parameter follows in contract order (Browse `search` lists `q` 12th of 13 there).
 */
export const MOST_USED_PARAMETERS: readonly string[] = ['q', 'category_ids', 'filter', 'sort', 'limit', 'offset'];

/** A parameter's place among the most used (`MOST_USED_PARAMETERS.length` for the rest). */
function usageRank(shape: ParameterShape): number {
  const rank = shape.in === 'query' ? MOST_USED_PARAMETERS.indexOf(shape.name) : -1;
  return rank === -1 ? MOST_USED_PARAMETERS.length : rank;
}

/** Whether the form fills parameter `name` of `api` with a value that exists (an emulator example), not a placeholder. */
export function hasExample(api: string, name: string): boolean {
  return EXAMPLE_SOURCES.some((s) => (s.api === api || s.api === '*') && s.name === name);
}

function exampleFor(api: string, name: string, examples: ExampleValues): string | undefined {
  const source = EXAMPLE_SOURCES.find((s) => (s.api === api || s.api === '*') && s.name === name);
  return source ? examples[source.from] : undefined;
}

/**
 * The marketplace ids a marketplace parameter of `api` takes: the enumeration it names, else its API's own
 * (Inventory's MarketplaceEnum spells Motors `EBAY_MOTORS` and refuses `EBAY_MOTORS_US`,
 * docs/ebay-facts.md#enumerations-in-the-contracts), else eBay's common MarketplaceIdEnum, which the
 * `X-EBAY-C-MARKETPLACE-ID` header always takes.
 */
function marketplaceIdsOf(shape: ParameterShape, api: string): readonly string[] {
  if (shape.in === 'header') return MARKETPLACE_IDS;
  const own = enumerationOf(api, shape.schema) ?? enumerationOf(api, { type: 'string', 'x-enum': 'MarketplaceEnum' });
  return own?.knownValues ?? MARKETPLACE_IDS;
}

function enumOf(shape: ParameterShape, api: string): string[] | undefined {
  if (MARKETPLACE_PARAMETERS.has(shape.name.toLowerCase())) return [...marketplaceIdsOf(shape, api)];
  const values = shape.schema?.enum?.filter((v): v is string => typeof v === 'string');
  return values && values.length > 0 ? values : undefined;
}

/**
 * An operation's form fields: path parameters in path order (the generated method's leading arguments), then the
 * required query and header parameters, then the most used optional ones (`MOST_USED_PARAMETERS`, in its order),
 * then the other optional ones, each in spec order; typed from the schema catalog
 * (type, format, item type), with allowed values, the values known for its eBay enumeration (in the schema catalog
 * of `from.api`, the API that owns the shapes), a working example and its place on `from.pageUrl`, the operation's
 * reference page.
 */
export function parameterDetails(
  spec: OperationSpec,
  shapes: readonly ParameterShape[],
  examples: ExampleValues,
  from: { pageUrl?: string; api?: string } = {},
): ParameterDetail[] {
  const pathIndex = (name: string): number => spec.pathParams.indexOf(name);
  const ordered = shapes
    .map((shape, index) => ({ shape, index }))
    .sort(
      (a, b) =>
        Number(b.shape.in === 'path') - Number(a.shape.in === 'path') ||
        Number(b.shape.required) - Number(a.shape.required) ||
        (a.shape.required ? 0 : usageRank(a.shape) - usageRank(b.shape)) ||
        LOCATION_ORDER[a.shape.in] - LOCATION_ORDER[b.shape.in] ||
        (a.shape.in === 'path' ? pathIndex(a.shape.name) - pathIndex(b.shape.name) : a.index - b.index),
    );
  return ordered.map(({ shape }) => {
    const detail: ParameterDetail = {
      name: shape.name,
      in: shape.in,
      required: shape.required,
      type: shape.schema?.type ?? 'string',
    };
    if (shape.schema?.format) detail.format = shape.schema.format;
    const schema = shape.schema;
    if (schema?.default !== undefined && schema.default !== null) detail.default = String(schema.default);
    if (typeof schema?.pattern === 'string') detail.pattern = schema.pattern;
    if (typeof schema?.maxLength === 'number') detail.maxLength = schema.maxLength;
    if (typeof schema?.minimum === 'number') detail.minimum = schema.minimum;
    if (typeof schema?.maximum === 'number') detail.maximum = schema.maximum;
    if (detail.type === 'array' && shape.schema?.items?.type) detail.items = shape.schema.items.type;
    const allowed = enumOf(shape, from.api ?? spec.api);
    if (allowed) detail.enum = allowed;
    const enumeration = enumerationOf(from.api ?? spec.api, shape.schema);
    if (enumeration) Object.assign(detail, enumeration);
    // Sample values only where the seeded examples are (the emulator): on eBay no id is known in advance.
    const example =
      exampleFor(spec.api, shape.name, examples) ??
      (Object.keys(examples).length > 0
        ? sampleParameterValue(shape, Date.now(), enumeration?.knownValues)
        : undefined);
    if (example) detail.example = example;
    const docsUrl = parameterReferenceUrl(from.pageUrl, shape);
    if (docsUrl) detail.docsUrl = docsUrl;
    return detail;
  });
}
