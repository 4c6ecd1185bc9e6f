import type { EmulatorContext } from '../context.js';
import type { XmlFailure } from './envelope.js';

/** What a Trading call handler gets: the authenticated user and the request. */
export interface TradingCallInput {
  ctx: EmulatorContext;
  /** Content of `<Call>Request`. */
  fields: Record<string, unknown>;
  /** The file of a multipart request. */
  attachment?: Uint8Array;
  /** The signed-in user the token stands for. */
  user: string;
  /** The app the token was issued to (its App ID): whose application-level state the call reads and changes. */
  appId: string;
  /** The token the call was made with (the classic token, or the OAuth token of `X-EBAY-API-IAF-TOKEN`). */
  token: string;
  /** Emulator clock, ms since the epoch. */
  now: number;
  /** The call's `X-EBAY-API-SITEID` (`'0'` when absent): which marketplace and category tree it lists on. */
  siteId: string;
}

/** The call data of a Trading answer, or its errors. */
export type TradingCallResult = { ok: true; fields: Record<string, unknown> } | { ok: false; failures: XmlFailure[] };

/** One Trading call of the emulator. */
export type TradingCall = (input: TradingCallInput) => TradingCallResult;

/** A successful answer with `fields`. */
export function success(fields: Record<string, unknown>): TradingCallResult {
  return { ok: true, fields };
}

/** A failed answer with one error. */
export function failure(f: XmlFailure): TradingCallResult {
  return { ok: false, failures: [f] };
}

/** Error 17: the listing is unknown, ended or not the caller's (docs/ebay-facts.md#xml-error-codes style). */
export function itemNotFound(itemId: string): TradingCallResult {
  return failure({
    code: '17',
    shortMessage: 'Item cannot be accessed.',
    longMessage: `Item "${itemId}" is invalid, not activated, or no longer in our database.`,
    parameters: [itemId],
  });
}

/** Error 37: a missing or invalid input field, with the tag as parameter. */
export function invalidField(tag: string): TradingCallResult {
  return failure({
    code: '37',
    shortMessage: 'Input data is invalid.',
    longMessage: `Input data for tag <${tag}> is invalid or missing. Please check API documentation.`,
    parameters: [tag],
  });
}
