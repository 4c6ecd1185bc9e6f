import {
  loadTradingSchema,
  requestBodySchema,
  requestShape,
  tradingCallFields,
  type InlinedSchema,
} from '@baykit/spec';
import type { JsonSchema } from '@baykit/spec';
import { EFFECT_MEANINGS, isGuarded, OPERATION_EFFECT_NOTES } from '@baykit/spec/effects';
import type { Operation } from './catalog.js';

/** How many values of an enumeration a line names before `…`. */
const SHOWN_VALUES = 8;
/** Most body or Trading field lines one description shows (a deeper look: a smaller `depth` on a sub-field). */
const MAX_LINES = 200;

const values = (list: readonly string[]): string =>
  `${list.slice(0, SHOWN_VALUES).join(' | ')}${list.length > SHOWN_VALUES ? ' | …' : ''}`;

/** A schema's type as a few words: name, enumeration and values, array and map element types, format. */
export function typeLabel(schema: InlinedSchema | JsonSchema | undefined): string {
  if (!schema) return 'string';
  const s = schema as InlinedSchema & JsonSchema;
  if (s.type === 'array') return `array of ${typeLabel(s.items)}`;
  if (s.enum?.length) return `one of ${values(s.enum.map(String))}`;
  const enumeration = s.enumeration ?? s['x-enum'];
  if (enumeration) return `string (${enumeration}${s.knownValues?.length ? `: ${values(s.knownValues)}` : ''})`;
  if (s.title && s.properties) return `object ${s.title}`;
  if (s.title) return `object ${s.title} (open it with a larger depth)`;
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    return `map of ${typeLabel(s.additionalProperties)}`;
  return `${s.type ?? 'object'}${s.format ? ` (${s.format})` : ''}`;
}

function fieldLines(schema: InlinedSchema, indent: string, out: string[]): void {
  const node = schema.type === 'array' && schema.items ? schema.items : schema;
  for (const [name, field] of Object.entries(node.properties ?? {})) {
    if (out.length >= MAX_LINES) return;
    out.push(`${indent}${name}: ${typeLabel(field)}${node.required?.includes(name) ? ', required' : ''}`);
    const inner = field.type === 'array' && field.items ? field.items : field;
    if (inner.properties) fieldLines(field, `${indent}  `, out);
  }
}

/** `effects: spend (commits money or fees); the person confirms each call. Why: …` */
function effectsLine(op: Operation): string {
  const guarded = isGuarded(op.effects);
  const note = OPERATION_EFFECT_NOTES[op.name];
  return `effects: ${op.effects.map((e) => `${e} (${EFFECT_MEANINGS[e]})`).join(', ')}${guarded ? '; the person confirms each call' : op.effects.includes('write') ? '; needs --allow-writes' : ''}${note ? `. Why: ${note}` : ''}`;
}

/**
 * A compact description of an operation for a model: where it goes, what it does (its effects), the token it needs,
 * its parameters with types, required marks and enumeration values, and its body's fields `depth` levels deep.
 */
export async function describeOperation(op: Operation, depth: number): Promise<string> {
  const out: string[] = [op.name];
  if (op.lifecycle) out.push(`${op.lifecycle.status}: ${op.lifecycle.message}`);
  if (op.kind === 'trading') {
    out.push(`Trading XML call ${op.call}; call it with call_trading { call: "${op.call}", fields }.`, effectsLine(op));
    const fields = tradingCallFields(await loadTradingSchema(), op.call, depth, MAX_LINES) ?? [];
    if (fields.length === 0) out.push("No request fields in eBay's current Trading schema.");
    else out.push(`fields (${op.call}Request; nested fields are objects, repeated ones arrays):`);
    for (const field of fields) {
      const level = field.path.split('.').length - 1;
      const name = field.path.slice(field.path.lastIndexOf('.') + 1);
      const required = field.required ? `, required${field.oneOf ? ` (or ${field.oneOf.join(' or ')})` : ''}` : '';
      out.push(
        `${'  '.repeat(level + 1)}${name}: ${field.type}${field.list ? '[]' : ''}${field.values ? ` (${values(field.values)})` : ''}${required}`,
      );
    }
    if (fields.length >= MAX_LINES) out.push(`(first ${MAX_LINES} fields; ask with a smaller depth)`);
    return out.join('\n');
  }
  const { spec } = op;
  out.push(`${spec.method} ${spec.path}; ${spec.grant} token`, effectsLine(op));
  if (spec.scopes.length > 0) out.push(`scopes: ${spec.scopes.map((s) => s.replace(/^.*\/oauth\//, '')).join(', ')}`);
  const shape = requestShape(spec.api, spec.id);
  const parameters = shape?.parameters ?? [];
  if (parameters.length > 0) {
    out.push('parameters (call_operation: path, query, headers):');
    for (const p of parameters)
      out.push(`  ${p.in}.${p.name}: ${typeLabel(p.schema)}${p.required || p.in === 'path' ? ', required' : ''}`);
  }
  if (spec.body) {
    const body = requestBodySchema(spec.api, spec.id, depth);
    out.push(
      `body (${spec.body.contentType})${spec.body.required ? ', required' : ''}${body?.title ? `: ${body.title}` : ''}${body?.type === 'array' ? ' (an array)' : ''}`,
    );
    if (body) {
      const lines: string[] = [];
      fieldLines(body, '  ', lines);
      out.push(...lines);
      if (lines.length >= MAX_LINES) out.push(`(first ${MAX_LINES} fields; ask with a smaller depth)`);
    }
  }
  if (spec.paging) out.push(`pages: ${spec.paging} (limit/offset or the next link in the answer)`);
  return out.join('\n');
}
