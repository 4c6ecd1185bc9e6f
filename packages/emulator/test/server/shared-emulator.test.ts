// The shared emulator proves it is the one this user started (an HMAC of a fresh challenge under the owner secret
// kept in the private state directory); tools talk to nothing else that answers on its port. Both sides meet here:
// the emulator signs, @baykit/local checks (its own tests cover the state folder alone).
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  findSharedEmulator,
  ForeignEmulatorError,
  probeEmulator,
  requestShutdown,
  sharedEmulatorSecret,
} from '@baykit/local';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signShutdown } from '@baykit/local/proof';

let home: string;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'baykit-shared-emulator-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

let dirs = 0;
/** A fresh XDG_STATE_HOME and the env naming it and `port`. */
function envFor(port: number): { env: { XDG_STATE_HOME: string; BAYKIT_EMULATOR_PORT: string }; stateDir: string } {
  const state = join(home, `state-${++dirs}`);
  return { env: { XDG_STATE_HOME: state, BAYKIT_EMULATOR_PORT: String(port) }, stateDir: join(state, 'baykit') };
}

async function started(
  options: Parameters<typeof createEmulator>[0] = {},
): Promise<{ emulator: Emulator; url: string; port: number }> {
  const emulator = createEmulator(options);
  const { url, port } = await emulator.listen(0);
  cleanups.push(() => emulator.close());
  return { emulator, url, port };
}

/** A plain HTTP server on a free port that answers with `handler`. */
async function server(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; port: number }> {
  const s: Server = createServer(handler);
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  cleanups.push(
    () =>
      new Promise<void>((ok) => {
        s.closeAllConnections();
        s.close(() => ok());
      }),
  );
  const { port } = s.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port };
}

describe('the proof', () => {
  it('comes from an emulator with the owner secret, naming its app and process', async () => {
    const secret = sharedEmulatorSecret(envFor(1).env)!;
    const { emulator, url } = await started({ ownerSecret: secret });
    expect(await probeEmulator(url, secret)).toEqual({ url, app: emulator.app, pid: process.pid });
  });

  it('fails for another secret, an emulator without one, a replayed answer and one relayed from another port', async () => {
    const secret = sharedEmulatorSecret(envFor(1).env)!;
    const other = sharedEmulatorSecret(envFor(1).env)!;
    expect(Buffer.from(other).equals(Buffer.from(secret))).toBe(false);
    const own = await started({ ownerSecret: secret });
    expect(await probeEmulator(own.url, other)).toBeUndefined();
    const plain = await started();
    expect(await probeEmulator(plain.url, secret)).toBeUndefined();

    // A server that saw one proof answers it again, to a new challenge.
    const recorded = await (await fetch(`${own.url}/__emulator/proof?challenge=${'a'.repeat(43)}`)).text();
    const replay = await server((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(recorded),
    );
    expect(await probeEmulator(replay.url, secret)).toBeUndefined();
    // A server that passes each challenge on to the real emulator (listening on another port).
    const relay = await server((req, res) => {
      void fetch(`${own.url}${req.url ?? '/'}`)
        .then((r) => r.text())
        .then((text) => res.writeHead(200, { 'content-type': 'application/json' }).end(text));
    });
    expect(await probeEmulator(relay.url, secret)).toBeUndefined();
    // A server that answers a huge body is not read to the end.
    const huge = await server((_req, res) => res.writeHead(200).end('x'.repeat(1024 * 1024)));
    expect(await probeEmulator(huge.url, secret)).toBeUndefined();
  });

  it('gives up on a server that never answers, and follows no redirect to the real emulator', async () => {
    const secret = sharedEmulatorSecret(envFor(1).env)!;
    const own = await started({ ownerSecret: secret });
    const silent = await server(() => undefined);
    expect(await probeEmulator(silent.url, secret, 200)).toBeUndefined();
    const redirecting = await server((req, res) => res.writeHead(302, { location: `${own.url}${req.url}` }).end());
    expect(await probeEmulator(redirecting.url, secret)).toBeUndefined();
    expect(await requestShutdown(redirecting.url, secret)).toBe(false);
    expect(await probeEmulator(own.url, secret)).toBeDefined();
  });

  it('gives up on a server that switches protocols (101) instead of answering', async () => {
    const secret = sharedEmulatorSecret(envFor(1).env)!;
    const raw = createNetServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('data', () =>
        socket.write('HTTP/1.1 101 Switching Protocols\r\nupgrade: x\r\nconnection: upgrade\r\n\r\nraw'),
      );
    });
    await new Promise<void>((ok) => raw.listen(0, '127.0.0.1', ok));
    cleanups.push(() => new Promise<void>((ok) => raw.close(() => ok())));
    const url = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
    // Each settles (before, neither did: the test would time out), whatever the timeout.
    expect(await probeEmulator(url, secret, 60_000)).toBeUndefined();
    expect(await requestShutdown(url, secret, 60_000)).toBe(false);
  });

  it('finds the own emulator, nothing on a free port, and refuses a foreign server on the port', async () => {
    const free = await server((_req, res) => res.end());
    const freePort = free.port;
    await cleanups.pop()?.();
    expect(await findSharedEmulator(envFor(freePort).env)).toBeUndefined();

    const { env } = envFor(0);
    const secret = sharedEmulatorSecret(env)!;
    const own = await started({ ownerSecret: secret });
    const proven = await findSharedEmulator({ ...env, BAYKIT_EMULATOR_PORT: String(own.port) });
    expect(proven?.pid).toBe(process.pid);

    const foreign = await started();
    const refused = await findSharedEmulator({ ...env, BAYKIT_EMULATOR_PORT: String(foreign.port) }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ForeignEmulatorError);
    expect((refused as Error).message).toMatch(`set BAYKIT_EMULATOR_PORT to another port than ${foreign.port}`);
    // Without a secret yet (the explorer does not make one), a foreign server is refused all the same.
    const fresh = envFor(foreign.port).env;
    await expect(findSharedEmulator(fresh, { create: false })).rejects.toThrow(ForeignEmulatorError);
  });
});

describe('the authenticated shutdown', () => {
  /** POSTs JSON to an admin route of `url`; resolves to the status and the JSON answer. */
  async function post(url: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }
  const challengeOf = async (url: string): Promise<string> =>
    ((await post(url, '/__emulator/shutdown/challenge', {})).json as { challenge: string }).challenge;

  it("stops once, after answering, on the owner's HMAC of a challenge it handed out", async () => {
    const secret = sharedEmulatorSecret(envFor(1).env)!;
    let requested = 0;
    const { url } = await started({ ownerSecret: secret, onShutdownRequest: () => requested++ });
    expect(await requestShutdown(url, secret)).toBe(true);
    await expect.poll(() => requested).toBe(1);
    expect(await requestShutdown(url, secret)).toBe(true);
    // Asked twice, stopped once.
    await new Promise<void>((ok) => setImmediate(ok));
    expect(requested).toBe(1);
  });

  it('refuses another secret, another port, a used challenge and one it never handed out', async () => {
    const secret = sharedEmulatorSecret(envFor(1).env)!;
    const other = sharedEmulatorSecret(envFor(1).env)!;
    let requested = 0;
    const { url, port } = await started({ ownerSecret: secret, onShutdownRequest: () => requested++ });
    expect(await requestShutdown(url, other)).toBe(false);
    const challenge = await challengeOf(url);
    const forOtherPort = { challenge, proof: signShutdown(secret, challenge, port + 1) };
    expect((await post(url, '/__emulator/shutdown', forOtherPort)).status).toBe(403);
    // That challenge is used up: even the right proof is refused now.
    const right = { challenge, proof: signShutdown(secret, challenge, port) };
    expect(await post(url, '/__emulator/shutdown', right)).toMatchObject({ status: 403, json: { error: /refused/ } });
    const invented = 'b'.repeat(43);
    const notHandedOut = { challenge: invented, proof: signShutdown(secret, invented, port) };
    expect((await post(url, '/__emulator/shutdown', notHandedOut)).status).toBe(403);
    // The proof of its identity does not stop it either (another label under the same secret).
    const fresh = await challengeOf(url);
    const proofAnswer = (await (await fetch(`${url}/__emulator/proof?challenge=${fresh}`)).json()) as { proof: string };
    expect((await post(url, '/__emulator/shutdown', { challenge: fresh, proof: proofAnswer.proof })).status).toBe(403);
    expect(requested).toBe(0);
  });

  it('answers 404 when it has no owner secret or nothing to call to stop', async () => {
    const secret = sharedEmulatorSecret(envFor(1).env)!;
    for (const options of [{ ownerSecret: secret }, { onShutdownRequest: () => undefined }]) {
      const { url } = await started(options);
      expect(await requestShutdown(url, secret)).toBe(false);
      expect((await post(url, '/__emulator/shutdown/challenge', {})).status).toBe(404);
    }
  });
});
