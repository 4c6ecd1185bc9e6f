import type { EmulatorContext } from '../context.js';
import type { RestErrorEntry } from '../errors.js';
import { asFields, inventoryEntry } from './inventory-store.js';

// An offer is published (or a published one revised) only with a fulfillment, a payment and a return policy
// (https://developer.ebay.com/api-docs/sell/static/inventory/publishing-offers.html). eBay's ids per kind:
// 25007 shipping (fulfillment), 25008 payment, 25009 return (sell_inventory_v1_oas3.json, publishOffer's
// x-response-codes). For a missing fulfillment policy eBay's message is the one below; the other two follow the
// contract's "Invalid … policy information. {additionalInfo}".
const KINDS = [
  {
    field: 'fulfillmentPolicyId',
    errorId: 25007,
    message: 'Please add at least one valid shipping service option to your listing.',
  },
  {
    field: 'paymentPolicyId',
    errorId: 25008,
    message: 'Invalid Payment policy information. The offer names no payment policy (listingPolicies.paymentPolicyId).',
  },
  {
    field: 'returnPolicyId',
    errorId: 25009,
    message: 'Invalid Return policy information. The offer names no return policy (listingPolicies.returnPolicyId).',
  },
] as const;

/**
 * Why the listing policies of an offer of `seller` on `marketplaceId` cannot be published: one error per missing
 * policy id, none when all three are there. For now only presence is checked; that each policy exists, is the
 * seller's and belongs to `marketplaceId` comes with the account-policy store.
 */
export function policyRefusals(
  _ctx: EmulatorContext,
  _seller: string,
  _marketplaceId: string,
  listingPolicies: unknown,
): RestErrorEntry[] {
  const policies = asFields(listingPolicies);
  return KINDS.filter(({ field }) => {
    const id = policies[field];
    return typeof id !== 'string' || id.trim() === '';
  }).map(({ errorId, message }) => inventoryEntry(errorId, message));
}
