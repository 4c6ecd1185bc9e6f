import { JSON_TYPE } from '../internal/media-type.js';
import { base64Text, textAsBase64 } from './body.js';
import { REDACTED, redactHeaders } from '../internal/redact.js';
import { SecretMask, secretsInMessages } from '../internal/wire-mask.js';
import { isPersonalJsonField, isPersonalXmlPath, PersonalDataMask } from './personal.js';
import type { CassetteExchange, CassetteMessageBody, CassetteRequest, CassetteResponse } from './types.js';
import { rewriteXmlText, type XmlTextRule } from './xml-text.js';

/** How a cassette's exchanges are hidden. Secrets are always redacted; personal data unless told to keep it. */
export interface RedactOptions {
  /** Keep names, addresses, emails, phone numbers and user names as they were (default false: masked). */
  keepPersonalData?: boolean;
}

/** Headers whose values are credentials or the keyset's ids, besides those every baykit mask hides (`redactHeaders`). */
const SECRET_HEADERS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'x-ebay-api-dev-name',
  'x-ebay-api-app-name',
  'x-ebay-api-cert-name',
  'signature',
  'signature-input',
]);
/** Any header named like a credential (`x-ebay-api-iaf-token`, a proxy's `x-auth-token`, …). */
const SECRET_HEADER_NAME = /token|secret|cookie|password/i;
/** eBay's tokens by their look, wherever a header carries one (an end-user context, a custom header). */
const EBAY_TOKEN = /v\^1\.1#|AgAAAA[\w+/]{20}/;
/**
 * JSON fields holding credentials (token answers, key management, consent), the Notification API's destination
 * verification token (https://developer.ebay.com/api-docs/commerce/notification/resources/destination/methods/createDestination)
 * and the Client Alerts API's JSON answers (its auth token, session id and session data:
 * https://developer.ebay.com/devzone/xml/docs/reference/ebay/GetClientAlertsAuthToken.html).
 */
const SECRET_JSON_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'verificationToken',
  'ClientAlertsAuthToken',
  'SessionID',
  'sessionId',
  'SessionData',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'eBayAuthToken',
  'IAFToken',
  'privateKey',
  'jwe',
  'signature',
  'password',
]);
/**
 * XML elements holding credentials: Auth'n'Auth tokens, the keyset in RequesterCredentials, session ids, FetchToken's
 * `SecretID` (https://developer.ebay.com/devzone/xml/docs/reference/ebay/types/FetchTokenRequestType.html), the
 * Client Alerts token and session (GetClientAlertsAuthToken), and the signature of a Platform Notification.
 */
const SECRET_XML_ELEMENTS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'SecretID',
  'ClientAlertsAuthToken',
  'SessionData',
  'NotificationSignature',
  'eBayAuthToken',
  'IAFToken',
  'RESTToken',
  'DevId',
  'AppId',
  'CertId',
  'AuthCert',
  'SessionID',
  'Password',
  'Signature',
]);
/** Form fields of token requests that are credentials. */
const SECRET_FORM_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'code',
  'refresh_token',
  'access_token',
  'client_secret',
  'client_assertion',
  'password',
]);
/** JSON nested deeper than this is not redacted but replaced by `TOO_DEEP` (the emulator refuses past 64 levels too). */
const MAX_JSON_DEPTH = 64;
/** What stands in the cassette for JSON nested past `MAX_JSON_DEPTH`. */
const TOO_DEEP = '[too deep, removed]';
/** Query parameters that carry credentials: consent codes, tokens, Auth'n'Auth session ids, signatures. */
const SECRET_QUERY = /^(code|client_secret|sessid|sessionid|signature)$|token/i;

/**
 * A redactor for one cassette: secrets found in an exchange (a token in an answer, a cert id in a request) are hidden
 * by value in every later one too, and a personal value gets the same mask in every exchange.
 */
export function cassetteRedactor(options: RedactOptions = {}): (exchange: CassetteExchange) => CassetteExchange {
  const secrets = new SecretMask();
  const personal = options.keepPersonalData ? undefined : new PersonalDataMask();
  return (exchange) => {
    const { request, response } = exchange;
    secrets.add(secretsInMessages(wireMessage(request), wireMessage(response)));
    const hide = new MessageRedactor(secrets, personal);
    const redactedRequest: CassetteRequest = {
      method: request.method,
      url: hide.url(request.url),
      headers: hide.headers(request.headers),
    };
    const redactedResponse: CassetteResponse = { status: response.status, headers: hide.headers(response.headers) };
    if (request.body) redactedRequest.body = hide.body(request.body, request.headers['content-type']);
    if (response.body) redactedResponse.body = hide.body(response.body, response.headers['content-type']);
    return { ...exchange, request: redactedRequest, response: redactedResponse };
  };
}

/**
 * One exchange with its secrets redacted (`Authorization`, cookies, tokens, codes, the keyset's ids, signatures:
 * in headers, URLs, JSON, XML and forms) and, unless `keepPersonalData`, its personal data masked. For a whole
 * cassette use one `cassetteRedactor`, so masks stay the same from one exchange to the next.
 */
export function redactExchange(exchange: CassetteExchange, options: RedactOptions = {}): CassetteExchange {
  return cassetteRedactor(options)(exchange);
}

function wireMessage(message: CassetteRequest | CassetteResponse): { headers: Record<string, string>; body?: string } {
  const body = message.body && ('text' in message.body ? message.body.text : base64Text(message.body.base64));
  return body === undefined ? { headers: message.headers } : { headers: message.headers, body };
}

class MessageRedactor {
  readonly #secrets: SecretMask;
  readonly #personal: PersonalDataMask | undefined;

  constructor(secrets: SecretMask, personal: PersonalDataMask | undefined) {
    this.#secrets = secrets;
    this.#personal = personal;
  }

  headers(headers: Readonly<Record<string, string>>): Record<string, string> {
    const out = redactHeaders(headers);
    for (const [name, value] of Object.entries(out)) {
      const secret = SECRET_HEADERS.has(name) || SECRET_HEADER_NAME.test(name) || EBAY_TOKEN.test(value);
      out[name] = secret && !value.includes(REDACTED) ? REDACTED : this.#secrets.text(value);
    }
    return out;
  }

  url(url: string): string {
    const at = url.indexOf('?');
    if (at < 0) return this.#secrets.text(url);
    const [query, fragment = ''] = url.slice(at + 1).split('#', 2);
    return this.#secrets.text(
      `${url.slice(0, at)}?${this.#form(query ?? '', SECRET_QUERY)}${fragment && `#${fragment}`}`,
    );
  }

  body(body: CassetteMessageBody, contentType = ''): CassetteMessageBody {
    if ('base64' in body) return this.#bytes(body.base64, contentType);
    const text = body.text;
    const lead = text.trimStart()[0];
    if (JSON_TYPE.test(contentType) || (!contentType && (lead === '{' || lead === '[')))
      return { text: this.#json(text) };
    if (/xml/i.test(contentType) || (!contentType && lead === '<')) return { text: this.#xml(text) };
    if (/x-www-form-urlencoded/i.test(contentType))
      return { text: this.#secrets.text(this.#form(text, SECRET_FORM_FIELDS)) };
    return { text: this.#secrets.text(text) };
  }

  /**
   * Bytes that are valid UTF-8 text (a body whose content type the recorder did not take for text) are redacted as
   * that text and kept as base64; other bytes (images, PDFs, gzipped feeds) carry nothing baykit could find by place.
   */
  #bytes(base64: string, contentType: string): CassetteMessageBody {
    const text = base64Text(base64);
    if (text === undefined) return { base64 };
    const hidden = this.body({ text }, contentType);
    return 'text' in hidden && hidden.text !== text ? { base64: textAsBase64(hidden.text) } : { base64 };
  }

  #json(text: string): string {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON after all: credentials are still found by place and by value.
      return this.#secrets.body(text);
    }
    const out = JSON.stringify(this.#jsonValue(parsed, false, 0));
    let same = false;
    try {
      same = out === JSON.stringify(parsed);
    } catch {
      // Nested too deep to write out again: the part past MAX_JSON_DEPTH was removed, so it changed.
    }
    // Unchanged data keeps its original spelling (whitespace, key order).
    return same ? text : out;
  }

  #jsonValue(value: unknown, personal: boolean, depth: number): unknown {
    if (typeof value === 'string')
      return personal && this.#personal ? this.#personal.mask(value) : this.#secrets.text(value);
    if (typeof value !== 'object' || value === null) return value;
    // Never copied out unread: eBay's answers nest far less, and a part not walked could hold a secret.
    if (depth >= MAX_JSON_DEPTH) return TOO_DEEP;
    if (Array.isArray(value)) return value.map((item) => this.#jsonValue(item, personal, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] =
        SECRET_JSON_FIELDS.has(key) && typeof item === 'string'
          ? REDACTED
          : this.#jsonValue(item, personal || isPersonalJsonField(key), depth + 1);
    }
    return out;
  }

  #xml(text: string): string {
    const personal = this.#personal;
    const rule: XmlTextRule = (path) => {
      if (SECRET_XML_ELEMENTS.has(path.at(-1) ?? '')) return () => REDACTED;
      if (personal && isPersonalXmlPath(path)) return (value) => personal.mask(value);
      return undefined;
    };
    return this.#secrets.text(rewriteXmlText(text, rule));
  }

  /** `a=1&code=x` with the values of the fields `secret` names replaced, everything else as written. */
  #form(text: string, secret: ReadonlySet<string> | RegExp): string {
    return text
      .split('&')
      .map((pair) => {
        const at = pair.indexOf('=');
        const name = at < 0 ? pair : pair.slice(0, at);
        const named = secret instanceof RegExp ? secret.test(name) : secret.has(name);
        return named && at >= 0 ? `${name}=${REDACTED}` : pair;
      })
      .join('&');
  }
}
