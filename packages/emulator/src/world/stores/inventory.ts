// The Inventory API's state: one store per seller (the token's user), with the records the Inventory flows
// (flows/inventory*.ts) create, read, change and delete. Offer ids are numbered across sellers, so an id never names
// two records; listing ids are the one listing store's (./listings.ts).
import { randomForSeed } from '../../random.js';

/** A JSON object as the Inventory flows store and read it. */
export type Fields = Record<string, unknown>;

/** An offer (EbayOfferDetailsWithAll) with the fields the flows keep in step. */
export interface Offer extends Fields {
  offerId: string;
  sku: string;
  marketplaceId: string;
  format: string;
  status: 'UNPUBLISHED' | 'PUBLISHED';
  listing?: { listingId: string; listingStatus: 'ACTIVE' | 'ENDED' };
}

/** An inventory item group: the variations of one listing. */
export interface ItemGroup extends Fields {
  inventoryItemGroupKey: string;
  variantSKUs: string[];
}

/** One seller's inventory. */
export interface SellerInventory {
  items: Map<string, Fields>;
  offers: Map<string, Offer>;
  locations: Map<string, Fields>;
  groups: Map<string, ItemGroup>;
  /** Product compatibility by SKU. */
  compatibility: Map<string, Fields>;
  /** Fulfillment-center keys by `listingId` and SKU (`skuLocationKey`). */
  skuLocations: Map<string, string[]>;
  /** The inventory item group of each variation listing, by listing id. */
  groupListings: Map<string, string>;
}

/** Every seller's inventory, and the next offer or location id. */
export interface InventoryState {
  sellers: Map<string, SellerInventory>;
  nextId: number;
}

/** The inventory store of an emulator with `seed`: empty, with its first id drawn from the seed. */
export function createInventoryState(seed: number): InventoryState {
  return {
    sellers: new Map(),
    nextId: randomForSeed(seed, 'inventory-ids').int(10_000_000, 90_000_000),
  };
}
