import type { BodySchema } from '../../shared/api.js';
import { bodyFieldReferenceUrl } from '../../shared/reference-links.js';
import { describeJsonError } from './json-error.js';

/** One field of a body schema as the schema view lists it. */
export interface SchemaRow {
  /** `product.aspects`, `items[].sku`. */
  path: string;
  depth: number;
  /** `string (date-time)`, `array of Product`, `object Product`. */
  type: string;
  required: boolean;
  enum?: string[];
  /** The eBay enumeration of a string field and its known values (suggestions, not checked). */
  enumeration?: string;
  knownValues?: string[];
  /** The field on eBay's reference page of the operation, when the page has anchors. */
  docsUrl?: string;
}

const ROW_LIMIT = 400;

/** A schema's type in words: `integer (int32)`, `array of Product`, `object Amount`, `map of string`. */
export function typeText(schema: BodySchema): string {
  if (schema.type === 'array') return `array of ${schema.items ? typeText(schema.items) : 'any'}`;
  if (schema.additionalProperties && !schema.properties) return `map of ${typeText(schema.additionalProperties)}`;
  const base = schema.type ?? (schema.properties ? 'object' : 'any');
  if (base === 'object' && schema.title) return `object ${schema.title}`;
  return schema.format ? `${base} (${schema.format})` : base;
}

/**
 * Every field of a body schema, depth first, as the schema view lists them (at most 400 rows), each linked to its
 * place on `pageUrl`, the operation's reference page.
 */
export function schemaRows(schema: BodySchema, pageUrl?: string): SchemaRow[] {
  const rows: SchemaRow[] = [];
  const walk = (node: BodySchema, prefix: string, depth: number): void => {
    const target = node.type === 'array' && node.items ? node.items : node;
    const suffix = node.type === 'array' ? '[]' : '';
    for (const [name, child] of Object.entries(target.properties ?? {})) {
      if (rows.length >= ROW_LIMIT) return;
      const path = `${prefix}${suffix}${prefix || suffix ? '.' : ''}${name}`;
      // An array of enumeration strings carries its enumeration on its items.
      const scalar = child.type === 'array' && child.items ? child.items : child;
      const docsUrl = bodyFieldReferenceUrl(pageUrl, path);
      rows.push({
        path,
        depth,
        type: typeText(child),
        required: target.required?.includes(name) ?? false,
        ...(child.enum?.length ? { enum: child.enum } : {}),
        ...(scalar.enumeration ? { enumeration: scalar.enumeration } : {}),
        ...(scalar.knownValues?.length ? { knownValues: scalar.knownValues } : {}),
        ...(docsUrl ? { docsUrl } : {}),
      });
      walk(child, path, depth + 1);
    }
  };
  walk(schema, '', 0);
  return rows;
}

/** Known values of an enumeration as the form shows them: all of a short list, else the first five and the count. */
export function knownValuesText(values: readonly string[]): string {
  return values.length <= 6 ? values.join(', ') : `${values.slice(0, 5).join(', ')}, … (${values.length} known)`;
}

/** A problem with a body: where (`$`, `$.product.title`) and what. */
export interface BodyProblem {
  at: string;
  message: string;
}

const PROBLEM_LIMIT = 20;

/**
 * Checks body text as the user types: JSON syntax first, then the schema the emulator validates with (types,
 * required fields, allowed values) and fields the schema does not have (eBay ignores them: usually a typo).
 * Empty text is no problem here (whether a body is required is the form's check).
 */
export function checkBodyText(text: string, schema: BodySchema | undefined): BodyProblem[] {
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [{ at: '$', message: `Not valid JSON: ${describeJsonError(error, text)}` }];
  }
  if (!schema) return [];
  const problems: BodyProblem[] = [];
  check(value, schema, '$', problems);
  return problems.slice(0, PROBLEM_LIMIT);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function fits(kind: string, type: string | undefined): boolean {
  if (!type) return true;
  if (type === 'number') return kind === 'number' || kind === 'integer';
  return kind === type;
}

function check(value: unknown, schema: BodySchema, at: string, problems: BodyProblem[]): void {
  if (problems.length >= PROBLEM_LIMIT) return;
  const kind = kindOf(value);
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  if (!fits(kind, type)) {
    problems.push({ at, message: `should be ${typeText(schema)}, not ${kind}` });
    return;
  }
  if (schema.enum?.length && typeof value === 'string' && !schema.enum.includes(value)) {
    problems.push({ at, message: `should be one of ${schema.enum.join(', ')}` });
  }
  if (kind === 'array' && schema.items) {
    (value as unknown[]).forEach((item, index) => check(item, schema.items as BodySchema, `${at}[${index}]`, problems));
  }
  if (kind !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const name of schema.required ?? []) {
    if (!(name in record)) problems.push({ at, message: `needs ${name}` });
  }
  for (const [name, child] of Object.entries(record)) {
    const property = schema.properties?.[name] ?? schema.additionalProperties;
    if (property) check(child, property, `${at}.${name}`, problems);
    else if (schema.properties) problems.push({ at: `${at}.${name}`, message: 'is not a field of this body' });
  }
}

/** The body text pretty-printed with two spaces; the text unchanged when it is not JSON. */
export function formatJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
