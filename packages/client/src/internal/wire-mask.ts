import { REDACTED, redactHeaders } from './redact.js';

/** Shorter values are not masked wherever they appear: masking `a` would mangle every text (as the Redactor does). */
const MIN_SECRET_LENGTH = 8;

/** JSON fields of token answers that are credentials (masked whole in parsed data). */
const SECRET_JSON_FIELDS = /* @__PURE__ */ new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'eBayAuthToken',
  'privateKey',
  'jwe',
]);

// Written out as literals (not built from lists) so that a bundle which never masks drops them. Form fields of a
// token request that are credentials (the code, the refresh token, a client secret); JSON fields of token answers
// that are credentials (signing keys included); Auth'n'Auth tokens in RequesterCredentials and FetchToken's answer
// (eBayAuthToken, RESTToken; a namespace prefix is allowed for SOAP-ish bodies).
const FORM_FIELD = /(^|&)(code|refresh_token|client_secret|client_assertion|password)=([^&]*)/g;
const JSON_FIELD =
  /("(?:access_token|refresh_token|id_token|eBayAuthToken|privateKey|jwe)"\s*:\s*)"((?:[^"\\]|\\.)*)"/g;
const XML_TOKEN = /(<(?:[\w-]+:)?(eBayAuthToken|RESTToken)(?:\s[^>]*)?>)([\s\S]*?)(<\/(?:[\w-]+:)?\2>)/g;

/** The spellings a secret may take in a URL, a form, JSON or XML. */
function spellings(secret: string): string[] {
  const xml = secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [secret, encodeURIComponent(secret), new URLSearchParams({ v: secret }).toString().slice(2), xml];
}

/** `atob` that gives undefined for text that is not base64. */
function fromBase64(text: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** The credentials a text body carries by its shape: token form fields, token JSON fields, XML auth tokens. */
function secretsInBody(body: string | undefined): string[] {
  if (!body) return [];
  const found: string[] = [];
  for (const match of body.matchAll(FORM_FIELD)) {
    const raw = match[3] ?? '';
    found.push(raw);
    try {
      found.push(decodeURIComponent(raw.replace(/\+/g, ' ')));
    } catch {
      // A malformed escape is still masked as written.
    }
  }
  for (const match of body.matchAll(JSON_FIELD)) {
    const raw = match[2] ?? '';
    found.push(raw);
    try {
      // The token itself, as the next request carries it, when the JSON escaped some of its characters.
      found.push(JSON.parse(`"${raw}"`) as string);
    } catch {
      // Not a valid JSON string: masked as written.
    }
  }
  for (const match of body.matchAll(XML_TOKEN)) found.push((match[3] ?? '').trim());
  return found;
}

function secretsInHeaders(headers: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'authorization') {
      const [scheme = '', credential = ''] = value.split(/\s+/, 2);
      found.push(credential || value);
      if (/^basic$/i.test(scheme)) {
        // `appId:certId`: the app id is public, the cert id is the client secret.
        const decoded = fromBase64(credential) ?? '';
        found.push(decoded.slice(decoded.indexOf(':') + 1));
      }
    } else if (lower === 'x-ebay-api-iaf-token' || lower === 'x-ebay-api-cert-name') {
      found.push(value);
    }
  }
  return found;
}

/** One HTTP message as text: its headers and, when it is text, its body. */
export interface WireMessage {
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | undefined;
}

/**
 * The credentials HTTP messages show by their place: the Authorization, IAF-token and cert-name headers (the cert id
 * inside Basic credentials), token form fields, token JSON fields and XML auth tokens. Feed them to a `SecretMask`
 * before masking a conversation, so a token is hidden in the request that used it as in the answer that issued it.
 */
export function secretsInMessages(...messages: readonly WireMessage[]): string[] {
  const found = messages.flatMap((m) => [...secretsInHeaders(m.headers), ...secretsInBody(m.body)]);
  return found.filter((s) => s.length > 0 && s !== REDACTED);
}

/**
 * Masks known secret values (cert ids, tokens) wherever they appear, in each spelling they take in a URL, a form,
 * JSON or XML: for showing what went over the wire (the explorer, `baykit call --verbose`) without leaking it.
 */
export class SecretMask {
  #needles: string[] = [];
  readonly #secrets = new Set<string>();

  constructor(secrets: Iterable<string | undefined> = []) {
    this.add(secrets);
  }

  /** Adds values to mask; short ones (under 8 characters) and empty ones are ignored. */
  add(secrets: Iterable<string | undefined>): void {
    for (const secret of secrets) {
      if (!secret || secret.length < MIN_SECRET_LENGTH || this.#secrets.has(secret)) continue;
      this.#secrets.add(secret);
      for (const spelling of spellings(secret)) if (!this.#needles.includes(spelling)) this.#needles.push(spelling);
    }
    // Longest first: a secret that contains another is masked whole, not with a leftover tail.
    this.#needles.sort((a, b) => b.length - a.length);
  }

  /** `text` with every known secret replaced by `REDACTED`. */
  text(text: string): string {
    let out = text;
    for (const needle of this.#needles) if (out.includes(needle)) out = out.split(needle).join(REDACTED);
    return out;
  }

  /** A deep copy of parsed data with secrets masked in every string and credential-named fields masked whole. */
  value(value: unknown, depth = 0): unknown {
    if (typeof value === 'string') return this.text(value);
    if (depth > 64 || typeof value !== 'object' || value === null || value instanceof Uint8Array) return value;
    if (Array.isArray(value)) return value.map((item) => this.value(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = SECRET_JSON_FIELDS.has(key) && typeof item === 'string' ? REDACTED : this.value(item, depth + 1);
    }
    return out;
  }

  /** A text body with credentials masked by their place (form fields, JSON fields, XML tokens) and by value. */
  body(body: string): string {
    const placed = body
      .replace(FORM_FIELD, (_all, lead: string, name: string) => `${lead}${name}=${REDACTED}`)
      .replace(JSON_FIELD, (_all, lead: string) => `${lead}"${REDACTED}"`)
      .replace(
        XML_TOKEN,
        (_all, open: string, _name: string, _token: string, close: string) => `${open}${REDACTED}${close}`,
      );
    return this.text(placed);
  }

  /** Headers with lower-case names, credential headers masked (`redactHeaders`) and known secrets replaced. */
  headers(headers: Readonly<Record<string, string>>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(redactHeaders(headers))) out[name] = this.text(value);
    return out;
  }
}
