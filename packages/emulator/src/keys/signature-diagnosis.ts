import { buildSignatureBase, parseSignatureInput, type Signer } from 'baykit';
import type { SignedRequest } from './signed-request.js';

/** The covered component a signature failure comes from, and what the emulator saw of it. */
export interface ComponentMismatch {
  /** The component's identifier as the signature base writes it: `@authority`, `content-digest`, … */
  readonly component: string;
  /** What differs or is missing, and the usual cause. */
  readonly reason: string;
}

/** The hosts eBay's signed calls go to (docs/ebay-facts.md#digital-signatures): what a client signs for. */
const EBAY_SIGNED_HOSTS = ['api.ebay.com', 'apiz.ebay.com', 'api.sandbox.ebay.com', 'apiz.sandbox.ebay.com'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** Signature checks one diagnosis may spend: a failure costs a bounded amount of work, whatever the request. */
const MAX_TRIES = 32;

/**
 * The covered component a failure reason of baykit's verifier is about (a missing header, a digest that does not
 * match the body), or undefined when the reason names no component (`Signature invalid`: see `findMismatch`).
 */
export function componentOfReason(reason: string): string | undefined {
  if (/^x-ebay-signature-key header/i.test(reason)) return 'x-ebay-signature-key';
  if (/^(Content-Digest|Content-digest|Invalid cipher)|content-digest not included/i.test(reason))
    return 'content-digest';
  return /^(?:Header|Unknown pseudo header) (\S+)/.exec(reason)?.[1]?.toLowerCase();
}

/**
 * Which covered component makes a well-formed signature fail to verify (RFC 9421 §3.2 leaves the verifier only a
 * yes or no). The signature base is rebuilt with, for one component at a time, another value the request suggests
 * (`@authority`: eBay's API hosts, `X-Forwarded-Host`, the local names of the port; `@path`: with the query, decoded,
 * the trailing slash; `@method`: the other methods); the value under which the signature verifies is the one the
 * client signed. When none does, the signature was not made with the key the `x-ebay-signature-key` JWE holds.
 * Content-Digest against the body is checked before this, by the verifier. At most 32 checks.
 */
export async function findMismatch(
  request: SignedRequest,
  publicKey: string,
  signer: Signer,
): Promise<ComponentMismatch | undefined> {
  const header = (name: string): string | undefined => request.headers.get(name) ?? undefined;
  const input = parseSignatureInput(header('signature-input') ?? '')?.find((entry, i, all) =>
    all.some((e) => e.label === 'sig1') ? entry.label === 'sig1' : i === 0,
  );
  const signature = input && signatureBytes(header('signature') ?? '', input.label);
  if (!input || !signature) return undefined;
  const url = new URL(request.url);
  const received = buildSignatureBase({ method: request.method, url, header }, input.components, input.signatureParams);
  if (!received.ok) return undefined;
  const lines = received.base.split('\n');
  const encoder = new TextEncoder();
  let tries = 0;
  for (const [index, component] of input.components.entries()) {
    const name = component.toLowerCase();
    const seen = lines[index]?.slice(name.length + 4) ?? '';
    for (const signed of alternatives(name, request, url)) {
      if (signed === seen) continue;
      if (++tries > MAX_TRIES) return undefined;
      const base = lines.map((line, i) => (i === index ? `"${name}": ${signed}` : line)).join('\n');
      if (await signer.verify(publicKey, encoder.encode(base), signature)) {
        return { component: name, reason: differs(name, signed, seen) };
      }
    }
  }
  return {
    component: 'x-ebay-signature-key',
    reason:
      'Signature invalid: the signature does not verify with the public key of the x-ebay-signature-key JWE, and no ' +
      'other value of @authority, @path or @method makes it verify. Sign with the private key created together ' +
      'with that JWE (createSigningKey gives both); otherwise the body changed together with its Content-Digest.',
  };
}

function alternatives(name: string, request: SignedRequest, url: URL): string[] {
  switch (name) {
    case '@authority': {
      const port = url.port === '' ? '' : `:${url.port}`;
      const forwarded = [
        request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(),
        /(?:^|[;,\s])host="?([^";,\s]+)/i.exec(request.headers.get('forwarded') ?? '')?.[1],
      ];
      const local = ['127.0.0.1', 'localhost', '[::1]'].map((host) => `${host}${port}`);
      return unique([...EBAY_SIGNED_HOSTS, ...forwarded, ...local, url.hostname].map((h) => h?.toLowerCase()));
    }
    case '@path': {
      const path = url.pathname;
      const toggled = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      return unique([`${path}${url.search}`, safeDecode(path), toggled]);
    }
    case '@method':
      return unique([...METHODS, request.method.toLowerCase()]);
    default:
      return [];
  }
}

function differs(name: string, signed: string, seen: string): string {
  const hint =
    name === '@authority'
      ? ' A client that sends eBay calls elsewhere (a proxy, the emulator) must keep the Host it signed, or sign the host it sends to.'
      : name === '@path'
        ? ' @path is the path alone: no query string, as sent (percent-encoding included).'
        : '';
  return `Signature invalid: ${name} differs. The signature covers ${JSON.stringify(signed)}; the request has ${JSON.stringify(seen)}.${hint}`;
}

/** The bytes of the `label` member of a Signature header (`sig1=:<base64>:`); the verifier already checked its form. */
function signatureBytes(header: string, label: string): Uint8Array | undefined {
  for (const member of header.split(',')) {
    const match = /^\s*([a-z*][a-z0-9_.*-]*)=:([A-Za-z0-9+/]+={0,2}):/.exec(member);
    if (match?.[1] === label && match[2]) return Uint8Array.from(Buffer.from(match[2], 'base64'));
  }
  return undefined;
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined && v !== ''))];
}
