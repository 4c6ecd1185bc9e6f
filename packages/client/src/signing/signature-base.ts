import { toBase64 } from '../internal/bytes.js';

/** The label eBay expects on Signature-Input and Signature; it never uses another. */
export const SIGNATURE_LABEL = 'sig1';

/** Covered components when the request has a body, in the order eBay's SDKs sign them (docs/ebay-facts.md#signature-headers-and-base). */
export const COMPONENTS_WITH_BODY: readonly string[] = [
  'content-digest',
  'x-ebay-signature-key',
  '@method',
  '@path',
  '@authority',
];

/** Covered components when the request has no body: Content-Digest is only sent with a body. */
export const COMPONENTS_WITHOUT_BODY: readonly string[] = ['x-ebay-signature-key', '@method', '@path', '@authority'];

/** The parts of an HTTP request a signature base is built from; `header` takes a lower-case name. */
export interface SignatureMessage {
  readonly method: string;
  readonly url: URL;
  header(name: string): string | undefined;
}

/** A signature base, or why it cannot be built (worded like eBay's verifier). */
export type SignatureBaseResult =
  { readonly ok: true; readonly base: string } | { readonly ok: false; readonly reason: string };

/** The `@signature-params` value, e.g. `("x-ebay-signature-key" "@method" "@path" "@authority");created=1658440308`. */
export function serializeSignatureParams(components: readonly string[], created: number): string {
  return `(${components.map((name) => `"${name}"`).join(' ')});created=${created}`;
}

/** The Signature-Input header value: the label, `=`, and the signature parameters. */
export function formatSignatureInput(signatureParams: string, label: string = SIGNATURE_LABEL): string {
  return `${label}=${signatureParams}`;
}

/** The Signature header value: the label and the signature as an RFC 8941 byte sequence. */
export function formatSignature(signature: Uint8Array, label: string = SIGNATURE_LABEL): string {
  return `${label}=:${toBase64(signature)}:`;
}

/**
 * Builds the RFC 9421 signature base: one `"name": value` line per covered component, then the
 * `@signature-params` line, joined by `\n` with no trailing newline (docs/ebay-facts.md#signature-headers-and-base).
 * `signatureParams` is used verbatim because the verifier must hash exactly what the signer sent.
 */
export function buildSignatureBase(
  message: SignatureMessage,
  components: readonly string[],
  signatureParams: string,
): SignatureBaseResult {
  const lines: string[] = [];
  for (const component of components) {
    const name = component.toLowerCase();
    let value: string | undefined;
    if (name.startsWith('@')) {
      value = derivedComponent(name, message);
      if (value === undefined) return { ok: false, reason: `Unknown pseudo header ${component}` };
    } else {
      value = message.header(name)?.trim();
      if (value === undefined) return { ok: false, reason: `Header ${component} not included in message` };
    }
    // A line break inside a value would let one component forge another line of the base.
    if (/[\r\n]/.test(value)) return { ok: false, reason: `Header ${component} contains a line break` };
    lines.push(`"${name}": ${value}`);
  }
  lines.push(`"@signature-params": ${signatureParams}`);
  return { ok: true, base: lines.join('\n') };
}

/** Value of a derived component (RFC 9421 §2.2); `undefined` for names we do not know. */
export function derivedComponent(name: string, message: SignatureMessage): string | undefined {
  const { url } = message;
  switch (name) {
    case '@method':
      return message.method.toUpperCase();
    case '@target-uri':
      return url.href;
    case '@authority':
      // URL.host is already lower-case and omits the scheme's default port, as RFC 9421 §2.2.3 asks.
      return url.host.toLowerCase();
    case '@scheme':
      return url.protocol.replace(/:$/, '').toLowerCase();
    case '@request-target':
      return `${url.pathname || '/'}${url.search}`;
    case '@path':
      // Path only: eBay signs `/sell/finances/v1/payout` for `/sell/finances/v1/payout?filter=…`.
      return url.pathname || '/';
    case '@query':
      return url.search || '?';
    default:
      return undefined;
  }
}
