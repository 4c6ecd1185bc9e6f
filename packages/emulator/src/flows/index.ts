import type { FlowTable } from '../rest/flow.js';
import { ANALYTICS_FLOWS } from './analytics/index.js';
import { BROWSE_FLOWS } from './browse.js';
import { BUY_ORDER_V2_FLOWS } from './buy-order-v2.js';
import { COMMERCE_MESSAGE_FLOWS } from './commerce-message.js';
import { EDIS_PACKAGE_FLOWS } from './edis-packages.js';
import { FEED_FLOWS } from './feed/index.js';
import { FEEDBACK_FLOWS } from './feedback.js';
import { FINANCES_FLOWS } from './finances.js';
import { FULFILLMENT_FLOWS } from './fulfillment/index.js';
import { GUEST_PURCHASE_FLOWS } from './guest-purchase.js';
import { NOTIFICATION_FLOWS } from './notification/index.js';
import { POST_ORDER_FLOWS } from './post-order/index.js';
import { INVENTORY_FLOWS } from './inventory.js';
import { INVENTORY_BULK_FLOWS } from './inventory-bulk.js';
import { INVENTORY_GROUP_FLOWS } from './inventory-groups.js';
import { INVENTORY_LOCATION_FLOWS } from './inventory-locations.js';
import { INVENTORY_MAPPING_FLOWS } from './inventory-mappings.js';
import { KEY_MANAGEMENT_FLOWS } from './key-management.js';
import { MEDIA_FLOWS } from './media.js';
import { METADATA_FLOWS } from './metadata.js';
import { PAYMENTS_PROGRAM_FLOWS } from './payments-program.js';
import { SELLER_STANDARDS_FLOWS } from './seller-standards.js';
import { STORES_FLOWS } from './stores.js';
import { TAXONOMY_FLOWS } from './taxonomy.js';

/** Every stateful flow handler, by `<api>.<operationId>`; operations without one get spec-driven answers. */
export const FLOWS: FlowTable = {
  ...BROWSE_FLOWS,
  ...BUY_ORDER_V2_FLOWS,
  ...GUEST_PURCHASE_FLOWS,
  ...INVENTORY_FLOWS,
  ...INVENTORY_BULK_FLOWS,
  ...INVENTORY_GROUP_FLOWS,
  ...INVENTORY_LOCATION_FLOWS,
  ...INVENTORY_MAPPING_FLOWS,
  ...KEY_MANAGEMENT_FLOWS,
  ...MEDIA_FLOWS,
  ...NOTIFICATION_FLOWS,
  ...ANALYTICS_FLOWS,
  ...FEED_FLOWS,
  ...FEEDBACK_FLOWS,
  ...FINANCES_FLOWS,
  ...FULFILLMENT_FLOWS,
  ...POST_ORDER_FLOWS,
  ...TAXONOMY_FLOWS,
  ...METADATA_FLOWS,
  ...COMMERCE_MESSAGE_FLOWS,
  ...PAYMENTS_PROGRAM_FLOWS,
  ...SELLER_STANDARDS_FLOWS,
  ...EDIS_PACKAGE_FLOWS,
  ...STORES_FLOWS,
};
