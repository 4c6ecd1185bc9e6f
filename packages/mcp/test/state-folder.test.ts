// The MCP server keeps tokens where the command line does, under @baykit/local's one state-folder policy: the same
// refusal, with the same fix, as `baykit` and the explorer give.
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PrivateStateError } from '@baykit/local';
import { afterEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../src/index.js';
import { emptyHome, testIo } from './helpers.js';

const homes: { remove(): void }[] = [];
const targets: Target[] = [];
afterEach(async () => {
  for (const target of targets.splice(0)) await target.close();
  for (const home of homes.splice(0)) home.remove();
});

/** A home with sandbox keys in its environment (no call is made: opening a target only reads the state folder). */
function sandboxHome(): { env: Record<string, string>; stateDir: string } {
  const home = emptyHome();
  homes.push(home);
  const state = home.env.XDG_STATE_HOME;
  if (!state) throw new Error('emptyHome() sets XDG_STATE_HOME');
  const env = { ...home.env, EBAY_APP_ID: 'Test-App-SBX-1', EBAY_CERT_ID: 'SBX-cert-1', EBAY_SANDBOX: 'true' };
  return { env, stateDir: join(state, 'baykit') };
}

describe("the MCP server's state folder", () => {
  it('is refused when others can change it, with the chmod that fixes it', async () => {
    const { env, stateDir } = sandboxHome();
    mkdirSync(stateDir, { recursive: true });
    chmodSync(stateDir, 0o777);
    await expect(openTarget(testIo(env).io, { env: 'sandbox' })).rejects.toThrow(
      new PrivateStateError(`${stateDir} can be changed by other users (mode 0777): run chmod 700 "${stateDir}".`),
    );
  });

  it('is refused when others can read it', async () => {
    const { env, stateDir } = sandboxHome();
    mkdirSync(stateDir, { recursive: true });
    chmodSync(stateDir, 0o755);
    await expect(openTarget(testIo(env).io, { env: 'sandbox' })).rejects.toThrow(PrivateStateError);
  });

  it('is created 0700 when missing', async () => {
    const { env, stateDir } = sandboxHome();
    targets.push(await openTarget(testIo(env).io, { env: 'sandbox' }));
    expect(statSync(stateDir).mode & 0o777).toBe(0o700);
  });
});
