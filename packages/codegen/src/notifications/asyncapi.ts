import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A schema of an AsyncAPI contract as parsed, before any check: eBay's files are not always well-formed. */
export type RawSchema = Record<string, unknown>;

/** The parts of one eBay AsyncAPI 2.0 notification contract the generator reads. */
export interface AsyncApiContract {
  /** The file name without `.yml` (`ebay-item-price-asyncapi-original`). */
  file: string;
  /** The contract's one channel: the topic id (`ITEM_PRICE_REVISION`). */
  topic: string;
  /** The parsed document, which the notification overlays edit in place. */
  doc: { channels: Record<string, unknown>; components: { messages?: RawSchema; schemas: Record<string, RawSchema> } };
}

/** A plain object, or undefined. */
export function objectOr(value: unknown): RawSchema | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RawSchema) : undefined;
}

/** Parses one contract's YAML text and checks it is an AsyncAPI 2 contract of one channel with component schemas. */
export function parseNotificationContract(file: string, text: string): AsyncApiContract {
  const doc = objectOr(parse(text));
  const channels = objectOr(doc?.channels);
  const components = objectOr(doc?.components);
  const schemas = objectOr(components?.schemas);
  if (typeof doc?.asyncapi !== 'string' || !doc.asyncapi.startsWith('2.') || !channels || !schemas)
    throw new Error(`notifications: ${file} is not an AsyncAPI 2 contract with channels and component schemas`);
  const [topic, ...more] = Object.keys(channels);
  if (topic === undefined || more.length > 0 || !/^[A-Z][A-Z0-9_]*$/.test(topic))
    throw new Error(`notifications: ${file} must have exactly one channel named by its topic`);
  return { file, topic, doc: doc as AsyncApiContract['doc'] };
}

/** Reads every `*.yml` contract of a folder, sorted by file name so the output never depends on the file system. */
export function loadNotificationContracts(dir: string): AsyncApiContract[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yml') || name.endsWith('.yaml'))
    .sort()
    .map((name) => parseNotificationContract(name.replace(/\.ya?ml$/, ''), readFileSync(join(dir, name), 'utf8')));
}
