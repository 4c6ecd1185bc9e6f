// @baykit/spec/notifications: the JSON Schemas of eBay's Notification API pushes, per topic whose AsyncAPI contract
// codegen read (`src/generated/notification-schemas.gen.json`, facts only), for validating a push: the emulator's
// tests check every push it sends against them. A subpath of its own, so nothing else loads them; the baykit client
// carries only the TypeScript types generated from the same contracts (`baykit/notifications`).
import generated from './generated/notification-schemas.gen.json' with { type: 'json' };
import type { JsonSchema } from './schema-types.js';

/** One topic's schema: the whole push (envelope and `data`) and eBay's contract page. */
export interface NotificationSchema {
  /** eBay's AsyncAPI contract of the topic. */
  readonly contract: string;
  /** JSON Schema (draft 7) of a whole push: `metadata` and `notification`, `data` included. */
  readonly schema: JsonSchema;
}

const data = generated as unknown as {
  readonly envelope: JsonSchema;
  readonly topics: Readonly<Record<string, NotificationSchema>>;
};

/** The envelope every push shares, with `data` open: what a push of a topic without a contract here is checked against. */
export const NOTIFICATION_ENVELOPE_SCHEMA: JsonSchema = data.envelope;

/** Per topic id (`ITEM_PRICE_REVISION`), the schema of its pushes. Read-only data, shared safely. */
export const NOTIFICATION_SCHEMAS: Readonly<Record<string, NotificationSchema>> = data.topics;

/** The schema of a whole push of `topic`, or undefined when no contract of that topic was read. */
export function notificationSchema(topic: string): JsonSchema | undefined {
  return Object.hasOwn(NOTIFICATION_SCHEMAS, topic) ? NOTIFICATION_SCHEMAS[topic]?.schema : undefined;
}
