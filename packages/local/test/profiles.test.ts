// The profile store and the target rules every tool shares (the command line's `configure` writes, the MCP server
// reads): a 0600 file in a 0700 folder, own names only, and `--env` before the profile before the EBAY_* keys.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  configPath,
  envOf,
  loginCommand,
  profileOf,
  readProfiles,
  UsageError,
  writeProfiles,
  type Profile,
} from '../src/index.js';

const home = mkdtempSync(join(tmpdir(), 'baykit-local-profiles-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

let homes = 0;
const ioFor = (env: Record<string, string> = {}) => ({
  env: { XDG_CONFIG_HOME: join(home, `config-${++homes}`), ...env },
});
const SANDBOX: Profile = { env: 'sandbox', appId: 'A-SBX', certId: 'SBX-cert' };

describe('profiles', () => {
  it('are written 0600 in a folder created 0700, and read back by name', () => {
    const io = ioFor();
    expect(readProfiles(io)).toEqual({ profiles: {} });
    const path = writeProfiles(io, { profiles: { sb: SANDBOX } });
    expect(path).toBe(configPath(io));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, '..')).mode & 0o777).toBe(0o700);
    expect(profileOf(io, 'sb')).toEqual(SANDBOX);
    expect(profileOf({ env: { ...io.env, BAYKIT_PROFILE: 'sb' } }, undefined)).toEqual(SANDBOX);
    expect(profileOf(io, undefined)).toBeUndefined();
  });

  it('name the known ones for an unknown name, and never find an inherited one', () => {
    const io = ioFor();
    writeProfiles(io, { profiles: { sb: SANDBOX } });
    expect(() => profileOf(io, 'nope')).toThrow(
      new UsageError('No profile "nope" (profiles: sb): create it with baykit configure --profile nope.'),
    );
    expect(() => profileOf(io, 'constructor')).toThrow(UsageError);
  });

  it('refuse an entry baykit did not write, saying how to write it again', () => {
    const io = ioFor();
    const path = writeProfiles(io, { profiles: {} });
    writeFileSync(path, JSON.stringify({ profiles: { odd: { env: 'staging', appId: 'A' } } }), { mode: 0o600 });
    expect(() => profileOf(io, 'odd')).toThrow(/is not one baykit wrote .*baykit configure --profile odd/);
  });
});

describe('targets', () => {
  it('take --env first, then the profile, then production or sandbox from EBAY_*, else the emulator', () => {
    expect(envOf({ env: {} }, 'sandbox', { ...SANDBOX, env: 'production' })).toBe('sandbox');
    expect(envOf({ env: {} }, undefined, SANDBOX)).toBe('sandbox');
    expect(envOf({ env: { EBAY_APP_ID: 'A' } }, undefined)).toBe('production');
    expect(envOf({ env: { EBAY_APP_ID: 'A', EBAY_SANDBOX: 'true' } }, undefined)).toBe('sandbox');
    expect(envOf({ env: {} }, undefined)).toBe('emulator');
    expect(() => envOf({ env: {} }, 'staging')).toThrow(
      new UsageError('--env must be emulator, sandbox or production, not "staging".'),
    );
  });

  it('name the command that signs in again for the same target', () => {
    expect(loginCommand({ env: {} }, { profile: 'sb', account: 'shop2' })).toBe(
      'baykit login --profile sb --account shop2',
    );
    expect(loginCommand({ env: { BAYKIT_PROFILE: 'sb' } }, {})).toBe('baykit login --profile sb');
    expect(loginCommand({ env: {} }, {}, 'sandbox')).toBe('baykit login --env sandbox');
  });
});
