import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import type { EmulatorClock } from '../clock.js';
import { encryptJwe, type RandomBytes } from './jwe.js';

/** The ciphers of eBay's `SigningKeyCipher` enum (createSigningKey's `signingKeyCipher`). */
export type SigningKeyCipher = 'ED25519' | 'RSA';

/** eBay's `SigningKey` as getSigningKey and getSigningKeys return it (no private key), docs/ebay-facts.md#key-management-api. */
export interface SigningKey {
  signingKeyId: string;
  signingKeyCipher: SigningKeyCipher;
  /** SubjectPublicKeyInfo DER as bare base64 (no PEM armour), like eBay. */
  publicKey: string;
  /** The `x-ebay-signature-key` value to send with signed requests. */
  jwe: string;
  /** Unix seconds. */
  creationTime: number;
  /** Unix seconds: `creationTime` + 3 years. */
  expirationTime: number;
}

/** createSigningKey's answer: the only time eBay (and so the emulator) hands out the private key. */
export interface CreatedSigningKey extends SigningKey {
  /** PKCS#8 DER as bare base64 (no PEM armour), like eBay. */
  privateKey: string;
}

/** The claims inside an emulator-issued JWE, named and shaped as in eBay's sample JWEs (docs/ebay-facts.md#test-keys-and-vectors). */
export interface SigningKeyClaims {
  /** Same value as `SigningKey.publicKey`. */
  pkey: string;
  /** eBay spells the claim `Ed25519`, not the enum's `ED25519`. */
  cipher: 'Ed25519' | 'RSA';
  appid: string;
  iat: number;
  nbf: number;
  exp: number;
  /** Same value as `SigningKey.signingKeyId`. */
  jti: string;
}

/** What a `SigningKeyStore` needs; one store per emulator (no module-level state). */
export interface SigningKeyStoreOptions {
  /** AES-256 key (32 bytes) that encrypts the JWEs; `verifyEbaySignature` needs the same key to read them. */
  masterKey: Uint8Array;
  /** The emulator clock, so moving it moves `creationTime`. */
  clock: Pick<EmulatorClock, 'now'>;
  /** Goes into the JWE's `appid` claim. */
  appId: string;
  /** Random bytes for the JWE's IVs and content key; default `node:crypto`. Key pairs always use real randomness. */
  randomBytes?: RandomBytes;
}

/**
 * Three years, as eBay counts them: 3 × 365.25 days. eBay-issued JWEs (eBay's Node signature SDK's Vector A, eBay's Java signature SDK's
 * `example-config.json`) have `exp - iat` = 94 672 800 s exactly (docs/ebay-facts.md#test-keys-and-vectors).
 */
export const SIGNING_KEY_LIFETIME_SECONDS = 94_672_800;

/**
 * The emulator's Key Management API state: creates real Ed25519 and RSA-2048 key pairs, wraps each public
 * key in a JWE under the emulator's master key, and keeps the keys (without their private halves, which
 * eBay never returns twice) for getSigningKey and getSigningKeys.
 */
export class SigningKeyStore {
  readonly #masterKey: Uint8Array;
  readonly #clock: Pick<EmulatorClock, 'now'>;
  readonly #appId: string;
  readonly #random: RandomBytes;
  readonly #keys = new Map<string, SigningKey>();

  constructor(options: SigningKeyStoreOptions) {
    if (options.masterKey.length !== 32) throw new RangeError('The signing key master key must be 32 bytes.');
    // A copy: the caller may reuse or wipe its buffer, and JWEs issued earlier must stay readable.
    this.#masterKey = new Uint8Array(options.masterKey);
    this.#clock = options.clock;
    this.#appId = options.appId;
    this.#random = options.randomBytes ?? randomBytes;
  }

  /**
   * createSigningKey: a new key pair of `cipher`, returned once with its private key. Asynchronous because
   * RSA key generation takes tens of milliseconds and must not block the server.
   */
  async create(cipher: SigningKeyCipher): Promise<CreatedSigningKey> {
    const { publicKey, privateKey } = await generate(cipher);
    const signingKeyId = randomUUID();
    const creationTime = Math.floor(this.#clock.now() / 1000);
    const expirationTime = creationTime + SIGNING_KEY_LIFETIME_SECONDS;
    const claims: SigningKeyClaims = {
      pkey: publicKey,
      cipher: cipher === 'ED25519' ? 'Ed25519' : 'RSA',
      appid: this.#appId,
      iat: creationTime,
      nbf: creationTime,
      exp: expirationTime,
      jti: signingKeyId,
    };
    const jwe = encryptJwe(claims, this.#masterKey, this.#random);
    const key: SigningKey = { signingKeyId, signingKeyCipher: cipher, publicKey, jwe, creationTime, expirationTime };
    this.#keys.set(signingKeyId, key);
    return { ...key, privateKey };
  }

  /** getSigningKey: the key with this id, without its private key; `undefined` when unknown (eBay: 210002). */
  get(signingKeyId: string): SigningKey | undefined {
    const key = this.#keys.get(signingKeyId);
    return key && { ...key };
  }

  /** getSigningKeys: every key, oldest first, without private keys. */
  list(): SigningKey[] {
    return [...this.#keys.values()].map((key) => ({ ...key }));
  }
}

function generate(cipher: SigningKeyCipher): Promise<{ publicKey: string; privateKey: string }> {
  // eBay returns bare base64 DER (docs/ebay-facts.md#key-management-api), which the SDKs and baykit's signer read directly.
  const encoding = {
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  } as const;
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, publicKey: Buffer, privateKey: Buffer): void => {
      if (error) reject(error);
      else resolve({ publicKey: publicKey.toString('base64'), privateKey: privateKey.toString('base64') });
    };
    // RSA keys get the plain rsaEncryption OID, so every signer uses PKCS#1 v1.5 as eBay verifies (never PSS).
    if (cipher === 'ED25519') generateKeyPair('ed25519', encoding, done);
    else generateKeyPair('rsa', { modulusLength: 2048, ...encoding }, done);
  });
}
