import type { ResourceNeed } from './resource-need-shape.js';
import { RESOURCE_NEEDS } from './resource-needs.data.js';

export type { ResourceNeed } from './resource-need-shape.js';

/**
 * What `api.operationId` needs to exist first on a fresh emulator (a member it names, or the parent it creates
 * under), or undefined when it names nothing the emulator checks. The explorer explains its samples' answers with
 * it; the table is written from the emulator's flows and a test there keeps it true.
 */
export function resourceNeed(api: string, operationId: string): ResourceNeed | undefined {
  const key = `${api}.${operationId}`;
  return Object.hasOwn(RESOURCE_NEEDS, key) ? RESOURCE_NEEDS[key] : undefined;
}
