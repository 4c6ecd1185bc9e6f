/**
 * Byte helpers that work the same in Node, browsers and edge runtimes (no `Buffer`), so the signing code
 * can be bundled for the web.
 */

/** UTF-8 bytes of a string body, or the bytes themselves. */
export function toBytes(body: Uint8Array | string): Uint8Array {
  return typeof body === 'string' ? new TextEncoder().encode(body) : body;
}

/** Standard (padded) base64 of some bytes, as RFC 9421 byte sequences and Content-Digest use. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked so a large body digest or key never hits the argument-count limit of String.fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Decodes standard or URL-safe base64 (whitespace ignored, padding optional).
 * Returns `undefined` for anything else instead of throwing, so callers can word their own error.
 */
export function fromBase64(text: string): Uint8Array | undefined {
  const compact = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (compact.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return undefined;
  const unpadded = compact.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return undefined;
  const padded = unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Copies bytes into a fresh `ArrayBuffer`-backed array, the only input shape every Web Crypto typing accepts. */
export function toArrayBufferView(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(new ArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}
