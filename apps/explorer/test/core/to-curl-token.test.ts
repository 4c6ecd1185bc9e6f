// curl with its own token request: the printed commands, run with bash against a real emulator, get a token
// and make the call, with only the app's keys in the environment.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createEmulator, type Emulator } from '@baykit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../../shared/api.js';
import { toCurl, tokenEndpoint } from '../../src/core/to-curl.js';
import { scaled } from '../../../../scripts/test-time.mjs';

/** The command `toCurl` wrote; a refusal fails the test. */
const curl = (...args: Parameters<typeof toCurl>): string => {
  const written = toCurl(...args);
  if ('refused' in written) throw new Error(written.refused);
  return written.command;
};

const run = promisify(execFile);

describe('curl with a token request', () => {
  let emulator: Emulator;
  let url: string;

  beforeAll(async () => {
    emulator = createEmulator();
    url = (await emulator.listen(0)).url;
  });
  afterAll(() => emulator.close());

  const getItem = (): Exchange => ({
    purpose: 'call',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 5,
    request: {
      method: 'GET',
      url: `${url}/buy/browse/v1/item/${encodeURIComponent('v1|110000000000|0')}`,
      headers: { authorization: 'Bearer ••••abcd (2048 chars)', accept: 'application/json' },
    },
  });

  it('writes the token request in place of "set EBAY_TOKEN", for the call\'s token endpoint', () => {
    const text = curl(getItem(), {
      token: { grant: 'application', scopes: ['https://api.ebay.com/oauth/api_scope'] },
    });
    expect(text).toContain(`export EBAY_TOKEN="$(curl -s -X POST '${url}/identity/v1/oauth2/token'`);
    expect(text).toContain('grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope');
    expect(text).not.toContain('# Set EBAY_TOKEN first');
    const user = curl(getItem(), { token: { grant: 'user', scopes: [] } });
    expect(user).toContain(`--data-raw 'grant_type=refresh_token&refresh_token='"$EBAY_REFRESH_TOKEN"`);
    expect(tokenEndpoint('https://api.sandbox.ebay.com')).toBe('https://api.sandbox.ebay.com/identity/v1/oauth2/token');
    expect(tokenEndpoint('https://apiz.ebay.com')).toBe('https://api.ebay.com/identity/v1/oauth2/token');
  });

  it('gets an application token and the item with bash, given only the Basic credentials', async () => {
    const command = curl(getItem(), {
      token: { grant: 'application', scopes: ['https://api.ebay.com/oauth/api_scope'] },
    });
    const basic = Buffer.from(`${emulator.app.appId}:${emulator.app.certId}`).toString('base64');
    const { stdout } = await run('bash', ['-c', `set -e\n${command} --silent --show-error --fail`], {
      env: { PATH: process.env.PATH ?? '', EBAY_BASIC_CREDENTIALS: basic },
      timeout: scaled(20_000),
    });
    expect(JSON.parse(stdout)).toMatchObject({ itemId: 'v1|110000000000|0' });
  });
});
