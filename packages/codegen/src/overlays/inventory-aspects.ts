import type { Overlay } from './overlay.js';
import { specOf } from './overlay.js';

/**
 * Inventory `Product.aspects` and `InventoryItemGroup.aspects` are declared as strings, but eBay sends and
 * takes a map of aspect name to list of values (`{ "Colour": ["Red"] }`).
 */
export const inventoryAspects: Overlay = {
  name: 'inventory-aspects',
  reason: 'aspects maps declared as strings',
  apply(specs) {
    const schemas = specOf(specs, 'sell_inventory_v1_oas3').components?.schemas ?? {};
    for (const name of ['Product', 'InventoryItemGroup']) {
      const properties = schemas[name]?.properties;
      if (properties?.aspects?.type !== 'string')
        throw new Error(`inventory-aspects: ${name}.aspects changed; review this overlay`);
      properties.aspects = { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } };
    }
  },
};
