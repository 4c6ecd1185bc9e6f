import type { XmlFields } from './builder.js';

/** The parsed content of an XML response the client has no dedicated type for: element names to values. */
export type XmlBody = Record<string, unknown>;

/** Typed Trading requests and responses, by call name (filled in by `./types`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the typed calls land
export interface TradingRequests {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the typed calls land
export interface TradingResponses {}

/** Request fields of a Trading call: its typed fields when baykit types the call, else any fields. */
export type TradingRequestOf<C extends string> = C extends keyof TradingRequests ? TradingRequests[C] : XmlFields;

/** Parsed response of a Trading call: its type when baykit types the call, else `XmlBody`. */
export type TradingResponseOf<C extends string> = C extends keyof TradingResponses ? TradingResponses[C] : XmlBody;
