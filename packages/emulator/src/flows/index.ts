import type { FlowTable } from '../rest/flow.js';
import { BROWSE_FLOWS } from './browse.js';
import { INVENTORY_FLOWS } from './inventory.js';
import { KEY_MANAGEMENT_FLOWS } from './key-management.js';

/** Every stateful flow handler, by `<api>.<operationId>`; operations without one get spec-driven answers. */
export const FLOWS: FlowTable = { ...BROWSE_FLOWS, ...INVENTORY_FLOWS, ...KEY_MANAGEMENT_FLOWS };
