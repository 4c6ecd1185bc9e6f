import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialsFile } from '../../server/files/credentials-file.js';
import type { ApiProblem, EnvSummary, SessionInfo } from '../../shared/api.js';
import { startHarness, type Harness } from './explorer-harness.js';

const CERT_ID = 'SBX-4f1c2e9a7b3d-a1b2-c3d4-e5f6-9z8y';
const CREDENTIALS = {
  appId: 'Jane-Explorer-SBX-4f1c2e9a7',
  certId: CERT_ID,
  devId: 'dev-0000-1111',
  ruName: 'Jane_Doe-JaneExpl-SBX-abcdefg',
};

describe('explorer back end: environments and credentials', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const session = async (): Promise<SessionInfo> => (await (await h.get('/api/session')).json()) as SessionInfo;

  it('lists local (configured, the emulator) and unconfigured sandbox and production', async () => {
    const info = await session();
    expect(info.origin).toBe(h.url);
    expect(info.environments.map((e) => [e.id, e.configured])).toEqual([
      ['local', true],
      ['sandbox', false],
      ['production', false],
    ]);
    const local = info.environments[0]!;
    expect(local).toMatchObject({
      appId: info.emulator.appId,
      ruName: info.emulator.ruName,
      baseUrl: h.explorer.emulatorUrl,
    });
    expect(local.certIdMasked).toMatch(/^••••/);
    expect(info.environments[1]?.baseUrl).toBe('https://api.sandbox.ebay.com');
  });

  it('stores sandbox credentials in a 0600 file in a 0700 directory, and masks the cert id', async () => {
    const response = await h.api('PUT', '/api/environments/sandbox/credentials', CREDENTIALS);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(CERT_ID);
    expect(JSON.parse(text) as EnvSummary).toMatchObject({
      id: 'sandbox',
      configured: true,
      appId: CREDENTIALS.appId,
      certIdMasked: `••••${CERT_ID.slice(-4)}`,
      devId: CREDENTIALS.devId,
      ruName: CREDENTIALS.ruName,
    });
    const file = join(h.dataDir, 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(h.dataDir).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      version: 1,
      environments: { sandbox: CREDENTIALS },
    });

    const sessionText = await (await h.get('/api/session')).text();
    expect(sessionText).not.toContain(CERT_ID);
    expect(sessionText).toContain(`••••${CERT_ID.slice(-4)}`);
  });

  it("builds a sandbox consent URL on eBay's sandbox auth host from the stored credentials", async () => {
    const response = await h.api('POST', '/api/auth/sandbox/consent/start', {});
    expect(response.status).toBe(200);
    const url = new URL(((await response.json()) as { url: string }).url);
    expect(url.origin).toBe('https://auth.sandbox.ebay.com');
    expect(url.searchParams.get('client_id')).toBe(CREDENTIALS.appId);
    expect(url.searchParams.get('redirect_uri')).toBe(CREDENTIALS.ruName);
  });

  it('refuses credentials without a cert id, naming the field but not echoing values', async () => {
    const response = await h.api('PUT', '/api/environments/production/credentials', { appId: 'Prod-App', certId: '' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiProblem).error).toContain('certId');
  });

  it('refuses to change the local environment', async () => {
    const response = await h.api('PUT', '/api/environments/local/credentials', CREDENTIALS);
    expect(response.status).toBe(400);
  });

  it('answers 409 when an environment without credentials is asked to sign in', async () => {
    const response = await h.api('POST', '/api/auth/production/application', {});
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiProblem).error).toContain('no credentials');
  });

  it('forgets credentials on DELETE and keeps the file private', async () => {
    const response = await h.api('DELETE', '/api/environments/sandbox/credentials', {});
    expect(response.status).toBe(200);
    expect((await response.json()) as EnvSummary).toMatchObject({ id: 'sandbox', configured: false });
    const file = join(h.dataDir, 'credentials.json');
    expect(readFileSync(file, 'utf8')).not.toContain(CERT_ID);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reads credentials back after a restart, and ignores a corrupt file with one warning', async () => {
    await h.api('PUT', '/api/environments/production/credentials', {
      appId: 'Prod-App-1',
      certId: 'PRD-secret-cert-9999',
    });
    const again = await startHarness({ dataDir: h.dataDir });
    try {
      const info = (await (await again.get('/api/session')).json()) as SessionInfo;
      expect(info.environments.find((e) => e.id === 'production')).toMatchObject({
        configured: true,
        appId: 'Prod-App-1',
        certIdMasked: '••••9999',
      });
    } finally {
      await again.close();
    }
    writeFileSync(
      join(h.dataDir, 'credentials.json'),
      '{"version":1,"environments":{"production":{"certId":"PRD-secret',
    );
    const warnings: string[] = [];
    const file = new CredentialsFile(h.dataDir, (m) => warnings.push(m));
    expect(file.get('production')).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain('PRD-secret');
  });
});
