// The shared emulator proves it is the one this user started (an HMAC of a fresh challenge under the owner secret
// kept in the private state directory); tools talk to nothing else that answers on its port.
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import {
  chmodSync,
  chownSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmulator,
  findSharedEmulator,
  ForeignEmulatorError,
  PrivateStateError,
  probeEmulator,
  readPrivateFile,
  requestShutdown,
  securePrivateDir,
  sharedEmulatorSecret,
  writePrivateFile,
  type Emulator,
} from '../../src/index.js';
import { signShutdown } from '../../src/proof.js';

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

describe('the private state directory', () => {
  it('keeps the owner secret in a 0600 file of a 0700 directory, the same one for every caller', () => {
    const { env, stateDir } = envFor(1);
    expect(sharedEmulatorSecret(env, { create: false })).toBeUndefined();
    const secret = sharedEmulatorSecret(env)!;
    expect(secret.byteLength).toBe(32);
    expect(lstatSync(stateDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(stateDir, 'emulator.secret')).mode & 0o777).toBe(0o600);
    expect(Buffer.from(sharedEmulatorSecret(env)!).equals(Buffer.from(secret))).toBe(true);
  });

  it('refuses a directory others can write, a link, a link inside it, and a secret others can read', () => {
    const { env, stateDir } = envFor(1);
    sharedEmulatorSecret(env);
    chmodSync(stateDir, 0o777);
    expect(() => sharedEmulatorSecret(env)).toThrow(/can be changed by other users \(mode 0777\): run chmod 700/);
    chmodSync(stateDir, 0o700);
    chmodSync(join(stateDir, 'emulator.secret'), 0o644);
    expect(() => sharedEmulatorSecret(env)).toThrow(/can be read by other users .*chmod 600/);
    chmodSync(join(stateDir, 'emulator.secret'), 0o600);

    const planted = join(home, 'planted-target');
    writeFileSync(planted, 'theirs');
    symlinkSync(planted, join(stateDir, 'emulator.pid'));
    expect(() => securePrivateDir(stateDir, { create: true })).toThrow(PrivateStateError);
    expect(() => readPrivateFile(join(stateDir, 'emulator.pid'))).toThrow(/is a symbolic link/);
    rmSync(join(stateDir, 'emulator.pid'));

    const linked = envFor(1);
    mkdirSync(join(linked.env.XDG_STATE_HOME), { recursive: true });
    symlinkSync(stateDir, linked.stateDir);
    expect(() => sharedEmulatorSecret(linked.env)).toThrow(/is a symbolic link: baykit keeps tokens and keys only/);
  });

  it.runIf(process.getuid?.() === 0)("refuses another user's directory or file (as root: chown to nobody)", () => {
    const { env, stateDir } = envFor(1);
    sharedEmulatorSecret(env);
    chownSync(join(stateDir, 'emulator.secret'), 65534, 65534);
    expect(() => sharedEmulatorSecret(env)).toThrow(/belongs to another user \(uid 65534\)/);
    chownSync(stateDir, 65534, 65534);
    expect(() => sharedEmulatorSecret(env)).toThrow(`${stateDir} belongs to another user`);
  });

  it('refuses a state directory below one others can change (0777, not sticky), saying how to fix it', () => {
    const open = join(home, `open-${++dirs}`);
    mkdirSync(join(open, 'mine'), { recursive: true, mode: 0o700 });
    chmodSync(open, 0o777);
    for (const state of [open, join(open, 'mine'), join(open, 'new', 'deeper')]) {
      expect(() => sharedEmulatorSecret({ XDG_STATE_HOME: state })).toThrow(
        `${open} can be changed by other users (mode 0777), so they could swap ${join(state, 'baykit')} for a directory of their own: run chmod go-w "${open}" (or chmod +t for a shared directory, as /tmp is), or set XDG_STATE_HOME to a directory of your own.`,
      );
      expect(existsSync(join(state, 'baykit'))).toBe(false);
    }
    // Reached through a link, the directory it points into is checked.
    const linked = join(home, `link-${dirs}`);
    symlinkSync(join(open, 'mine'), linked);
    expect(() => securePrivateDir(join(linked, 'baykit'), { create: true })).toThrow(`${open} can be changed`);
    // Sticky (as /tmp is): no one can rename or delete another user's entry there.
    chmodSync(open, 0o1777);
    expect(sharedEmulatorSecret({ XDG_STATE_HOME: join(open, 'mine') })?.byteLength).toBe(32);
  });

  it.runIf((statSync(tmpdir()).mode & 0o1000) !== 0)('accepts the system temp directory itself (sticky)', () => {
    const state = join(tmpdir(), `baykit-sticky-${process.pid}-${++dirs}`);
    cleanups.push(() => rmSync(state, { recursive: true, force: true }));
    expect(securePrivateDir(join(state, 'baykit'), { create: true })).toBe(true);
  });

  it.runIf(process.getuid?.() === 0)("refuses a directory above it, or a link there, of another user's", () => {
    const theirs = join(home, `theirs-${++dirs}`);
    mkdirSync(theirs, { mode: 0o755 });
    chownSync(theirs, 65534, 65534);
    expect(() => securePrivateDir(join(theirs, 'baykit'), { create: true })).toThrow(
      `${theirs} belongs to another user (uid 65534), so they could swap`,
    );
    const mine = join(home, `mine-${dirs}`);
    mkdirSync(mine, { mode: 0o700 });
    const link = join(home, `their-link-${dirs}`);
    symlinkSync(mine, link);
    lchownSync(link, 65534, 65534);
    expect(() => securePrivateDir(join(link, 'baykit'), { create: true })).toThrow(
      `${link} is a symbolic link of another user (uid 65534)`,
    );
  });

  it('writes a file by renaming a new one over it: a link in its place is replaced, its target untouched', () => {
    const { stateDir } = envFor(1);
    securePrivateDir(stateDir, { create: true });
    const target = join(home, 'not-to-overwrite');
    writeFileSync(target, 'keep me');
    symlinkSync(target, join(stateDir, 'tokens.json'));
    writePrivateFile(join(stateDir, 'tokens.json'), '{}');
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    expect(lstatSync(join(stateDir, 'tokens.json')).isSymbolicLink()).toBe(false);
    expect(readPrivateFile(join(stateDir, 'tokens.json'))).toBe('{}');
  });
});
