import { objectOr, type AsyncApiContract, type RawSchema } from './asyncapi.js';

/** A notification payload schema as facts: JSON Schema (draft 7) keywords for names, types and enumerations only. */
export interface PayloadSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, PayloadSchema>;
  required?: string[];
  items?: PayloadSchema;
  enum?: string[];
}

/** One topic's contract read as facts. */
export interface NotificationPayload {
  topic: string;
  /** The contract's name for the `data` schema (`ItemPriceRevisionData`): the generated type's name. */
  dataName: string;
  data: PayloadSchema;
}

const TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean']);
/** Keywords that carry prose or examples, never facts: left out of everything generated. */
const PROSE = new Set(['description', 'title', 'example', 'examples', 'default']);
const REF = /^#\/components\/schemas\/([A-Za-z_][A-Za-z0-9_]*)$/;

/** The envelope's `notification` with a topic's `data` schema in place (`{}` for any data). */
function notificationSchema(data: PayloadSchema): PayloadSchema {
  return {
    type: 'object',
    properties: {
      notificationId: { type: 'string' },
      eventDate: { type: 'string' },
      publishDate: { type: 'string' },
      publishAttemptCount: { type: 'integer' },
      data,
    },
  };
}

/** A whole push: the envelope every contract shares around a topic's `data` schema. */
export function pushSchema(data: PayloadSchema): PayloadSchema {
  return {
    type: 'object',
    properties: {
      metadata: {
        type: 'object',
        properties: { topic: { type: 'string' }, schemaVersion: { type: 'string' }, deprecated: { type: 'boolean' } },
      },
      notification: notificationSchema(data),
    },
  };
}

/**
 * The envelope every contract shares, with `data` open; a contract whose envelope differs stops the generator
 * (docs/ebay-facts.md#notification-api-push describes it).
 */
export const ENVELOPE: PayloadSchema = pushSchema({});

function resolve(contract: AsyncApiContract, raw: RawSchema, where: string): { name?: string; raw: RawSchema } {
  if (raw.$ref === undefined) return { raw };
  const name = typeof raw.$ref === 'string' ? REF.exec(raw.$ref)?.[1] : undefined;
  const target = name ? objectOr(contract.doc.components.schemas[name]) : undefined;
  if (!name || !target)
    throw new Error(`notifications: ${contract.file} ${where}: unresolvable $ref ${String(raw.$ref)}`);
  return { name, raw: target };
}

function strings(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw new Error(`${what} must be a list of strings (an overlay in src/overlays/notifications/ may be missing)`);
  return value as string[];
}

/** One keyword of a schema, as a fact; throws on anything the generator does not understand. */
function keyword(contract: AsyncApiContract, out: PayloadSchema, key: string, value: unknown, where: string): void {
  const what = `notifications: ${contract.file} ${where}.${key}`;
  if (key === 'type') {
    if (typeof value !== 'string' || !TYPES.has(value)) throw new Error(`${what}: unknown type ${String(value)}`);
    out.type = value as PayloadSchema['type'];
  } else if (key === 'properties') {
    const properties = objectOr(value);
    if (!properties) throw new Error(`${what}: not an object`);
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, p]) => [name, factsOf(contract, p, `${where}.${name}`)]),
    );
  } else if (key === 'items') out.items = factsOf(contract, value, `${where}[]`);
  else if (key === 'enum') out.enum = strings(value, what);
  else if (key === 'required') out.required = strings(value, what);
  else if (!PROSE.has(key)) throw new Error(`${what}: keyword the generator does not read; review the contract`);
}

/** A contract schema (its `$ref`s resolved) as facts only. */
export function factsOf(contract: AsyncApiContract, value: unknown, where: string): PayloadSchema {
  const raw = objectOr(value);
  if (!raw) throw new Error(`notifications: ${contract.file} ${where}: not a schema (${JSON.stringify(value)})`);
  const resolved = resolve(contract, raw, where);
  const out: PayloadSchema = {};
  for (const [key, v] of Object.entries(resolved.raw)) keyword(contract, out, key, v, where);
  if (out.type === 'array' && !out.items)
    throw new Error(`notifications: ${contract.file} ${where}: array without items`);
  return out;
}

/** JSON text with every object's keys sorted, to compare schemas whatever order a contract writes them in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    objectOr(v) ? Object.fromEntries(Object.entries(v as RawSchema).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

/** The message payload of a contract's channel, resolved from `components.messages`. */
function messagePayload(contract: AsyncApiContract): unknown {
  const channel = objectOr(contract.doc.channels[contract.topic]);
  const message = objectOr(objectOr(channel?.subscribe)?.message);
  const ref =
    typeof message?.$ref === 'string' ? /^#\/components\/messages\/(\w+)$/.exec(message.$ref)?.[1] : undefined;
  const resolved = ref ? objectOr(contract.doc.components.messages?.[ref]) : message;
  if (!resolved?.payload) throw new Error(`notifications: ${contract.file}: no message payload for ${contract.topic}`);
  return resolved.payload;
}

/** A contract's payload as facts: the shared envelope (checked) and its topic's `data`. */
export function notificationPayload(contract: AsyncApiContract): NotificationPayload {
  const payload = messagePayload(contract);
  const notification = objectOr(objectOr(objectOr(payload)?.properties)?.notification);
  const schemas = contract.doc.components.schemas;
  const envelope = objectOr(resolve(contract, notification ?? {}, 'notification').raw.properties);
  const dataRef = objectOr(envelope?.data);
  const dataName = typeof dataRef?.$ref === 'string' ? REF.exec(dataRef.$ref)?.[1] : undefined;
  if (!dataName || !schemas[dataName]) throw new Error(`notifications: ${contract.file}: data is not a named schema`);
  const data = factsOf(contract, dataRef, 'data');
  const whole = factsOf(contract, payload, 'payload');
  if (canonical(whole) !== canonical(pushSchema(data)))
    throw new Error(`notifications: ${contract.file}: the envelope differs from the one every contract shared`);
  return { topic: contract.topic, dataName, data };
}
