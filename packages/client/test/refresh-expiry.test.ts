// A refresh token known to have expired is refused before any request; a refresh eBay refuses says whether the
// token expired or was revoked, as far as baykit knows (docs/architecture.md#token-lifecycle).
import { createConnection, createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EbayClient, InvalidGrantError, RefreshTokenExpiredError, TokenError, type AccessToken } from '../src/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const EPOCH = '1970-01-01T00:00:00.000Z';

/** A user token whose access token expired long ago, with a refresh token that expires at `refreshExpiresAt`. */
function staleToken(refreshExpiresAt: number | undefined): AccessToken {
  return {
    kind: 'user',
    accessToken: 'v^1.1#i^1#stale-access-token',
    expiresAt: 1_000,
    refreshToken: 'v^1.1#i^1#r^1#refresh-token-secret',
    refreshTokenExpiresAt: refreshExpiresAt,
    scope: ['https://api.ebay.com/oauth/api_scope/sell.inventory'],
    obtainedAt: 0,
  };
}

/** A loopback port that counts every connection made to it and closes it unanswered. */
interface CountingPort {
  origin: string;
  connections: number;
  /** Connects once itself and resolves when the server saw it: every earlier connection was seen first. */
  probe(): Promise<void>;
  close(): Promise<void>;
}

async function countingPort(): Promise<CountingPort> {
  let seen: () => void = () => undefined;
  const state = { connections: 0 };
  const server: Server = createServer((socket) => {
    state.connections++;
    socket.destroy();
    seen();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    probe: () =>
      new Promise<void>((resolve) => {
        seen = resolve;
        createConnection(port, '127.0.0.1').on('error', () => undefined);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a refresh token past its known expiry', () => {
  let port: CountingPort;
  let ebay: EbayClient;
  beforeAll(async () => {
    port = await countingPort();
  });
  afterAll(() => port.close());
  afterEach(() => ebay.close());

  it('is refused with its date before any connection, for a call and for an explicit refresh', async () => {
    ebay = new EbayClient({ appId: 'app', certId: 'cert', origin: port.origin, maxRetries: 2 });
    await ebay.oauth2.setCredentials(staleToken(0));
    const call = await ebay.sell.inventory.getInventoryItems().catch((e: unknown) => e);
    const refresh = await ebay.oauth2.refreshUserAccessToken().catch((e: unknown) => e);
    for (const error of [call, refresh]) {
      expect(error).toBeInstanceOf(RefreshTokenExpiredError);
      expect(error).toBeInstanceOf(TokenError);
      expect(error).toMatchObject({ name: 'RefreshTokenExpiredError', refreshTokenExpiresAt: 0 });
      expect((error as Error).message).toBe(
        `The refresh token expired on ${EPOCH}, so the user access token cannot be renewed — sign in again.`,
      );
      expect((error as Error).message).not.toContain('refresh-token-secret');
    }
    await port.probe();
    expect(port.connections).toBe(1);
  });

  it('does not stop an access token that is still good', async () => {
    const server = await startTestServer(() => ({ status: 200, body: { total: 0 } }));
    try {
      ebay = new EbayClient({ appId: 'app', certId: 'cert', origin: server.origin });
      await ebay.oauth2.setCredentials({ ...staleToken(0), expiresAt: Date.now() + 3_600_000, obtainedAt: Date.now() });
      await expect(ebay.sell.inventory.getInventoryItems()).resolves.toEqual({ total: 0 });
      expect(server.requests.map((r) => r.path)).toEqual(['/sell/inventory/v1/inventory_item']);
    } finally {
      await server.close();
    }
  });
});

describe('a refresh eBay refuses (invalid_grant)', () => {
  let server: TestServer;
  let ebay: EbayClient;
  beforeAll(async () => {
    server = await startTestServer(() => ({
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: 'the provided authorization refresh token is invalid or was issued to another client',
      },
    }));
  });
  afterAll(() => server.close());
  afterEach(() => ebay.close());

  const refused = async (token: AccessToken): Promise<InvalidGrantError> => {
    ebay = new EbayClient({ appId: 'app', certId: 'cert', origin: server.origin, maxRetries: 0 });
    await ebay.oauth2.setCredentials(token);
    return (await ebay.sell.inventory.getInventoryItems().catch((e: unknown) => e)) as InvalidGrantError;
  };

  it('with a known expiry still ahead: it was revoked, and when it would have expired', async () => {
    const error = await refused(staleToken(Date.parse('2099-01-01T00:00:00.000Z')));
    expect(error).toBeInstanceOf(InvalidGrantError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_grant', operation: 'oauth2.refreshUserAccessToken' });
    expect(error.message).toBe(
      'eBay refused the refresh token (invalid_grant): the provided authorization refresh token is invalid or was issued to another client — it was revoked before it would expire on 2099-01-01T00:00:00.000Z (a changed password, access removed in My eBay), or belongs to another app; sign in again.',
    );
  });

  it('with no known expiry: it expired or was revoked', async () => {
    const error = await refused(staleToken(undefined));
    expect(error).toBeInstanceOf(InvalidGrantError);
    expect(error.message).toMatch(/ — it expired or was revoked \(a changed password, access removed in My eBay\)/);
    expect(error.message).not.toContain('refresh-token-secret');
  });
});
