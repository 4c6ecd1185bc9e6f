/**
 * The ids of the default test seller's business policies: fixed, so examples and samples can name them (ids the
 * store draws start above 6 000 000 000, so these never collide).
 */
export const DEFAULT_SELLER_POLICIES = {
  fulfillmentPolicyId: '5000000101',
  paymentPolicyId: '5000000102',
  returnPolicyId: '5000000103',
} as const;

/**
 * What the default test seller (`testuser_baykit`) has before any call, as real state: one business policy of
 * each kind on EBAY_US (each body carries its fixed id), so a listing can be published at once (Inventory `publishOffer` needs all three). They
 * are listed, read, renamed and deleted like any others; other sellers start with none, as on eBay.
 */
export const DEFAULT_SELLER_MEMBERS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  '/sell/account/v1/fulfillment_policy/{fulfillmentPolicyId}': [
    {
      fulfillmentPolicyId: DEFAULT_SELLER_POLICIES.fulfillmentPolicyId,
      name: 'Standard shipping',
      marketplaceId: 'EBAY_US',
      categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES', default: true }],
      handlingTime: { value: 1, unit: 'DAY' },
      shippingOptions: [
        {
          optionType: 'DOMESTIC',
          costType: 'FLAT_RATE',
          shippingServices: [
            {
              sortOrder: 1,
              shippingCarrierCode: 'USPS',
              shippingServiceCode: 'USPSPriority',
              shippingCost: { value: '0.0', currency: 'USD' },
              freeShipping: true,
              buyerResponsibleForShipping: false,
            },
          ],
        },
      ],
      globalShipping: false,
      pickupDropOff: false,
      freightShipping: false,
      localPickup: false,
    },
  ],
  '/sell/account/v1/payment_policy/{payment_policy_id}': [
    {
      paymentPolicyId: DEFAULT_SELLER_POLICIES.paymentPolicyId,
      name: 'Immediate payment',
      marketplaceId: 'EBAY_US',
      categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES', default: true }],
      immediatePay: true,
      paymentMethods: [],
    },
  ],
  '/sell/account/v1/return_policy/{return_policy_id}': [
    {
      returnPolicyId: DEFAULT_SELLER_POLICIES.returnPolicyId,
      name: '30-day returns',
      marketplaceId: 'EBAY_US',
      categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES', default: true }],
      returnsAccepted: true,
      returnPeriod: { value: 30, unit: 'DAY' },
      refundMethod: 'MONEY_BACK',
      returnShippingCostPayer: 'BUYER',
    },
  ],
};
