// What is wrong with a call's arguments, checked against the operation's schemas before anything is sent: one
// validator, read by the MCP server's tools (call_operation, call_trading) and any tool that wants the same
// sentences. Messages name the argument's place (`body.product.title`, `fields.Item.Titel`) and what to fix.
import { requestBodySchema, type InlinedSchema } from './body-schema.js';
import { loadTradingSchema, tradingCallFields } from './trading.js';

/** Most problems one answer lists (the first ones are enough to fix). */
export const MAX_PROBLEMS = 20;
/** Deeper than any eBay body; a deeper argument is refused rather than walked. */
const MAX_DEPTH = 32;

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;

function checkValue(schema: InlinedSchema, value: unknown, at: string, depth: number, problems: string[]): void {
  if (problems.length >= MAX_PROBLEMS) return;
  if (depth > MAX_DEPTH) {
    problems.push(`${at}: nested deeper than ${MAX_DEPTH} levels.`);
    return;
  }
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  const kind = kindOf(value);
  if (type === 'integer') {
    if (
      !(typeof value === 'number' && Number.isInteger(value)) &&
      !(typeof value === 'string' && /^-?\d+$/.test(value))
    )
      problems.push(`${at}: expected a whole number, got ${kind}.`);
    return;
  }
  if (type === 'number') {
    if (
      typeof value !== 'number' &&
      !(typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    )
      problems.push(`${at}: expected a number, got ${kind}.`);
    return;
  }
  if (type === 'boolean') {
    if (typeof value !== 'boolean') problems.push(`${at}: expected true or false, got ${kind}.`);
    return;
  }
  if (type === 'string') {
    if (typeof value !== 'string') problems.push(`${at}: expected a string, got ${kind}.`);
    else if (schema.enum?.length && !schema.enum.includes(value))
      problems.push(`${at}: "${value}" is not one of ${schema.enum.join(', ')}.`);
    return;
  }
  if (type === 'array') {
    if (!Array.isArray(value)) {
      problems.push(`${at}: expected an array, got ${kind}.`);
      return;
    }
    if (schema.items)
      value.forEach((item, i) => checkValue(schema.items as InlinedSchema, item, `${at}[${i}]`, depth + 1, problems));
    return;
  }
  if (type === 'object' || schema.additionalProperties) {
    if (kind !== 'object') {
      problems.push(`${at}: expected an object, got ${kind}.`);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (record[name] === undefined) problems.push(`${at}.${name}: required.`);
    // An object inlined only by name (a cycle, or past the inlining depth) is not checked further.
    if (!schema.properties && !schema.additionalProperties) return;
    for (const [name, child] of Object.entries(record)) {
      // Own fields only: `constructor` or `toString` is no field of an eBay object.
      const field =
        (schema.properties && Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined) ??
        schema.additionalProperties;
      if (!field) {
        const known = Object.keys(schema.properties ?? {});
        problems.push(
          `${at}.${name}: not a field of ${schema.title ?? 'this object'} (fields: ${known.slice(0, 30).join(', ')}).`,
        );
      } else if (child !== null && child !== undefined) checkValue(field, child, `${at}.${name}`, depth + 1, problems);
    }
  }
}

/**
 * The problems of a JSON request body of operation `operationId` of `api` (`sell.inventory`) against its schema:
 * types, required fields, fixed enumerations and unknown fields, each under `at` (`body` unless told). Empty when it
 * fits, or when the operation has no JSON body schema.
 */
export function bodyProblems(api: string, operationId: string, body: unknown, at = 'body'): string[] {
  const schema = requestBodySchema(api, operationId);
  const problems: string[] = [];
  if (schema) checkValue(schema, body, at, 0, problems);
  return problems.slice(0, MAX_PROBLEMS);
}

/** How deep a Trading call's fields are checked by name (`Item.ShippingDetails.ShippingType` is three). */
const TRADING_DEPTH = 3;
/** The most field rows of one call read for the check (AddItem's three levels are well under it). */
const TRADING_ROWS = 5000;

/**
 * The problems of a Trading call's fields: every field down to TRADING_DEPTH levels must be one of the call's
 * request fields (`Item.Titel` is not), and each required top-level one (or one of its group) must be there.
 * Attributes (`@_currencyID`) and text (`#value`) are not fields; deeper fields go as sent, and eBay checks them.
 */
export async function tradingProblems(call: string, fields: Record<string, unknown>): Promise<string[]> {
  const known = tradingCallFields(await loadTradingSchema(), call, TRADING_DEPTH, TRADING_ROWS);
  if (!known) return [];
  const problems: string[] = [];
  const byPath = new Map(known.map((f) => [f.path, f]));
  const visit = (value: unknown, prefix: string, level: number): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, prefix, level);
      return;
    }
    if (typeof value !== 'object' || value === null || level >= TRADING_DEPTH) return;
    for (const [name, child] of Object.entries(value)) {
      if (problems.length >= MAX_PROBLEMS) return;
      if (name.startsWith('@_') || name === '#value') continue;
      const path = `${prefix}${name}`;
      const field = byPath.get(path);
      if (!field) {
        const siblings = known.filter((f) => f.path.startsWith(prefix) && !f.path.slice(prefix.length).includes('.'));
        problems.push(
          `fields.${path}: not a field of ${prefix ? prefix.slice(0, -1) : `${call}Request`} (fields: ${siblings
            .slice(0, 40)
            .map((f) => f.path.slice(prefix.length))
            .join(', ')}).`,
        );
      } else if (field.complex) visit(child, `${path}.`, level + 1);
    }
  };
  visit(fields, '', 0);
  for (const field of known)
    if (
      field.required &&
      !field.path.includes('.') &&
      fields[field.path] === undefined &&
      !(field.oneOf ?? []).some((o) => fields[o] !== undefined)
    )
      problems.push(`fields.${field.path}: required${field.oneOf ? ` (or ${field.oneOf.join(' or ')})` : ''}.`);
  return problems.slice(0, MAX_PROBLEMS);
}
