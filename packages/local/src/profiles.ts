// The profile store: `$XDG_CONFIG_HOME/baykit/config.json`, the keysets `baykit configure` saves by name, read by
// every tool that signs in as the command line does (the CLI, the MCP server).
import { join } from 'node:path';
import { writePrivateFile } from 'baykit/private-file';
import { readPrivateFile } from './private-file.js';
import { configBase, configDir, type LocalIo } from './state-dir.js';
import { UsageError } from './errors.js';

/** One profile of the config file: an eBay environment and the keyset for it. */
export interface Profile {
  env: 'sandbox' | 'production';
  appId: string;
  certId: string;
  devId?: string;
  ruName?: string;
}

/** The config file's content: profiles by name, as read (an entry may not be a `Profile`: `isProfile` tells). */
export interface ProfileFile {
  profiles: Record<string, Profile>;
}

/** `$XDG_CONFIG_HOME/baykit/config.json` (default `~/.config/baykit/config.json`). */
export function configPath(io: LocalIo): string {
  return join(configBase(io), 'config.json');
}

/**
 * The profiles of the config file (none when there is no file, or it is not JSON). Read only from a private
 * folder, never through a link, and only when no one else can read the file: it holds the cert ids
 * (`PrivateStateError` otherwise, with the chmod that fixes it).
 */
export function readProfiles(io: LocalIo): ProfileFile {
  const dir = configDir(io, { create: false });
  const text = dir === undefined ? undefined : readPrivateFile(join(dir, 'config.json'), { onlyOwnerMayRead: true });
  if (text === undefined) return { profiles: {} };
  try {
    const raw = JSON.parse(text) as Partial<ProfileFile>;
    return { profiles: typeof raw.profiles === 'object' && raw.profiles !== null ? raw.profiles : {} };
  } catch {
    return { profiles: {} };
  }
}

/**
 * Writes `file` as the config file: mode 0600 in a checked 0700 folder, whole, through a new temporary file renamed
 * into place (never through a link). Resolves to its path.
 */
export function writeProfiles(io: LocalIo, file: ProfileFile): string {
  const path = join(configDir(io, { create: true }) as string, 'config.json');
  writePrivateFile(path, `${JSON.stringify(file, null, 2)}\n`);
  return path;
}

/** The profile named by `flag` or `BAYKIT_PROFILE`, if any; a `UsageError` naming the known ones otherwise. */
export function profileOf(io: LocalIo, flag: string | undefined): Profile | undefined {
  const name = flag ?? io.env.BAYKIT_PROFILE;
  if (!name) return undefined;
  const profiles = readProfiles(io).profiles;
  // Own entries only: `--profile constructor` must not find Object's constructor.
  const profile = Object.hasOwn(profiles, name) ? profiles[name] : undefined;
  if (!profile) {
    const known = Object.keys(profiles);
    throw new UsageError(
      `No profile "${name}"${known.length > 0 ? ` (profiles: ${known.join(', ')})` : ''}: create it with baykit configure --profile ${name}.`,
    );
  }
  if (!isProfile(profile))
    throw new UsageError(
      `Profile "${name}" in ${configPath(io)} is not one baykit wrote (env sandbox or production, appId, certId): write it again with baykit configure --profile ${name}.`,
    );
  return profile;
}

/** Whether a profile read from the file has the shape `baykit configure` writes. */
export function isProfile(value: unknown): value is Profile {
  const p = value as Partial<Record<keyof Profile, unknown>>;
  return (
    typeof value === 'object' &&
    value !== null &&
    (p.env === 'sandbox' || p.env === 'production') &&
    typeof p.appId === 'string' &&
    typeof p.certId === 'string' &&
    (p.devId === undefined || typeof p.devId === 'string') &&
    (p.ruName === undefined || typeof p.ruName === 'string')
  );
}
