import type { ApiSchemas, JsonSchema } from './rest-schemas.js';

// Inlining over one API's schemas, with no import of the catalog itself: body-schema.ts applies it to the whole
// catalog, load-entry.ts to one API's file loaded on demand.

/**
 * A request body's schema with its `$ref`s inlined (each named by `title`): what a form, a schema view or
 * `baykit ops <operation>` shows, without the API's schema table. Prose-free, as the catalog is.
 */
export interface InlinedSchema {
  title?: string;
  type?: string;
  format?: string;
  enum?: string[];
  /** The eBay enumeration a string takes its values from (`WeightUnitOfMeasureEnum`), when the contract names one. */
  enumeration?: string;
  /** Values known for that enumeration: suggestions, never a check (eBay accepts values the contracts do not list). */
  knownValues?: string[];
  required?: string[];
  properties?: Record<string, InlinedSchema>;
  items?: InlinedSchema;
  additionalProperties?: InlinedSchema;
}

/** How deep a body schema is inlined by default; deeper objects are named only. */
export const INLINE_DEPTH = 6;
const REF_PREFIX = '#/components/schemas/';

/** The eBay enumeration a string schema takes its values from (`x-enum`) and the values `api` knows for it. */
export function enumerationIn(
  api: ApiSchemas | undefined,
  schema: JsonSchema | undefined,
): { enumeration: string; knownValues?: string[] } | undefined {
  const enumeration = schema?.['x-enum'];
  if (!enumeration) return undefined;
  const values = api?.enums?.[enumeration];
  return values && values.length > 0 ? { enumeration, knownValues: [...values] } : { enumeration };
}

/**
 * `schema` with its `$ref`s into `api` inlined. A schema that refers to itself, or nesting past `maxDepth` levels,
 * stops at an object with only its name.
 */
export function inlineIn(api: ApiSchemas | undefined, schema: JsonSchema, maxDepth = INLINE_DEPTH): InlinedSchema {
  const inline = (node: JsonSchema, seen: ReadonlySet<string>, depth: number): InlinedSchema => {
    if (node.$ref) {
      const name = node.$ref.startsWith(REF_PREFIX) ? node.$ref.slice(REF_PREFIX.length) : node.$ref;
      const target = api?.schemas[name];
      if (!target || seen.has(name) || depth >= maxDepth) return { type: 'object', title: name };
      return { ...inline(target, new Set([...seen, name]), depth), title: name };
    }
    const out: InlinedSchema = {};
    if (node.type) out.type = node.type;
    if (node.format) out.format = node.format;
    if (node.enum) out.enum = node.enum.filter((value): value is string => typeof value === 'string');
    Object.assign(out, enumerationIn(api, node));
    if (node.required) out.required = [...node.required];
    if (node.items) out.items = inline(node.items, seen, depth + 1);
    if (node.properties) {
      out.properties = {};
      for (const [name, property] of Object.entries(node.properties))
        out.properties[name] = inline(property, seen, depth + 1);
    }
    if (typeof node.additionalProperties === 'object')
      out.additionalProperties = inline(node.additionalProperties, seen, depth + 1);
    return out;
  };
  return inline(schema, new Set(), 0);
}
