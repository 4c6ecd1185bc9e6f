import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { readPrivateFile, writePrivateFile } from '@baykit/local';
import type { SignatureKey } from 'baykit';
import type { CliClient } from './client.js';
import type { CliIo } from './io.js';
import { stateDir } from './paths.js';

const keyFile = (io: CliIo): string => join(stateDir(io), 'emulator-signing-key.json');

/** errorIds of a signing key the emulator cannot use (a restarted or reset emulator forgot it): get a new one. */
export const STALE_KEY_ERRORS: ReadonlySet<number> = new Set([215120, 215122]);

function cachedKey(io: CliIo, origin: string): SignatureKey | undefined {
  const text = readPrivateFile(keyFile(io));
  if (text === undefined) return undefined;
  try {
    const saved = JSON.parse(text) as Partial<SignatureKey> & { origin?: unknown };
    if (saved.origin === origin && typeof saved.jwe === 'string' && typeof saved.privateKey === 'string')
      return { jwe: saved.jwe, privateKey: saved.privateKey };
  } catch {
    // Not JSON: a new one is made.
  }
  return undefined;
}

/** Forgets the emulator signing key kept for the command line. */
export function forgetEmulatorKey(io: CliIo): void {
  rmSync(keyFile(io), { force: true });
}

/**
 * A signing key for calls to the shared emulator: the one kept from an earlier command (0600, beside the tokens),
 * or a new one from the emulator's Key Management API (`createSigningKey`, Ed25519), kept for the next commands.
 * So the calls eBay wants signed (Finances, Fulfillment, …) and `--sign` work against the emulator with no setup.
 */
export async function emulatorSigningKey(io: CliIo, target: CliClient): Promise<SignatureKey> {
  if (!target.emulator) throw new Error('emulatorSigningKey is for the emulator environment.');
  const cached = cachedKey(io, target.emulator);
  if (cached) return cached;
  const key = await target.client.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  if (!key.jwe || !key.privateKey) throw new Error('The emulator answered a signing key without jwe or privateKey.');
  writePrivateFile(keyFile(io), JSON.stringify({ origin: target.emulator, jwe: key.jwe, privateKey: key.privateKey }));
  return { jwe: key.jwe, privateKey: key.privateKey };
}
