import { requireOption } from '../config.js';
import { EbayApiError } from '../errors/ebay-api-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { SIGNIN_PATH, baseUrl } from '../hosts.js';
import type { ClientContext } from '../internal/context.js';
import type { XmlRuntime } from '../xml/runtime.js';

/** A classic token obtained with FetchToken. */
export interface AuthNAuthToken {
  eBayAuthToken: string;
  /** When eBay stops accepting the token (about 18 months), as eBay sent it (ISO-8601). */
  hardExpirationTime: string | undefined;
}

/**
 * Auth'n'Auth (`ebay.authNAuth`): the classic token flow of the XML services (docs/ebay-facts.md#authnauth):
 * GetSessionID → the user signs in at the returned URL → FetchToken. The token is used only for the XML
 * services; it never goes into REST calls.
 */
export class AuthNAuth {
  readonly #ctx: ClientContext;
  readonly #xml: XmlRuntime;
  #authToken: string | undefined;

  /** @internal Created by `EbayClient`. */
  constructor(ctx: ClientContext, xml: XmlRuntime, authToken?: string) {
    this.#ctx = ctx;
    this.#xml = xml;
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
    const body = (await this.#xml.call('trading', 'GetSessionID', { RuName: ruName })) as Record<string, unknown>;
    const sessionId = body.SessionID;
    if (typeof sessionId !== 'string' || sessionId === '') {
      throw new EbayApiError({
        message: 'GetSessionID response has no SessionID',
        operation: 'GetSessionID',
        status: 200,
      });
    }
    let url = `${baseUrl('signin', this.#ctx.config)}${SIGNIN_PATH}?SignIn&runame=${encodeURIComponent(ruName)}&SessID=${encodeURIComponent(sessionId)}`;
    if (options.prompt) url += `&prompt=${encodeURIComponent(options.prompt)}`;
    return { sessionId, url };
  }

  /** Fetches the token of a signed-in session, keeps it for the XML services and returns it. */
  async fetchToken(sessionId: string): Promise<AuthNAuthToken> {
    if (typeof sessionId !== 'string' || sessionId === '') {
      throw new ValidationError('fetchToken needs the sessionId returned by getSessionIdAndAuthUrl.', {
        parameter: 'sessionId',
      });
    }
    const body = (await this.#xml.call('trading', 'FetchToken', { SessionID: sessionId })) as Record<string, unknown>;
    const token = body.eBayAuthToken;
    if (typeof token !== 'string' || token === '') {
      throw new EbayApiError({
        message: 'FetchToken response has no eBayAuthToken',
        operation: 'FetchToken',
        status: 200,
      });
    }
    this.setAuthToken(token);
    const hard = body.HardExpirationTime;
    return { eBayAuthToken: token, hardExpirationTime: typeof hard === 'string' ? hard : undefined };
  }
}
