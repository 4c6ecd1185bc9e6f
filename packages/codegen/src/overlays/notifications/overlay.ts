import { objectOr, type AsyncApiContract, type RawSchema } from '../../notifications/asyncapi.js';

/**
 * One fix to eBay's notification contracts (`../shared/specs/notifications/*.yml`), applied before their payloads
 * are read. Each lives in its own file with its reason and throws when the defect it fixes is gone.
 */
export interface NotificationOverlay {
  name: string;
  /** Why the contract needs this fix. */
  reason: string;
  apply(contracts: ReadonlyMap<string, AsyncApiContract>): void;
}

/** A property's schema inside a component schema (`ItemPriceRevisionData` › `minimumBidPrice`), or a clear failure. */
export function propertyOf(
  contracts: ReadonlyMap<string, AsyncApiContract>,
  topic: string,
  path: readonly string[],
): RawSchema {
  const contract = contracts.get(topic);
  if (!contract) throw new Error(`notification overlay: no contract for ${topic}`);
  const [schemaName = '', ...properties] = path;
  let schema = objectOr(contract.doc.components.schemas[schemaName]);
  for (const name of properties) schema = objectOr(objectOr(schema?.properties)?.[name]);
  if (!schema) throw new Error(`notification overlay: ${topic} has no ${path.join('.')}; review the overlay`);
  return schema;
}
