/**
 * Default namespaces of eBay's XML services (docs/ebay-facts.md#envelope-and-ack, #shopping–3.7), for `buildXmlRequest`'s `xmlns`.
 * Trading, Shopping and the Auth'n'Auth calls (GetSessionID, FetchToken) share the eBL base components namespace.
 */
export const XML_NAMESPACES = /* @__PURE__ */ Object.freeze({
  trading: 'urn:ebay:apis:eBLBaseComponents',
  shopping: 'urn:ebay:apis:eBLBaseComponents',
  finding: 'http://www.ebay.com/marketplace/search/v1/services',
  merchandising: 'http://www.ebay.com/marketplace/services',
} as const);
