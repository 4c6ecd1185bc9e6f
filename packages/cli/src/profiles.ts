// `baykit configure`: the command over @baykit/local's profile store (which every tool reads profiles from).
import { parseArgs } from 'node:util';
import { configPath, isProfile, readProfiles, writeProfiles } from '@baykit/local';
import { UsageError, type CliIo } from './io.js';
import { checkName } from './names.js';

export { configPath, profileOf, type Profile } from '@baykit/local';

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
  const config = readProfiles(io);
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
  const path = writeProfiles(io, config);
  io.stdout(`saved profile "${name}" (${values.env}, app ${values['app-id']}, cert ${masked(certId)}) in ${path}\n`);
  return 0;
}
