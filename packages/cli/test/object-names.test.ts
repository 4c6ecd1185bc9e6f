// Names from the command line that become object keys (`--field`, `--query`, `--header`, profile and command names)
// never reach Object.prototype: `__proto__`, `constructor` and `prototype` are refused, and lookups read own keys.
// Once, `--field __proto__.origin=<url>` gave every object an `origin`, and the client sent the production cert id
// there.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, type CliHome, type Ran } from './helpers/cli-harness.js';

let cli: CliHome;
const baykit = (args: string[], env?: NodeJS.ProcessEnv): Promise<Ran> =>
  cli.baykit(args, env ? { env: { ...cli.env, ...env } } : {});

beforeAll(async () => {
  cli = await cliHome('baykit-cli-names-');
});
afterAll(() => cli.close());

/** What the command line added to Object.prototype or a built-in method (removed again, so later tests run clean). */
function polluted(): string[] {
  const found: string[] = [];
  const prototype = Object.prototype as Record<string, unknown>;
  const toString = Object.prototype.toString as unknown as Record<string, unknown>;
  if (Object.hasOwn(prototype, 'origin')) {
    found.push('Object.prototype.origin');
    delete prototype.origin;
  }
  if (Object.hasOwn(toString, 'x')) {
    found.push('Object.prototype.toString.x');
    delete toString.x;
  }
  return found;
}

describe('xml --field names', () => {
  it('refuses __proto__ and constructor.prototype (exit 2, saying why): no request reaches the named server', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const attacker = createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<x/>');
    });
    await new Promise<void>((ok) => attacker.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
    const keys = { EBAY_APP_ID: 'PRD-app', EBAY_CERT_ID: 'PRD-real-cert-secret', EBAY_DEV_ID: 'dev-1' };
    try {
      for (const name of ['__proto__.origin', 'constructor.prototype.origin', 'Item.__proto__.origin']) {
        const args = ['xml', 'trading', 'GetSessionID', '--field', `${name}=${url}`, '--field', 'RuName=x'];
        const ran = await baykit([...args, '--env', 'production'], keys);
        expect(polluted()).toEqual([]);
        expect(ran.status).toBe(2);
        expect(ran.stderr).toMatch(/cannot be a name here\. In JavaScript it reaches the prototype of every object/);
        expect(ran.stderr).not.toContain('PRD-real-cert-secret');
      }
      expect(seen).toEqual([]);
    } finally {
      polluted();
      await new Promise<void>((ok) => attacker.close(() => ok()));
    }
  });

  it('takes a name Object.prototype also has (toString) as a field, not onto the inherited method', async () => {
    const ran = await baykit(['xml', 'trading', 'GeteBayOfficialTime', '--field', 'toString.x=1', '--verbose']);
    expect(polluted()).toEqual([]);
    // A field of the request, which the client then refuses before sending: no eBay element has that name.
    expect(ran.stderr).toMatch(/ValidationError: XML element name "toString" at toString is not one eBay uses/);
    expect(ran.stderr).not.toContain('<GeteBayOfficialTimeRequest');
  });

  it('says so when a name is used both as a value and for nested fields', async () => {
    const ran = await baykit(['xml', 'trading', 'GetItem', '--field', 'Item=1', '--field', 'Item.Title=Lamp']);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain('--field Item.Title: Item already has a value');
  });
});

describe('other names from the command line', () => {
  it('refuses __proto__ as a query or header name instead of dropping it', async () => {
    const query = await baykit(['call', 'buy.browse.search', '--query', 'q=lamp', '--query', '__proto__=x']);
    expect(query.status).toBe(2);
    expect(query.stderr).toContain('--query __proto__: "__proto__" cannot be a name here');
    const header = await baykit(['call', 'buy.browse.search', '--query', 'q=lamp', '--header', '__proto__:x']);
    expect(header.status).toBe(2);
    const feed = await baykit(['feed', 'download', 'getItemFeed', '--query', 'constructor=x', '--out', 'x.gz']);
    expect(feed.status).toBe(2);
  });

  it('finds no command, help or profile by a name every object inherits', async () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      const command = await baykit([name]);
      expect(command.status).toBe(2);
      expect(command.stderr).toContain(`Unknown command "${name}"`);
      expect((await baykit(['help', name])).status).toBe(2);
    }
    const dir = join(cli.dir, 'config', 'baykit');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const profile = { env: 'sandbox', appId: 'A', certId: 'cert-secret' };
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ profiles: { sb: profile } }), { mode: 0o600 });
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      const ran = await baykit(['token', '--profile', name]);
      expect(ran.status).toBe(2);
      expect(ran.stderr).toContain(`No profile "${name}" (profiles: sb)`);
    }
    const saved = await baykit(['configure', '--profile', '__proto__', '--env', 'sandbox', '--app-id', 'A']);
    expect(saved.status).toBe(2);
    expect(saved.stderr).toContain('--profile: "__proto__" cannot be a name here');
  });
});
