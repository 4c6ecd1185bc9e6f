import type { EmulatorContext } from '../context.js';
import type { RestErrorEntry } from '../errors.js';
import { storedMember } from '../resources/flow.js';
import { asFields, inventoryEntry } from './inventory-store.js';

// An offer is published (or a published one revised) only with a fulfillment, a payment and a return policy
// (https://developer.ebay.com/api-docs/sell/static/inventory/publishing-offers.html). eBay's ids per kind:
// 25007 shipping (fulfillment), 25008 payment, 25009 return (sell_inventory_v1_oas3.json, publishOffer's
// x-response-codes). For a missing fulfillment policy eBay's message is the one below; the other two follow the
// contract's "Invalid … policy information. {additionalInfo}".
const KINDS = [
  {
    field: 'fulfillmentPolicyId',
    family: '/sell/account/v1/fulfillment_policy/{fulfillmentPolicyId}',
    param: 'fulfillmentPolicyId',
    errorId: 25007,
    message: 'Please add at least one valid shipping service option to your listing.',
  },
  {
    field: 'paymentPolicyId',
    family: '/sell/account/v1/payment_policy/{payment_policy_id}',
    param: 'payment_policy_id',
    errorId: 25008,
    message: 'Invalid Payment policy information. The offer names no payment policy (listingPolicies.paymentPolicyId).',
  },
  {
    field: 'returnPolicyId',
    family: '/sell/account/v1/return_policy/{return_policy_id}',
    param: 'return_policy_id',
    errorId: 25009,
    message: 'Invalid Return policy information. The offer names no return policy (listingPolicies.returnPolicyId).',
  },
] as const;

/**
 * Why the listing policies of an offer of `seller` on `marketplaceId` cannot be published: per kind, the id is
 * missing (25007, 25008, 25009), or it names no policy of this seller on that marketplace (25035, the contract's
 * "The specified policy is not found for the market place": unknown, deleted, another seller's, or another
 * marketplace's). The policies are the Account API's, in the resource store (src/resources/).
 */
export function policyRefusals(
  ctx: EmulatorContext,
  seller: string,
  marketplaceId: string,
  listingPolicies: unknown,
): RestErrorEntry[] {
  const policies = asFields(listingPolicies);
  const refusals: RestErrorEntry[] = [];
  for (const kind of KINDS) {
    const id = policies[kind.field];
    if (typeof id !== 'string' || id.trim() === '') {
      refusals.push(inventoryEntry(kind.errorId, kind.message));
      continue;
    }
    const policy = storedMember(ctx, kind.family, seller, { [kind.param]: id });
    if (!policy || policy.marketplaceId !== marketplaceId)
      refusals.push(
        inventoryEntry(25035, 'The specified policy is not found for the market place', [
          `listingPolicies.${kind.field}`,
          id,
        ]),
      );
  }
  return refusals;
}
