import type { EbayClient } from 'baykit';

/**
 * Publishes `quantity` units of `sku` at `price` USD through the Inventory API, with business policies and a location
 * of the SKU's own (category 310): the offer's id and its live listing's legacy item id.
 */
export async function publishInventoryListing(
  seller: EbayClient,
  listing: { sku: string; quantity: number; title: string; price: string },
): Promise<{ offerId: string; listingId: string }> {
  const { sku } = listing;
  const { returnPolicies } = await seller.sell.account.getReturnPolicies({ marketplace_id: 'EBAY_US' });
  const policy = { marketplaceId: 'EBAY_US', categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }] };
  const { paymentPolicyId } = await seller.sell.account.createPaymentPolicy({ ...policy, name: `Pay ${sku}` });
  const { fulfillmentPolicyId } = await seller.sell.account.createFulfillmentPolicy({ ...policy, name: `Ship ${sku}` });
  await seller.sell.inventory.createInventoryLocation(`WH-${sku}`, {
    location: { address: { country: 'US', postalCode: '95125' } },
  });
  await seller.sell.inventory.createOrReplaceInventoryItem(sku, {
    product: { title: listing.title, aspects: { Brand: ['Wilson'] } },
    condition: 'NEW',
    availability: { shipToLocationAvailability: { quantity: listing.quantity } },
  });
  const { offerId } = await seller.sell.inventory.createOffer({
    sku,
    marketplaceId: 'EBAY_US',
    format: 'FIXED_PRICE',
    categoryId: '310',
    merchantLocationKey: `WH-${sku}`,
    listingPolicies: {
      fulfillmentPolicyId: fulfillmentPolicyId!,
      paymentPolicyId: paymentPolicyId!,
      returnPolicyId: returnPolicies![0]!.returnPolicyId!,
    },
    pricingSummary: { price: { value: listing.price, currency: 'USD' } },
  });
  const { listingId } = await seller.sell.inventory.publishOffer(offerId!);
  return { offerId: offerId!, listingId: listingId! };
}
