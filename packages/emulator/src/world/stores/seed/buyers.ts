// Where the seeded buyers live: the shipping address an order of theirs goes to (Fulfillment's
// `fulfillmentStartInstructions[].shippingStep.shipTo`, Trading's `ShippingAddress`). FAKE, EXAMPLE DATA: the
// names are invented, the streets are "Example" streets, the phone numbers are in the 555-01xx range kept for
// fiction, and the e-mail addresses are at example.com (RFC 2606). No real person is named here.

/** Where an order goes (from the buyer's checkout): eBay's ExtendedContact, flattened. */
export interface ShipTo {
  fullName: string;
  addressLine1: string;
  city: string;
  stateOrProvince?: string;
  postalCode: string;
  countryCode: string;
  /** The buyer's phone (`primaryPhone.phoneNumber`), when the checkout gave one. */
  phoneNumber?: string;
  /** The buyer's e-mail address as eBay passes it to the seller, when the checkout gave one. */
  email?: string;
}

const address = (
  username: string,
  fullName: string,
  addressLine1: string,
  place: readonly [city: string, state: string, postalCode: string],
  phone: string,
): ShipTo => ({
  fullName,
  addressLine1,
  city: place[0],
  stateOrProvince: place[1],
  postalCode: place[2],
  countryCode: 'US',
  phoneNumber: `555010${phone}`,
  email: `${username.replace(/[^A-Za-z0-9]/g, '')}@example.com`,
});

/** The seeded buyers' addresses (world/stores/orders.ts SEEDED_BUYERS), by username. */
const SEEDED_BUYER_ADDRESSES: ReadonlyMap<string, ShipTo> = new Map(
  (
    [
      ['jsmith_42', 'Jordan Smith', '101 Example Street', ['San Jose', 'CA', '95125'], '1'],
      ['ann.buyer', 'Ann Buyer', '202 Example Avenue', ['Portland', 'OR', '97201'], '2'],
      ['collector_mike', 'Mike Collector', '303 Sample Road', ['Austin', 'TX', '78701'], '3'],
      ['sunny-deals', 'Sunny Deals', '404 Example Lane', ['Miami', 'FL', '33101'], '4'],
      ['k_tanaka', 'Kei Tanaka', '505 Sample Court', ['Seattle', 'WA', '98101'], '5'],
      ['maria_g88', 'Maria Garcia', '606 Example Boulevard', ['Denver', 'CO', '80202'], '6'],
      ['bargainhunter7', 'Bart Hunter', '707 Sample Street', ['Columbus', 'OH', '43004'], '7'],
      ['retro_rita', 'Rita Retro', '808 Example Drive', ['Boston', 'MA', '02108'], '8'],
    ] as const
  ).map(([username, name, street, place, phone]) => [username, address(username, name, street, place, phone)]),
);

/**
 * The address an order of `buyer` ships to when the checkout named none: a seeded buyer's own, any other buyer's an
 * example address under their username.
 */
export function buyerShipTo(buyer: string): ShipTo {
  const known = SEEDED_BUYER_ADDRESSES.get(buyer);
  return known ? { ...known } : address(buyer, buyer, '1 Example Way', ['San Jose', 'CA', '95125'], '0');
}
