import { RESOURCE_NEEDS } from './resource-needs.data.js';

/** What an operation needs to exist before it succeeds on the emulator, and eBay's answer when it does not. */
export interface ResourceNeed {
  /** The record field naming what must exist (`campaignId`, `returnId`). */
  field: string;
  /** The answer for an id nobody created: status and eBay's errorId. */
  status: number;
  errorId: number;
  /** The operation that creates one (`createCampaign`), if any. */
  createdBy?: string;
  /** The operation that lists them (`getCampaigns`), if any. */
  listedBy?: string;
  /** Whether the caller names new members itself (`createOrReplaceSalesTax` at a path it picks). */
  namedByCaller: boolean;
}

/**
 * What `api.operationId` needs to exist first on a fresh emulator (a member it names, or the parent it creates
 * under), or undefined when it names nothing the emulator checks. The explorer explains its samples' answers with
 * it; the table is written from the emulator's flows and a test there keeps it true.
 */
export function resourceNeed(api: string, operationId: string): ResourceNeed | undefined {
  const key = `${api}.${operationId}`;
  return Object.hasOwn(RESOURCE_NEEDS, key) ? RESOURCE_NEEDS[key] : undefined;
}
