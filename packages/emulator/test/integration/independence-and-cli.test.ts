import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { EbayClient } from 'baykit';
import { createEmulator } from '../../src/index.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

it('two emulators in one process are independent', async () => {
  const a = createEmulator({ seed: 1 });
  const b = createEmulator({ seed: 1 });
  const [ua, ub] = [(await a.listen(0)).url, (await b.listen(0)).url];
  const ca = new EbayClient({ appId: a.app.appId, certId: a.app.certId, origin: ua });
  const token = await ca.oauth2.getAccessToken();
  // A token of one emulator is unknown to the other.
  const onB = await fetch(`${ub}/buy/browse/v1/item_summary/search?q=shoes`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(onB.status).toBe(401);
  expect(((await onB.json()) as { errors: { errorId: number }[] }).errors[0]!.errorId).toBe(1001);
  // State written in one is not seen in the other; the same seed gives the same catalog.
  const search = async (url: string, t: string) =>
    (
      (await (
        await fetch(`${url}/buy/browse/v1/item_summary/search?q=shoes&limit=3`, {
          headers: { authorization: `Bearer ${t}` },
        })
      ).json()) as { itemSummaries: { itemId: string }[] }
    ).itemSummaries.map((i) => i.itemId);
  const cb = new EbayClient({ appId: b.app.appId, certId: b.app.certId, origin: ub });
  expect(await search(ua, token)).toEqual(await search(ub, await cb.oauth2.getAccessToken()));
  await Promise.all([ca.close(), cb.close(), a.close(), b.close()]);
});

it('the CLI binds 127.0.0.1, prints the default test app and serves', async () => {
  const bin = fileURLToPath(new URL('../../bin/baykit-emulator.js', import.meta.url));
  const child = spawn(process.execPath, ['--conditions=source', bin, '--port', '0', '--seed', '4'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`CLI did not start: ${output}`)), scaled(15_000));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && output.includes('certId')) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    expect(output).toContain('appId: baykit-test-app');
    const app = await createEmulatorAdmin({ baseUrl: url }).app();
    expect(app.appId).toBe('baykit-test-app');
  } finally {
    child.kill('SIGTERM');
  }
});

it('verifies signatures against the authority the client used (localhost as well as 127.0.0.1), and masks secrets in its log', async () => {
  const emulator = createEmulator();
  const { port } = await emulator.listen(0);
  const app = emulator.app;
  const keys = new EbayClient({ appId: app.appId, certId: app.certId, origin: `http://localhost:${port}` });
  const key = await keys.developer.keyManagement.createSigningKey({ signingKeyCipher: 'ED25519' });
  const signer = new EbayClient({
    appId: app.appId,
    certId: app.certId,
    ruName: app.ruName,
    origin: `http://localhost:${port}`,
    signature: { jwe: key.jwe!, privateKey: key.privateKey! },
  });
  const consent = signer.oauth2.generateAuthUrl({ scope: ['https://api.ebay.com/oauth/api_scope/sell.finances'] });
  const admin = createEmulatorAdmin({ baseUrl: `http://localhost:${port}` });
  const { redirect } = await admin.approveConsent(consent);
  await signer.oauth2.getToken(redirect);
  await expect(signer.sell.finances.getPayouts({ limit: '1' })).resolves.toBeDefined();
  await fetch(`http://localhost:${port}/ws/eBayISAPI.dll?SignIn&runame=x&SessID=secret-session-id`);
  const log = JSON.stringify(await admin.requests());
  expect(log).not.toContain('secret-session-id');
  expect(log).not.toMatch(/Bearer v\^1/);
  await Promise.all([keys.close(), signer.close(), emulator.close()]);
});

it('the CLI takes --max-body-bytes and --allowed-host', async () => {
  const bin = fileURLToPath(new URL('../../bin/baykit-emulator.js', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--conditions=source', bin, '--port', '0', '--max-body-bytes', '1024', '--allowed-host', 'emulator.test'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`CLI did not start: ${output}`)), scaled(15_000));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    const tooLarge = await fetch(`${url}/__emulator/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(1024) }),
    });
    expect(tooLarge.status).toBe(413);
    const port = new URL(url).port;
    const named = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/__emulator/app',
          setHost: false,
          headers: { host: `emulator.test:${port}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(named).toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
});
