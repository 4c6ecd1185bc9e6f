// What generate() takes besides the OpenAPI specs and overlays (its own file, so the emitters can name these types
// without importing generate.ts, which imports them).
import type { TradingSpec } from './emit/trading.js';
import type { XmlServiceSpec } from './emit/xml.js';
import type { LifecycleFile, MergedContracts } from './lifecycle.js';
import type { AsyncApiContract } from './notifications/asyncapi.js';
import type { NotificationOverlay } from './overlays/notifications/overlay.js';

/** The XML services input: services.json's services and eBay's Trading schema (trading.json). */
export interface XmlInput {
  services: XmlServiceSpec[];
  trading: TradingSpec;
}

/** What `mergeContracts` adds to the specs: aliases of renamed and moved operations, sources, lifecycle. */
export type ContractInput = Pick<MergedContracts, 'aliases' | 'sources'> & { lifecycle?: LifecycleFile };

/** The notification input: eBay's AsyncAPI payload contracts (`notifications/*.yml`) and the fixes they need. */
export interface NotificationInput {
  contracts: AsyncApiContract[];
  overlays: readonly NotificationOverlay[];
}

/**
 * A category tree dump (`../shared/specs/data/categories-<marketplace>.json`): rows of `[categoryId, parentId,
 * name, leaf]`, parents first, `parentId` null for a top-level category; `sources` names where each part came from.
 */
export interface CategoryTreeInput {
  categoryTreeId: string;
  categoryTreeVersion: string;
  marketplaceId: string;
  date: string;
  sources: Readonly<Record<string, string>>;
  rows: readonly (readonly [categoryId: string, parentId: string | null, name: string, leaf: boolean])[];
}
