import { join } from 'node:path';
import type { CredentialsInput } from '../../shared/api.js';
import { writePrivateFile } from '@baykit/local';
import { readJsonFile, type Warn } from './private-file.js';

/** The environments whose credentials the user enters (the local one uses the emulator's test app). */
export type RemoteEnvId = 'sandbox' | 'production';

/** Credentials of one environment as stored. */
export interface StoredCredentials {
  appId: string;
  certId: string;
  devId?: string;
  ruName?: string;
}

interface CredentialsFileContent {
  version: 1;
  environments: Partial<Record<RemoteEnvId, StoredCredentials>>;
}

/**
 * `${dataDir}/credentials.json`: the keysets of sandbox and production, in a file only the user can read
 * (mode 0600, directory 0700). A file that cannot be understood is ignored with one warning.
 */
export class CredentialsFile {
  readonly path: string;
  #content: CredentialsFileContent = { version: 1, environments: {} };

  constructor(dataDir: string, warn: Warn) {
    this.path = join(dataDir, 'credentials.json');
    const raw = readJsonFile(this.path, warn);
    if (raw === undefined) return;
    const environments =
      isRecord(raw) && raw.version === 1 && isRecord(raw.environments) ? raw.environments : undefined;
    if (!environments) {
      warn(`ignoring ${this.path}: it does not have the expected shape.`);
      return;
    }
    for (const env of ['sandbox', 'production'] as const) {
      const value = environments[env];
      if (value === undefined) continue;
      const parsed = parseCredentials(value);
      if (parsed.ok) this.#content.environments[env] = parsed.credentials;
      else warn(`ignoring the ${env} credentials in ${this.path}: ${parsed.problem}`);
    }
  }

  /** The stored credentials of `env`, if any. */
  get(env: RemoteEnvId): StoredCredentials | undefined {
    return this.#content.environments[env];
  }

  /** Stores (or with `undefined`, removes) the credentials of `env` and rewrites the file. */
  set(env: RemoteEnvId, credentials: StoredCredentials | undefined): void {
    const { [env]: _previous, ...others } = this.#content.environments;
    this.#content.environments = credentials ? { ...others, [env]: credentials } : others;
    writePrivateFile(this.path, `${JSON.stringify(this.#content, null, 2)}\n`);
  }
}

/**
 * Validates credentials from the UI or the file: non-empty strings without surrounding spaces. The problem
 * names the field, never its value.
 */
export function parseCredentials(
  value: unknown,
): { ok: true; credentials: StoredCredentials } | { ok: false; problem: string } {
  if (!isRecord(value))
    return { ok: false, problem: 'expected an object with appId and certId (devId and ruName optional).' };
  const credentials: Partial<StoredCredentials> = {};
  for (const field of ['appId', 'certId', 'devId', 'ruName'] as const satisfies readonly (keyof CredentialsInput)[]) {
    const raw = value[field];
    const required = field === 'appId' || field === 'certId';
    if (raw === undefined || raw === null || (raw === '' && !required)) {
      if (required) return { ok: false, problem: `${field} is required.` };
      continue;
    }
    if (typeof raw !== 'string' || raw.trim() === '')
      return { ok: false, problem: `${field} must be a non-empty string.` };
    credentials[field] = raw.trim();
  }
  return { ok: true, credentials: credentials as StoredCredentials };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
