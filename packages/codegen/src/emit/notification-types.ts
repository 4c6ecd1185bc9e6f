import { contractUrl, UNTYPED_TOPICS, type UntypedTopic } from '../data/notification-topics.js';
import { propertyKey } from '../names.js';
import type { NotificationPayload, PayloadSchema } from '../notifications/index.js';
import { HEADER } from './common.js';

const indent = (level: number): string => '  '.repeat(level);

/**
 * The TypeScript type of a payload schema. Every property is optional unless the contract requires it (eBay's require
 * none); an enumeration offers its values and still takes any string, since eBay may add values within a schema
 * version, as the REST types do.
 */
function typeOf(schema: PayloadSchema, level: number): string {
  switch (schema.type) {
    case 'string':
      return schema.enum ? [...schema.enum.map((v) => JSON.stringify(v)), '(string & {})'].join(' | ') : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array': {
      const inner = typeOf(schema.items ?? {}, level);
      return /[|&{]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
    }
    case 'object':
      return schema.properties ? objectType(schema, level) : '{ [key: string]: unknown }';
    default:
      return 'unknown';
  }
}

function objectType(schema: PayloadSchema, level: number): string {
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, p]) => `${indent(level + 1)}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${typeOf(p, level + 1)};`,
  );
  return `{\n${lines.join('\n')}\n${indent(level)}}`;
}

function dataInterface(payload: NotificationPayload): string {
  return [
    `/** The \`data\` of \`${payload.topic}\` pushes, from eBay's contract: ${contractUrl(payload.topic)} */`,
    `export interface ${payload.dataName} ${objectType(payload.data, 0)}`,
  ].join('\n');
}

function topicLine(entry: NotificationPayload | UntypedTopic): string {
  if ('dataName' in entry) return `  /** ${contractUrl(entry.topic)} */\n  ${entry.topic}: ${entry.dataName};`;
  return `  /** Untyped: only the envelope of ${entry.contract} was read. */\n  ${entry.topic}: unknown;`;
}

/**
 * `notification-payloads.gen.ts` of the client: one interface per contract's `data`, and `NotificationTopicData`, the
 * `data` type of every topic baykit knows by topic id (`unknown` for topics whose payload schema is not at hand).
 * Types only: nothing here reaches a bundle.
 */
export function emitNotificationTypes(payloads: readonly NotificationPayload[]): string {
  const typed = new Set(payloads.map((p) => p.topic));
  const untyped = UNTYPED_TOPICS.filter((t) => !typed.has(t.topic));
  const entries = [...payloads, ...untyped].sort((a, b) => (a.topic < b.topic ? -1 : 1));
  return [
    HEADER,
    '// From the AsyncAPI contracts in ../shared/specs/notifications (after packages/codegen/src/overlays/notifications)',
    '// and the topic list of packages/codegen/src/data/notification-topics.ts.',
    '',
    ...payloads.map((p) => `${dataInterface(p)}\n`),
    '/** The `data` of a push by topic id, for every topic baykit knows (`metadata.topic`). */',
    'export interface NotificationTopicData {',
    ...entries.map(topicLine),
    '}',
    '',
  ].join('\n');
}
