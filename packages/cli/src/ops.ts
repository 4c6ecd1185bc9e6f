import { parseArgs } from 'node:util';
import type { InlinedSchema, JsonSchema } from '@baykit/spec/load';
import { XML_CALLS, XML_SERVICE_TABLE, type XmlServiceName } from '@baykit/spec/xml-services';
import { isGuarded } from '@baykit/spec/effects';
import { XML_LIFECYCLE, type OperationSpec } from 'baykit/catalog';
import { EFFECTS_COLUMN, effectLines, effectsFor, effectsLabel } from './effect-lines.js';
import { findOperation as findNamed, operationNames } from '@baykit/spec/operations';
import { didYouMean, findOperation, restOperations } from './lookup.js';
import { UsageError, type CliIo } from './io.js';

const words = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function line(name: string, spec: OperationSpec): string {
  const status = spec.lifecycle
    ? `  [${spec.lifecycle.status}${spec.lifecycle.date ? ` ${spec.lifecycle.date}` : ''}]`
    : '';
  // The effects as one field of their own (`spend,irreversible`) in a column as wide as the longest, for awk and cut.
  return `${name.padEnd(58)} ${spec.method.padEnd(6)} ${effectsLabel(name).padEnd(EFFECTS_COLUMN)} ${spec.path}  (${spec.grant} token)${status}`;
}

/**
 * What an operation does (docs/security.md#effects): its effects with their meanings, why where the reviewed table
 * says, and whether `command` asks before sending it to eBay production.
 */
function effectsSection(name: string, command: string): string[] {
  const { effects } = effectsFor(name);
  return [
    `  effects: ${effects.join(', ')}`,
    ...effectLines(name, '    '),
    ...(isGuarded(effects)
      ? [`    ${command} asks before sending it to eBay production (--yes sends it without asking)`]
      : []),
  ];
}

/** A schema's type as one line: its name, enumeration and values, array and map element types, format. */
function typeLabel(schema: InlinedSchema | JsonSchema | undefined): string {
  if (!schema) return 'any';
  const s = schema as InlinedSchema & JsonSchema;
  if (s.type === 'array') return `array of ${typeLabel(s.items)}`;
  if (s.title) return s.title;
  if (s.enum?.length) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const known = s.knownValues ?? [];
  if (s.enumeration ?? s['x-enum'])
    return `${s.enumeration ?? s['x-enum']}${known.length > 0 ? ` (e.g. ${known.slice(0, 6).join(' | ')}${known.length > 6 ? ' | …' : ''})` : ''}`;
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    return `map of ${typeLabel(s.additionalProperties)}`;
  return `${s.type ?? 'object'}${s.format ? ` (${s.format})` : ''}`;
}

/** The fields of a body schema, indented by level, down to `depth` levels. */
function fieldLines(schema: InlinedSchema, depth: number, indent: string, out: string[]): void {
  const node = schema.type === 'array' && schema.items ? schema.items : schema;
  for (const [name, field] of Object.entries(node.properties ?? {})) {
    const required = node.required?.includes(name) ? ', required' : '';
    out.push(`${indent}${name}: ${typeLabel(field)}${required}`);
    const inner = field.type === 'array' && field.items ? field.items : field;
    if (inner.properties) {
      if (depth > 1) fieldLines(field, depth - 1, `${indent}  `, out);
    }
  }
}

/**
 * `baykit ops <api.operation>`: method, host and path, grant, scopes, effects, parameters with types, and the body's
 * fields. Reads the operation's API's schema file alone (@baykit/spec/load), not every API's.
 */
async function describe(io: CliIo, name: string, spec: OperationSpec, depth: number): Promise<void> {
  const { loadApiSchemas, requestBodySchemaIn, requestShapeIn } = await import('@baykit/spec/load');
  const schemas = await loadApiSchemas(spec.api);
  const out = [`${name}`, `  ${spec.method} ${spec.host}.ebay.com${spec.path}`, `  grant: ${spec.grant} token`];
  if (spec.scopes.length > 0) out.push(`  scopes: ${spec.scopes.map((s) => s.replace(/^.*\/oauth\//, '')).join(', ')}`);
  if (spec.lifecycle) out.push(`  ${spec.lifecycle.status}: ${spec.lifecycle.message}`);
  out.push(...effectsSection(name, 'baykit call'));
  const shape = schemas && requestShapeIn(schemas, spec.id);
  const parameters = shape
    ? [...shape.parameters].sort((a, b) => Number(b.in === 'path') - Number(a.in === 'path'))
    : [
        ...spec.pathParams.map((p) => ({ name: p, in: 'path', required: true, schema: undefined })),
        ...(spec.query ?? []).map((q) => ({ name: q.name, in: 'query', required: q.required, schema: undefined })),
      ];
  if (parameters.length > 0) {
    out.push('  parameters (path values in order, then --query name=value, --header Name:value):');
    const width = Math.max(...parameters.map((p) => p.name.length));
    for (const p of parameters)
      out.push(
        `    ${p.name.padEnd(width)}  ${p.in.padEnd(6)}  ${typeLabel(p.schema)}${p.required ? ', required' : ''}`,
      );
  }
  if (spec.body) {
    const body = schemas && requestBodySchemaIn(schemas, spec.id);
    const title = body?.title ?? (body?.type === 'array' ? typeLabel(body) : undefined);
    out.push(`  body: ${spec.body.contentType}${spec.body.required ? ', required' : ''}${title ? ` (${title})` : ''}`);
    if (body) {
      const fields: string[] = [];
      fieldLines(body, depth, '    ', fields);
      out.push(...fields);
    }
  }
  if (spec.paging) out.push(`  pages: --paginate (${spec.paging})`);
  io.stdout(`${out.join('\n')}\n`);
}

/** How many values of an enumeration a field line names before `…`. */
const SHOWN_VALUES = 6;

/**
 * `baykit ops trading <Call>`: the service's endpoint and version, the call's lifecycle and effects, and (for
 * Trading, whose schema @baykit/spec holds) its request fields with eBay's types, repeats, required marks and
 * enumeration values.
 */
async function describeXml(io: CliIo, service: XmlServiceName, call: string, depth: number): Promise<void> {
  const { loadTradingSchema, tradingCallFields } = await import('@baykit/spec/load');
  const table = XML_SERVICE_TABLE[service];
  const out = [
    `${service}.${call}`,
    `  ${table.method} ${table.host.production}${table.path}  (version ${table.version})`,
    `  run it: baykit xml ${service} ${call} --field Name=value`,
  ];
  const lifecycle = XML_LIFECYCLE[`${service}.${call}`] ?? XML_LIFECYCLE[service];
  if (lifecycle) out.push(`  ${lifecycle.status}: ${lifecycle.message}`);
  out.push(...effectsSection(`${service}.${call}`, 'baykit xml'));
  const fields = service === 'trading' ? tradingCallFields(await loadTradingSchema(), call, depth) : undefined;
  if (fields && fields.length > 0) {
    out.push(`  request fields (${call}Request):`);
    for (const field of fields) {
      const indent = '    '.padEnd(4 + 2 * (field.path.split('.').length - 1));
      const name = field.path.slice(field.path.lastIndexOf('.') + 1);
      const values = field.values
        ? ` (${field.values.slice(0, SHOWN_VALUES).join(' | ')}${field.values.length > SHOWN_VALUES ? ' | …' : ''})`
        : '';
      const required = field.required ? `, required${field.oneOf ? ` (or ${field.oneOf.join(' or ')})` : ''}` : '';
      out.push(`${indent}${name}: ${field.type}${field.list ? '[]' : ''}${values}${required}`);
    }
  } else if (service === 'trading') out.push("  no request fields in eBay's current Trading schema");
  io.stdout(`${out.join('\n')}\n`);
}

/**
 * `baykit ops [words]`: operations whose name, path or API hold every word, one a line with its effects;
 * `baykit ops <api.operation>` or `baykit ops <service> <Call>` (`trading GetItem`, `trading.GetItem`): one in full.
 */
export async function ops(io: CliIo, argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { depth: { type: 'string' } },
  });
  const depth = values.depth === undefined ? 3 : Number(values.depth);
  if (!Number.isInteger(depth) || depth < 1) throw new UsageError('--depth must be a whole number ≥ 1.');
  const [first, second] = positionals;
  if (positionals.length === 1 && first && operationNames().get(first)?.kind === 'rest') {
    await describe(io, first, await findOperation(first), depth);
    return 0;
  }
  // An XML call: `trading GetItem` or `trading.GetItem`; a misspelt one gets the names it was probably meant to be.
  const xmlName =
    positionals.length === 2 && first && Object.hasOwn(XML_SERVICE_TABLE, first)
      ? `${first}.${second}`
      : positionals.length === 1 && first?.includes('.') && Object.hasOwn(XML_SERVICE_TABLE, first.split('.')[0] ?? '')
        ? first
        : undefined;
  if (xmlName) {
    // A call of the table describes itself; a misspelt one gets the index's did-you-mean.
    const service = xmlName.slice(0, xmlName.indexOf('.'));
    const call = xmlName.slice(xmlName.indexOf('.') + 1);
    if (XML_CALLS[service as XmlServiceName].includes(call)) {
      await describeXml(io, service as XmlServiceName, call, depth);
      return 0;
    }
    const found = findNamed(xmlName);
    if (found.operation?.kind === 'xml') {
      await describeXml(io, found.operation.service, found.operation.call, depth);
      return 0;
    }
    throw new UsageError(`Unknown XML call "${xmlName}".${didYouMean(found.didYouMean.slice(0, 3))}`);
  }
  // A full name (`area.api.operationId`) that is not one: the names it was probably meant to be, not a word search.
  if (positionals.length === 1 && first && first.split('.').length >= 3) {
    const close = findNamed(first).didYouMean.slice(0, 3);
    if (close.length > 0) throw new UsageError(`Unknown operation "${first}".${didYouMean(close)}`);
  }
  const wanted = positionals.flatMap(words);
  // Every word must match the start of a word of the name, path or API; of two or more words, one may miss.
  const needed = wanted.length >= 2 ? wanted.length - 1 : wanted.length;
  const found = restOperations()
    .map(([name, spec]) => {
      const hay = [...words(name), ...words(spec.path), ...name.toLowerCase().split('.')];
      const matched = wanted.filter((w) => hay.some((h) => h.startsWith(w))).length;
      return { name, spec, matched };
    })
    .filter((entry) => entry.matched >= needed)
    .sort((a, b) => b.matched - a.matched);
  if (found.length === 0) {
    const close = positionals.length === 1 && first ? findNamed(first).didYouMean.slice(0, 3) : [];
    throw new UsageError(`No operation matches ${positionals.join(' ')}.${didYouMean(close)}`);
  }
  for (const { name, spec } of found) io.stdout(`${line(name, spec)}\n`);
  return 0;
}
