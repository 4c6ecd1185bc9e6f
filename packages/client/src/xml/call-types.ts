import type { XmlFields } from './builder.js';
import type { ItemType } from './types/listings.js';
import type { OrderType, TransactionType } from './types/orders.js';
import type { TradingRequests, TradingResponses } from './types/trading.js';

/** The parsed content of an XML response the client has no dedicated type for: element names to values. */
export type XmlBody = Record<string, unknown>;

/** Request fields of a Trading call: its typed fields when baykit types the call, else any fields. */
export type TradingRequestOf<C extends string> = C extends keyof TradingRequests ? TradingRequests[C] : XmlFields;

/** Parsed response of a Trading call: its type when baykit types the call, else `XmlBody`. */
export type TradingResponseOf<C extends string> = C extends keyof TradingResponses ? TradingResponses[C] : XmlBody;

/** The item type each paged Trading call yields through `ebay.paginate`. */
export interface TradingPageItems {
  GetSellerList: ItemType;
  GetOrders: OrderType;
  GetSellerTransactions: TransactionType;
  GetItemTransactions: TransactionType;
}

/** One item of a paged Trading call: its type when baykit types it, else `XmlBody`. */
export type TradingPageItemOf<C extends string> = C extends keyof TradingPageItems ? TradingPageItems[C] : XmlBody;
