import { XML_NAMESPACES as GENERATED_NAMESPACES } from '@baykit/spec/xml-services';

/**
 * Default namespaces of eBay's XML services (docs/ebay-facts.md#envelope-and-ack, #shopping–3.7), for `buildXmlRequest`'s `xmlns`.
 * Trading, Shopping and the Auth'n'Auth calls (GetSessionID, FetchToken) share the eBL base components namespace.
 * From the XML services table @baykit/spec generates (bundled into baykit's build).
 */
export const XML_NAMESPACES = GENERATED_NAMESPACES;
