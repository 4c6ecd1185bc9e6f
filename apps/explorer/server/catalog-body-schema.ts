import type { JsonSchema } from '@baykit/emulator';
// The emulator validates request bodies against this catalog; the explorer shows and checks the same schemas.
import generated from '@baykit/emulator/src/generated/schemas.gen.json' with { type: 'json' };
import type { BodySchema } from '../shared/api.js';

const catalog = generated as unknown as Readonly<
  Record<string, { schemas: Readonly<Record<string, JsonSchema>>; enums?: Readonly<Record<string, readonly string[]>> }>
>;

/** How deep a body schema is inlined; deeper objects are shown by name only. */
const MAX_DEPTH = 6;
const REF_PREFIX = '#/components/schemas/';

/**
 * An operation's body schema with its `$ref`s inlined (named by `title`), so the browser can show and check it
 * without the API's schema table. A schema that refers to itself, or nesting past six levels, stops at an object
 * with only its name.
 */
export function inlineBodySchema(api: string, schema: JsonSchema | undefined): BodySchema | undefined {
  if (!schema) return undefined;
  return inline(api, schema, new Set(), 0);
}

/**
 * The eBay enumeration a string schema takes its values from (`x-enum` in the schema catalog) and the values known
 * for it in `api`: suggestions, never a check, since eBay accepts values the contracts do not list.
 */
export function enumerationOf(
  api: string,
  schema: JsonSchema | undefined,
): { enumeration: string; knownValues?: string[] } | undefined {
  const enumeration = schema?.['x-enum'];
  if (!enumeration) return undefined;
  const values = catalog[api]?.enums?.[enumeration];
  return values && values.length > 0 ? { enumeration, knownValues: [...values] } : { enumeration };
}

function inline(api: string, schema: JsonSchema, seen: ReadonlySet<string>, depth: number): BodySchema {
  if (schema.$ref) {
    const name = schema.$ref.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : schema.$ref;
    const target = catalog[api]?.schemas[name];
    if (!target || seen.has(name) || depth >= MAX_DEPTH) return { type: 'object', title: name };
    return { ...inline(api, target, new Set([...seen, name]), depth), title: name };
  }
  const out: BodySchema = {};
  if (schema.type) out.type = schema.type;
  if (schema.format) out.format = schema.format;
  if (schema.enum) out.enum = schema.enum.filter((value): value is string => typeof value === 'string');
  Object.assign(out, enumerationOf(api, schema));
  if (schema.required) out.required = [...schema.required];
  if (schema.items) out.items = inline(api, schema.items, seen, depth + 1);
  if (schema.properties) {
    out.properties = {};
    for (const [name, property] of Object.entries(schema.properties))
      out.properties[name] = inline(api, property, seen, depth + 1);
  }
  if (typeof schema.additionalProperties === 'object')
    out.additionalProperties = inline(api, schema.additionalProperties, seen, depth + 1);
  return out;
}
