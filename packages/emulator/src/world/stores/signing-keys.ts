// The Key Management API's signing keys, one key store per app (flows/key-management.ts creates each on the app's
// first call, with the emulator's master key and clock).
import type { SigningKeyStore } from '../../keys/signing-keys.js';

/** Each app's signing keys, by App ID. */
export type SigningKeys = Map<string, SigningKeyStore>;
