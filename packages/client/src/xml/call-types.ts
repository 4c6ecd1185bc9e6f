import type { XmlFields } from './builder.js';
import type { TradingPageItems, TradingRequests, TradingResponses } from '../generated/trading.types.gen.js';

export type { TradingPageItems } from '../generated/trading.types.gen.js';

/** The parsed content of an XML response the client has no dedicated type for: element names to values. */
export type XmlBody = Record<string, unknown>;

/** Request fields of a Trading call: its generated fields for a call of eBay's schema, else any fields. */
export type TradingRequestOf<C extends string> = C extends keyof TradingRequests ? TradingRequests[C] : XmlFields;

/** Parsed response of a Trading call: its generated type for a call of eBay's schema, else `XmlBody`. */
export type TradingResponseOf<C extends string> = C extends keyof TradingResponses ? TradingResponses[C] : XmlBody;

/** One item of a paged Trading call: its type for a call of eBay's schema, else `XmlBody`. */
export type TradingPageItemOf<C extends string> = C extends keyof TradingPageItems ? TradingPageItems[C] : XmlBody;
