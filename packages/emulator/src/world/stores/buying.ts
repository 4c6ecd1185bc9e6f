// Each user's My eBay buying side (watch list, notes) and the Best Offers and Second Chance Offers of the emulator
// (flows/buying.ts, flows/best-offers.ts and the Trading buying calls).

/** A Best Offer on a fixed-price listing, and where its negotiation stands. */
export interface BestOffer {
  bestOfferId: string;
  itemId: string;
  buyer: string;
  /** What the buyer offers per unit, or the seller's counter price once countered. */
  price: number;
  currency: string;
  quantity: number;
  /** `Pending` (the seller's move), `Countered` (the buyer's move), `Accepted`, `Declined`. */
  status: 'Pending' | 'Countered' | 'Accepted' | 'Declined';
  /** Who made the standing offer. */
  type: 'BuyerBestOffer' | 'BuyerCounterOffer' | 'SellerCounterOffer';
  buyerMessage?: string;
  sellerMessage?: string;
  /** Emulator-clock ms. */
  expiresAt: number;
  /** The order an acceptance made. */
  orderId?: string;
}

/** A Second Chance Offer: a new listing only `recipient` may buy, made from an ended auction. */
export interface SecondChanceOffer {
  itemId: string;
  originalItemId: string;
  recipient: string;
}

/** What each user keeps in My eBay, and the Best Offers and Second Chance Offers of this emulator. */
export interface BuyingState {
  /** User to the item ids they watch, in the order added. */
  watchLists: Map<string, string[]>;
  /** User to item id to their private note. */
  notes: Map<string, Map<string, string>>;
  bestOffers: Map<string, BestOffer>;
  secondChance: Map<string, SecondChanceOffer>;
  nextOfferId: number;
}

/** The buying store of a new (or reset) emulator: nobody watches, notes or offers anything yet. */
export function createBuyingState(): BuyingState {
  return {
    watchLists: new Map(),
    notes: new Map(),
    bestOffers: new Map(),
    secondChance: new Map(),
    nextOfferId: 5_000_000_000,
  };
}
