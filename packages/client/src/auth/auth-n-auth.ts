import { requireOption } from '../config.js';
import { EbayApiError } from '../errors/ebay-api-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { ENDPOINT_PATHS, baseUrl } from '../hosts.js';
import type { ClientContext } from '../internal/context.js';
import { tradingCall } from '../xml/trading-call.js';

/** A classic token obtained with FetchToken. */
export interface AuthNAuthToken {
  eBayAuthToken: string;
  /** When eBay stops accepting the token (about 18 months), as eBay sent it (ISO-8601). */
  hardExpirationTime: string | undefined;
}

/**
 * Auth'n'Auth (`ebay.authNAuth`): the classic token flow of the XML services (ebay-wire.md §2):
 * GetSessionID → the user signs in at the returned URL → FetchToken. The token is used only for the XML
 * services; it never goes into REST calls.
 */
export class AuthNAuth {
  readonly #ctx: ClientContext;
  #authToken: string | undefined;

  /** @internal Created by `EbayClient`. */
  constructor(ctx: ClientContext, authToken?: string) {
    this.#ctx = ctx;
    this.#authToken = authToken;
  }

  /** The classic token in use, if any. */
  get authToken(): string | undefined {
    return this.#authToken;
  }

  /** Sets the classic token the XML services send in `RequesterCredentials`. */
  setAuthToken(token: string | AuthNAuthToken): void {
    const value = typeof token === 'string' ? token : token?.eBayAuthToken;
    if (typeof value !== 'string' || value === '') {
      throw new ValidationError('setAuthToken needs the eBayAuthToken string.', { parameter: 'token' });
    }
    this.#ctx.redactor.add(value);
    this.#authToken = value;
  }

  /** Starts a sign-in: a session id (valid 5 minutes) and the eBay sign-in URL to send the user to. */
  async getSessionIdAndAuthUrl(options: { prompt?: 'login' } = {}): Promise<{ sessionId: string; url: string }> {
    const ruName = requireOption(this.#ctx.config, 'ruName', "Auth'n'Auth");
    const body = await tradingCall(this.#ctx, 'GetSessionID', { RuName: ruName }, { keyHeaders: this.#keys() });
    const sessionId = body.SessionID;
    if (typeof sessionId !== 'string' || sessionId === '') {
      throw new EbayApiError({ message: 'GetSessionID response has no SessionID', operation: 'GetSessionID', status: 200 });
    }
    let url = `${baseUrl('signin', this.#ctx.config)}${ENDPOINT_PATHS.signin}?SignIn&runame=${encodeURIComponent(ruName)}&SessID=${encodeURIComponent(sessionId)}`;
    if (options.prompt) url += `&prompt=${encodeURIComponent(options.prompt)}`;
    return { sessionId, url };
  }

  /** Fetches the token of a signed-in session, keeps it for the XML services and returns it. */
  async fetchToken(sessionId: string): Promise<AuthNAuthToken> {
    if (typeof sessionId !== 'string' || sessionId === '') {
      throw new ValidationError('fetchToken needs the sessionId returned by getSessionIdAndAuthUrl.', { parameter: 'sessionId' });
    }
    const body = await tradingCall(this.#ctx, 'FetchToken', { SessionID: sessionId }, { keyHeaders: this.#keys() });
    const token = body.eBayAuthToken;
    if (typeof token !== 'string' || token === '') {
      throw new EbayApiError({ message: 'FetchToken response has no eBayAuthToken', operation: 'FetchToken', status: 200 });
    }
    this.setAuthToken(token);
    const hard = body.HardExpirationTime;
    return { eBayAuthToken: token, hardExpirationTime: typeof hard === 'string' ? hard : undefined };
  }

  /** The three key headers token calls authenticate with (ebay-wire.md §2.1). */
  #keys(): { appId: string; devId: string; certId: string } {
    const need = (option: 'appId' | 'certId' | 'devId'): string => requireOption(this.#ctx.config, option, "Auth'n'Auth");
    return { appId: need('appId'), devId: need('devId'), certId: need('certId') };
  }
}
