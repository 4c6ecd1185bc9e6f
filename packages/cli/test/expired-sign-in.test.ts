// A sign-in whose refresh token expired (in 1970 here): `baykit token` and `baykit configure --list` say "expired"
// with the date, and a call is refused before it connects anywhere, naming the login command for the same target
// (`--profile` when a profile chose the keys, `--env` otherwise).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { AccessToken, Transport } from 'baykit';
import { nodeHttpTransport } from 'baykit/node-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, type CliHome, type Ran } from './helpers/cli-harness.js';

const EXPIRED = '1970-01-01T00:00:00.000Z';

/** A user token whose access and refresh tokens both expired in 1970. */
const expiredSignIn: AccessToken = {
  kind: 'user',
  accessToken: 'v^1.1#i^1#expired-access-token',
  expiresAt: 7_200_000,
  refreshToken: 'v^1.1#i^1#r^1#expired-refresh-secret',
  refreshTokenExpiresAt: 0,
  scope: ['https://api.ebay.com/oauth/api_scope/sell.fulfillment'],
  obtainedAt: 0,
};

let cli: CliHome;
let connections = 0;
let seen: () => void = () => undefined;
const server = createServer((socket) => {
  connections++;
  socket.destroy();
  seen();
});
let port = 0;

/** Every call to eBay goes to the counting port instead (it answers none). */
function countingTransport(): Transport {
  const inner = nodeHttpTransport();
  return {
    send(request) {
      const url = new URL(request.url);
      return inner.send({ ...request, url: `http://127.0.0.1:${port}${url.pathname}${url.search}` });
    },
    close: () => inner.close(),
  };
}

/** Connects once and resolves when the port saw it: any connection a command made was seen before. */
const probe = (): Promise<void> =>
  new Promise<void>((resolve) => {
    seen = resolve;
    createConnection(port, '127.0.0.1').on('error', () => undefined);
  });

function writePrivate(dir: string, file: string, content: unknown): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, file), JSON.stringify(content), { mode: 0o600 });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  cli = await cliHome('baykit-cli-expired-');
  writePrivate(join(cli.dir, 'config', 'baykit'), 'config.json', {
    profiles: { sb: { env: 'sandbox', appId: 'APP-SB', certId: 'cert-secret-sb' } },
  });
  writePrivate(join(cli.dir, 'state', 'baykit'), 'tokens.json', {
    version: 1,
    tokens: {
      'baykit:sandbox:APP-SB:user:default': expiredSignIn,
      'baykit:sandbox:APP-ENV:user:default': expiredSignIn,
    },
  });
});
afterAll(async () => {
  await cli.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const baykit = (args: string[], env: NodeJS.ProcessEnv = cli.env): Promise<Ran> =>
  cli.baykit(args, { env, ebayTransport: countingTransport });

describe('an expired sign-in', () => {
  it('baykit token says the refresh token expired, when, and the login command of the profile', async () => {
    const ran = await baykit(['token', '--profile', 'sb']);
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stdout).toContain(`  expires: 1970-01-01T02:00:00.000Z (expired)\n`);
    expect(ran.stdout).toContain(`  refresh token: expired on ${EXPIRED} — sign in again: baykit login --profile sb\n`);
    expect(ran.stdout).not.toContain('expired-refresh-secret');
  });

  it('baykit configure --list marks the profile whose sign-in expired', async () => {
    const ran = await baykit(['configure', '--list']);
    expect(ran.stdout).toMatch(/^sb: sandbox, app APP-SB, cert •+t-sb$/m);
    expect(ran.stdout).toContain(
      `\n  user token: refresh token expired on ${EXPIRED} — sign in again: baykit login --profile sb\n`,
    );
  });

  it('a call with --profile is refused before it connects, naming baykit login --profile', async () => {
    const ran = await baykit(['call', 'sell.fulfillment.getOrders', '--profile', 'sb']);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toBe(
      `RefreshTokenExpiredError: The refresh token expired on ${EXPIRED}, so the user access token cannot be renewed — sign in again: run baykit login --profile sb.\n`,
    );
    await probe();
    expect(connections).toBe(1);
  });

  it('BAYKIT_PROFILE names the profile the same way', async () => {
    const ran = await baykit(['xml', 'trading', 'GetUser'], { ...cli.env, BAYKIT_PROFILE: 'sb' });
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain('sign in again: run baykit login --profile sb.');
  });

  it('keys from the environment get --env in the hint', async () => {
    const env = { ...cli.env, EBAY_APP_ID: 'APP-ENV', EBAY_CERT_ID: 'cert-secret-env', EBAY_SANDBOX: 'true' };
    const ran = await baykit(['call', 'sell.fulfillment.getOrders', '--env', 'sandbox'], env);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain('sign in again: run baykit login --env sandbox.');
    expect(ran.stderr).not.toContain('--profile');
    await probe();
    expect(connections).toBe(2);
  });
});
