import { sign } from 'node:crypto';
import type { SigningKey } from '../../world/stores/notification-subscriptions.js';

/** The public key of eBay's event-notification-nodejs-sdk test vector (eBay/event-notification-nodejs-sdk `test/test.json`), served for its kid. */
export const ENN_TEST_KEY = {
  kid: '9936261a-7d7b-4621-a0f1-96ccb428af49',
  publicKeyDer:
    'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEZhhxXKtR+TOvtDbgTPCkSof02qgBB7IsYOyf76ilExJ/upAa/vKIKheOoCyOpcLmi4t0b4uepb7LLjmMr90FUg==',
} as const;

/** A public key in eBay's `getPublicKey` form: PEM armour without newlines around the base64. */
export function ebayPem(publicKeyDer: string): string {
  return `-----BEGIN PUBLIC KEY-----${publicKeyDer}-----END PUBLIC KEY-----`;
}

/** The `X-EBAY-SIGNATURE` value for `body`: base64 JSON `{alg, kid, signature, digest}` (ECDSA DER over SHA-1). */
export function signatureHeader(key: SigningKey, body: string): string {
  const signature = sign('sha1', Buffer.from(body, 'utf8'), key.privateKey).toString('base64');
  return Buffer.from(JSON.stringify({ alg: 'ecdsa', kid: key.kid, signature, digest: 'SHA1' })).toString('base64');
}
