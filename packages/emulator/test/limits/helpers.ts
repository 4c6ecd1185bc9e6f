import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Emulator } from '../../src/index.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

/** A user token of the emulator's test app with `scopes`, through the consent flow (admin approve, code exchange). */
export async function userToken(emulator: Emulator, url: string, scopes: string[]): Promise<string> {
  const { appId, certId, ruName } = emulator.app;
  const consent = new URL(`${url}/oauth2/authorize`);
  consent.search = new URLSearchParams({
    client_id: appId,
    redirect_uri: ruName,
    response_type: 'code',
    scope: scopes.map((s) => `https://api.ebay.com/oauth/api_scope/${s}`).join(' '),
  }).toString();
  const { redirect } = await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent.toString());
  const code = new URL(redirect).searchParams.get('code') ?? '';
  const token = await fetch(`${url}/identity/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${appId}:${certId}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: ruName }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

/** An answer read off a raw socket. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the server closed the connection after answering. */
  closed: Promise<void>;
}

/**
 * Sends a request whose body never ends (chunked, one chunk at a time while the server reads), and resolves with
 * the answer: a server that waited for the whole body would never answer. Stops sending once answered.
 */
export function endlessBody(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  chunk: Uint8Array,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      `${url}${path}`,
      { method, headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (res) => {
        answered = true;
        const closed = new Promise<void>((done) => res.socket.once('close', () => done()));
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, closed }));
        res.on('error', reject);
      },
    );
    // The server may close while we still write: that is the point, not a failure.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = (): void => {
      if (answered || req.destroyed) return;
      if (req.write(chunk)) setImmediate(write);
      else req.once('drain', write);
    };
    write();
  });
}
