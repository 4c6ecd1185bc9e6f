import { amount } from './item-render.js';

/**
 * The listing fees the emulator charges, by eBay's fee name (`FeeType.Name`), in the listing's currency. The
 * insertion fee is eBay US's per listing (https://www.ebay.com/help/selling/fees-credits-invoices/selling-fees?id=4822);
 * the emulator gives no monthly allowance of free listings. The listing upgrades (bold title, gallery, subtitle) are
 * not offered by the emulator, so they cost 0; eBay answers every fee, even at 0 (FeesType). `ListingFee` is the sum.
 */
export const LISTING_FEES = { InsertionFee: 0.35, BoldFee: 0, GalleryFee: 0, SubtitleFee: 0 } as const;

/** The insertion fee of one listing: what GetAccount bills per listing. */
export const INSERTION_FEE = LISTING_FEES.InsertionFee;

/** What listing one item costs in all (`ListingFee`). */
export function listingFeeTotal(): number {
  return Object.values(LISTING_FEES).reduce((sum: number, fee) => sum + fee, 0);
}

/** The `Fees` (FeesType) of a listing answer: each fee of the table, then `ListingFee`, their sum. */
export function fees(currency: string): Record<string, unknown> {
  const fee = (name: string, value: number): Record<string, unknown> => ({ Name: name, Fee: amount(value, currency) });
  return {
    Fee: [
      ...Object.entries(LISTING_FEES).map(([name, value]) => fee(name, value)),
      fee('ListingFee', listingFeeTotal()),
    ],
  };
}
