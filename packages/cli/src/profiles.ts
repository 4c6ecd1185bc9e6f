import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readPrivateFile } from '@baykit/emulator/shared';
import { writePrivateFile } from 'baykit/private-file';
import { UsageError, type CliIo } from './io.js';
import { checkName, ownValue } from './names.js';
import { configBase, configDir } from './paths.js';

/** One profile of the config file: an eBay environment and the keyset for it. */
export interface Profile {
  env: 'sandbox' | 'production';
  appId: string;
  certId: string;
  devId?: string;
  ruName?: string;
}

interface ConfigFile {
  profiles: Record<string, Profile>;
}

/** `$XDG_CONFIG_HOME/baykit/config.json` (default `~/.config/baykit/config.json`). */
export function configPath(io: CliIo): string {
  return join(configBase(io), 'config.json');
}

function readConfig(io: CliIo): ConfigFile {
  // Read only from a private directory, never through a link, and only when no one else can read it: it holds the
  // cert ids (PrivateStateError otherwise, with the chmod that fixes it).
  const dir = configDir(io, { create: false });
  const text = dir === undefined ? undefined : readPrivateFile(join(dir, 'config.json'), { onlyOwnerMayRead: true });
  if (text === undefined) return { profiles: {} };
  try {
    const raw = JSON.parse(text) as Partial<ConfigFile>;
    return { profiles: typeof raw.profiles === 'object' && raw.profiles !== null ? raw.profiles : {} };
  } catch {
    return { profiles: {} };
  }
}

/** The profile named by `--profile` or `BAYKIT_PROFILE`, if any; a `UsageError` naming the known ones otherwise. */
export function profileOf(io: CliIo, flag: string | undefined): Profile | undefined {
  const name = flag ?? io.env.BAYKIT_PROFILE;
  if (!name) return undefined;
  const profiles = readConfig(io).profiles;
  // Own entries only: `--profile constructor` must not find Object's constructor.
  const profile = ownValue(profiles, name);
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

/** Whether a profile read from the file has the shape `configure` writes. */
function isProfile(value: unknown): value is Profile {
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

const masked = (secret: string): string => `${'•'.repeat(6)}${secret.slice(-4)}`;

/**
 * `baykit configure [--profile name] --env sandbox|production --app-id … [--dev-id …] [--ru-name …]`, the cert id
 * read from standard input so it never lands in the shell's history; `--list` shows the profiles (secrets
 * masked). The file is written with mode 0600 in a checked 0700 folder, whole, through a new temporary file renamed
 * into place (never through a link).
 */
export async function configure(io: CliIo, argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      profile: { type: 'string' },
      env: { type: 'string' },
      'app-id': { type: 'string' },
      'dev-id': { type: 'string' },
      'ru-name': { type: 'string' },
      list: { type: 'boolean' },
    },
  });
  const config = readConfig(io);
  if (values.list) {
    const entries = Object.entries(config.profiles);
    if (entries.length === 0) io.stdout(`no profiles in ${configPath(io)}\n`);
    const { profileTokenLines } = await import('./profile-tokens.js');
    for (const [name, p] of entries) {
      if (!isProfile(p)) {
        io.stdout(`${name}: not a profile baykit wrote (write it again with baykit configure --profile ${name})\n`);
        continue;
      }
      io.stdout(
        `${name}: ${p.env}, app ${p.appId}, cert ${masked(p.certId)}${p.ruName ? `, RuName ${p.ruName}` : ''}\n`,
      );
      for (const line of profileTokenLines(io, name, p, Date.now())) io.stdout(`${line}\n`);
    }
    return 0;
  }
  const name = checkName(values.profile ?? 'default', '--profile');
  if (values.env !== 'sandbox' && values.env !== 'production')
    throw new UsageError('baykit configure needs --env sandbox or --env production.');
  if (!values['app-id']) throw new UsageError("baykit configure needs --app-id (your keyset's App ID).");
  const certId = (await io.stdin()).trim();
  if (!certId)
    throw new UsageError('Give the Cert ID on standard input: baykit configure … < cert.txt (never as an argument).');
  config.profiles[name] = {
    env: values.env,
    appId: values['app-id'],
    certId,
    ...(values['dev-id'] ? { devId: values['dev-id'] } : {}),
    ...(values['ru-name'] ? { ruName: values['ru-name'] } : {}),
  };
  const path = join(configDir(io, { create: true }) as string, 'config.json');
  writePrivateFile(path, `${JSON.stringify(config, null, 2)}\n`);
  io.stdout(`saved profile "${name}" (${values.env}, app ${values['app-id']}, cert ${masked(certId)}) in ${path}\n`);
  return 0;
}
