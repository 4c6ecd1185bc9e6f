// The `baykit` command line against its background emulator on a free loopback port, with its own state directory:
// output, exit codes, standard input bodies, pagination, state kept between commands. Commands run in process
// (`run(argv, io)` with a fake io, as cli.ts runs them); a few end-to-end tests spawn the real bin.
import { spawn, spawnSync } from 'node:child_process';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { EbayClient } from 'baykit';
import { verifyNotification } from 'baykit/notifications';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, type CliHome, type Ran } from './helpers/cli-harness.js';
import { scaled } from '../../../scripts/test-time.mjs';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../bin/baykit.js');
let cli: CliHome;
let home: string;
let env: NodeJS.ProcessEnv;

/** Runs `baykit …` in process (a pipe, not a terminal), with `input` on standard input. */
const baykit = (args: string[], input?: string): Promise<Ran> => cli.baykit(args, { input: input ?? '' });

/** The legacy item id of a fixed-price lamp of the emulator's catalog, found through `baykit call` (Browse search). */
async function fixedPriceLamp(): Promise<string> {
  const found = await baykit([
    'call',
    'buy.browse.search',
    '--query',
    'q=lamp',
    '--query',
    'filter=buyingOptions:{FIXED_PRICE}',
    '--query',
    'limit=1',
  ]);
  const { itemSummaries } = JSON.parse(found.stdout) as { itemSummaries: { legacyItemId: string }[] };
  return itemSummaries[0]!.legacyItemId;
}

/** Runs the real bin (from source, as in the workspace) as a process to completion, with `input` on standard input. */
function baykitProcess(args: string[], input?: string): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--conditions=source', BIN, ...args], { env, cwd: home });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status: status ?? -1, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

beforeAll(async () => {
  cli = await cliHome('baykit-cli-test-', { stateInHome: true });
  ({ dir: home, env } = cli);
});
// The background emulator this file started is stopped, whatever happened.
afterAll(() => cli.close());

describe('baykit call', () => {
  it('answers with no keys at once: it starts the local emulator and prints compact JSON into a pipe (the real bin)', async () => {
    const ran = await baykitProcess(['call', 'buy.browse.search', '--query', 'q=shoes', '--query', 'limit=2']);
    expect(ran.status).toBe(0);
    expect(ran.stderr).toMatch(/started the local emulator/);
    expect(ran.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(ran.stdout)).toMatchObject({ limit: 2, itemSummaries: [{}, {}] });
  });

  it('reads a body piped into the real bin', async () => {
    const body = JSON.stringify({ product: { title: 'Piped lamp' }, condition: 'NEW' });
    const piped = await baykitProcess(
      ['call', 'sell.inventory.createOrReplaceInventoryItem', 'CLI-PIPED', '--body', '-'],
      body,
    );
    expect(piped.status, piped.stderr).toBe(0);
    expect((await baykit(['call', 'sell.inventory.getInventoryItem', 'CLI-PIPED'])).stdout).toContain('Piped lamp');
  });

  it('keeps state between commands, signs in by itself, reads a body from standard input and shows headers', async () => {
    const item = {
      product: { title: 'CLI lamp', aspects: { Brand: ['baykit'] } },
      condition: 'NEW',
      availability: { shipToLocationAvailability: { quantity: 2 } },
    };
    const created = await baykit(
      ['call', 'sell.inventory.createOrReplaceInventoryItem', 'CLI-SKU-1', '--body', '-', '--include'],
      JSON.stringify(item),
    );
    expect(created.status).toBe(0);
    expect(created.stderr).toMatch(/^HTTP 20[14]$/m);
    const read = await baykit(['call', 'sell.inventory.getInventoryItem', 'CLI-SKU-1']);
    expect(read.status).toBe(0);
    expect(JSON.parse(read.stdout)).toMatchObject({ sku: 'CLI-SKU-1', product: { title: 'CLI lamp' } });
    // The tokens it keeps are the user's only: mode 0600.
    expect(statSync(join(home, 'baykit', 'tokens.json')).mode & 0o777).toBe(0o600);
    const file = join(home, 'body.json');
    writeFileSync(file, JSON.stringify({ ...item, product: { ...item.product, title: 'From a file' } }));
    expect(
      (await baykit(['call', 'sell.inventory.createOrReplaceInventoryItem', 'CLI-SKU-2', '--body', `@${file}`])).status,
    ).toBe(0);
  });

  it('pages with --paginate, one JSON item per line, up to --max-items', async () => {
    const ran = await baykit(['call', 'sell.fulfillment.getOrders', '--paginate', '--max-items', '5']);
    expect(ran.status).toBe(0);
    const lines = ran.stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty('orderId');
  });

  it('exits 2 for usage mistakes, saying what to fix, and 1 for eBay errors with their ids', async () => {
    // The real bin exits with run's status.
    const missing = await baykitProcess(['call', 'sell.inventory.getInventoryItem']);
    expect(missing).toMatchObject({ status: 2, stdout: '' });
    expect(missing.stderr).toMatch(/needs <sku>/);
    const typo = await baykit(['call', 'sell.inventory.getInventoryItm', 'X']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toMatch(/Did you mean sell\.inventory\.getInventoryItem\?/);
    const badBody = await baykit(['call', 'sell.inventory.createOrReplaceInventoryItem', 'X', '--body', '{nope']);
    expect(badBody.status).toBe(2);
    expect(badBody.stderr).toMatch(/--body must be JSON/);
    const unknownFlag = await baykit(['call', 'buy.browse.search', '--frobnicate']);
    expect(unknownFlag.status).toBe(2);
    const notFound = await baykit(['call', 'sell.inventory.getInventoryItem', 'NO-SUCH-SKU']);
    expect(notFound.status).toBe(1);
    expect(notFound.stderr).toMatch(/^NotFoundError \(HTTP 404\)/);
    expect(notFound.stderr).toMatch(/- 25710: /);
    const retired = await baykit(['call', 'sell.compliance.getListingViolationsSummary']);
    expect(retired.status).toBe(1);
    expect(retired.stderr).toMatch(/DeprecatedApiError: eBay decommissioned the Sell Compliance API on 2026-03-30/);
    // The way to send it anyway, as a flag of this command (the client's own words name its option).
    expect(retired.stderr).toMatch(/To send it anyway, pass --allow-retired\.$/m);
    expect(retired.stderr).not.toContain('allowRetired');
  });
});

describe('the other commands', () => {
  it('runs an XML call with --field values', async () => {
    const ran = await baykit(['xml', 'trading', 'GetItem', '--field', 'ItemID=110000000000']);
    expect(ran.status).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ Ack: 'Success', Item: { ItemID: '110000000000' } });
  });

  it('finds operations by words and shows one in full', async () => {
    const found = await baykit(['ops', 'inventory', 'item']);
    expect(found.status).toBe(0);
    expect(found.stdout).toMatch(/^sell\.inventory\.getInventoryItem +GET/m);
    const one = await baykit(['ops', 'sell.inventory.getInventoryItem']);
    expect(one.stdout).toMatch(/^ {4}sku +path +string, required$/m);
    expect(one.stdout).toMatch(/grant: user token/);
    // The parameters with their types, and the body's fields with theirs, nested to --depth levels.
    const offer = await baykit(['ops', 'sell.inventory.createOffer', '--depth', '2']);
    expect(offer.stdout).toMatch(/^ {2}body: application\/json, required \(EbayOfferDetailsWithKeys\)$/m);
    expect(offer.stdout).toMatch(/^ {4}format: FormatTypeEnum \(e\.g\. [A-Z_ |]+\)$/m);
    expect(offer.stdout).toMatch(/^ {6}price: Amount$/m);
    expect(offer.stdout).not.toMatch(/^ {8}currency:/m);
    const search = await baykit(['ops', 'buy.browse.search']);
    expect(search.stdout).toMatch(/^ {4}q +query +string$/m);
  });

  it("shows a Trading call's request fields from eBay's schema, and names the call a misspelling meant", async () => {
    const one = await baykit(['ops', 'trading', 'GetItem', '--depth', '1']);
    expect(one.status).toBe(0);
    expect(one.stdout).toMatch(/^ {2}POST api\.ebay\.com\/ws\/api\.dll {2}\(version \d+\)$/m);
    expect(one.stdout).toMatch(/^ {4}ItemID: string, required \(or SKU\)$/m);
    expect(one.stdout).toMatch(/^ {4}DetailLevel: DetailLevelCodeType\[\] \(ReturnAll \| /m);
    const nested = await baykit(['ops', 'trading.AddFixedPriceItem', '--depth', '2']);
    expect(nested.stdout).toMatch(/^ {4}Item: ItemType, required$/m);
    expect(nested.stdout).toMatch(/^ {6}Title: string$/m);
    const typo = await baykit(['ops', 'trading', 'GetItme']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toMatch(/Did you mean trading\.GetItem\?/);
    const restTypo = await baykit(['ops', 'sell.inventory.getInventoryItme']);
    expect(restTypo.status).toBe(2);
    expect(restTypo.stderr).toMatch(/Did you mean sell\.inventory\.getInventoryItem\?/);
    const xmlAsRest = await baykit(['call', 'trading.GetItem']);
    expect(xmlAsRest.status).toBe(2);
    expect(xmlAsRest.stderr).toMatch(/trading\.GetItem is an XML call: baykit xml trading GetItem/);
  });

  it('shows the token masked, and only with --raw in full', async () => {
    const shown = await baykit(['token']);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toMatch(/token: •+.{4} \(\d+ characters\)/);
    const raw = await baykit(['token', '--raw']);
    expect(raw.stdout.trim().length).toBeGreaterThan(20);
    expect(shown.stdout).not.toContain(raw.stdout.trim());
  });

  it('triggers a notification on the emulator, and completes operation names', async () => {
    const ran = await baykit(['trigger', 'MARKETPLACE_ACCOUNT_DELETION']);
    expect(ran.status).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ topic: 'MARKETPLACE_ACCOUNT_DELETION' });
    expect((await baykit(['trigger', 'NOPE'])).status).toBe(2);
    const bash = await baykit(['completion', 'bash']);
    expect(bash.stdout).toContain('complete -F _baykit baykit');
    expect(bash.stdout).toContain('buy.browse.search');
  });

  it('triggers a simulated purchase with --field name=value, lists the events, and refuses bad fields', async () => {
    const listingId = await fixedPriceLamp();
    const ran = await baykit(['trigger', 'purchase', '--field', `listingId=${listingId}`, '--field', 'quantity=1']);
    expect(ran.status, ran.stderr).toBe(0);
    const made = JSON.parse(ran.stdout) as { orderId: string; lineItemIds: string[]; events: string[] };
    expect(made).toMatchObject({
      orderId: expect.stringMatching(/^\d{2}-\d{5}-\d{5}$/),
      lineItemIds: [expect.any(String)],
    });
    expect(made.events.length).toBeGreaterThan(0);

    const listed = await baykit(['trigger', '--list']);
    expect(listed.stdout).toContain('purchase  --field listingId=…');
    expect(listed.stdout).toContain('payment-dispute  --field orderId=… --field reason=… --field amount=…');
    // A simulated money event: the order was paid at checkout, so paying it again is the emulator's 409.
    const paid = await baykit(['trigger', 'payment', '--field', `orderId=${made.orderId}`]);
    expect([paid.status, paid.stderr]).toEqual([1, expect.stringContaining('is paid already')]);
    const dispute = await baykit(['trigger', 'payment-dispute', '--field', `orderId=${made.orderId}`]);
    expect(dispute.status, dispute.stderr).toBe(0);
    expect(JSON.parse(dispute.stdout)).toMatchObject({ orderId: made.orderId, paymentDisputeId: expect.any(String) });
    const badNumber = await baykit([
      'trigger',
      'purchase',
      '--field',
      `listingId=${listingId}`,
      '--field',
      'quantity=two',
    ]);
    expect([badNumber.status, badNumber.stderr]).toEqual([2, expect.stringContaining('quantity must be a number')]);
    const unknownField = await baykit(['trigger', 'purchase', '--field', 'colour=red']);
    expect([unknownField.status, unknownField.stderr]).toEqual([2, expect.stringContaining('listingId, itemId, sku')]);
    const unknown = await baykit(['trigger', 'purchase', '--field', 'listingId=999999999999']);
    expect([unknown.status, unknown.stderr]).toEqual([1, expect.stringContaining('no listing 999999999999')]);
  });

  it('triggers a simulated buyer message, listed with its fields, and says which field to fix', async () => {
    const listingId = await fixedPriceLamp();
    const ran = await baykit([
      'trigger',
      'buyer-message',
      '--field',
      `listingId=${listingId}`,
      '--field',
      'body=Is it still available?',
    ]);
    expect(ran.status, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({
      messageId: expect.any(String),
      kind: 'AskSellerQuestion',
      events: [expect.stringMatching(/^evt_\d+$/)],
    });
    const listed = await baykit(['trigger', '--list']);
    for (const line of [
      'buyer-message  --field listingId=…',
      'best-offer  --field',
      'feedback  --field',
      'auction-end  --field',
    ])
      expect(listed.stdout).toContain(line);
    const noBody = await baykit(['trigger', 'buyer-message', '--field', `listingId=${listingId}`]);
    expect([noBody.status, noBody.stderr]).toEqual([2, expect.stringContaining('body is required')]);
  });

  it('triggers a simulated return request on an order a simulated purchase made, and refuses a second one', async () => {
    const bought = await baykit(['trigger', 'purchase', '--field', `listingId=${await fixedPriceLamp()}`]);
    const { orderId, lineItemIds } = JSON.parse(bought.stdout) as { orderId: string; lineItemIds: string[] };
    const fields = ['--field', `orderId=${orderId}`, '--field', 'reason=DEFECTIVE_ITEM', '--field', 'quantity=1'];
    const ran = await baykit(['trigger', 'return-request', ...fields, '--field', 'comments=It flickers']);
    expect(ran.status, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({
      returnId: expect.stringMatching(/^\d+$/),
      orderId,
      lineItemId: lineItemIds[0],
      events: [expect.stringMatching(/^evt_\d+$/)],
    });
    expect((await baykit(['trigger', '--list'])).stdout).toContain('return-request  --field orderId=…');
    const again = await baykit(['trigger', 'return-request', ...fields]);
    expect([again.status, again.stderr]).toEqual([1, expect.stringContaining('already open')]);
    const badNumber = await baykit([
      'trigger',
      'return-request',
      '--field',
      `orderId=${orderId}`,
      '--field',
      'quantity=one',
    ]);
    expect([badNumber.status, badNumber.stderr]).toEqual([2, expect.stringContaining('quantity must be a number')]);
  });

  it('says how it is used, and reports the emulator it started', async () => {
    const help = await baykit(['call', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^baykit call: any REST operation/);
    expect(help.stdout).toMatch(/^ {2}--sign {2,}sign the request/m);
    expect(help.stdout).toMatch(/Examples:/);
    expect((await baykit(['help', 'feed'])).stdout).toMatch(/^baykit feed: download a Buy Feed file/);
    expect((await baykit(['help', 'nope'])).status).toBe(2);
    expect((await baykit(['nonsense'])).status).toBe(2);
    const status = await baykit(['emulator', 'status']);
    expect(status.stdout).toMatch(/^running at http:\/\/127\.0\.0\.1:\d+/);
  });
});

describe('baykit help', () => {
  it("runs every command's examples that need no file, other keys or a long-running process", async () => {
    const { COMMAND_HELP } = await import('../src/help.js');
    const runnable = Object.values(COMMAND_HELP)
      .flatMap((help) => help.examples)
      .filter(
        (example) =>
          example.startsWith('baykit ') &&
          !/[@|<$]|--profile|--env|--foreground|\b(listen|stop|configure|login|logout|mcp|verify)\b/.test(example),
      );
    expect(runnable.length).toBeGreaterThanOrEqual(10);
    for (const example of runnable) {
      // Shell words: double-quoted parts keep their spaces and lose their quotes.
      const args = [...example.slice('baykit '.length).matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
      const ran = await baykit(args);
      expect(ran.status, `${example}\n${ran.stderr}`).toBe(0);
    }
  });
});

describe('baykit configure and profiles', () => {
  it('keeps a profile in a 0600 file with the cert id from standard input, never printing it', async () => {
    const saved = await baykit(
      ['configure', '--profile', 'sb', '--env', 'sandbox', '--app-id', 'APP-SBX-1', '--ru-name', 'RU-1'],
      'SBX-cert-secret-1234\n',
    );
    expect(saved.status).toBe(0);
    expect(saved.stdout).not.toContain('SBX-cert-secret');
    const file = join(home, 'config', 'baykit', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      profiles: { sb: { env: 'sandbox', appId: 'APP-SBX-1', certId: 'SBX-cert-secret-1234', ruName: 'RU-1' } },
    });
    const listed = await baykit(['configure', '--list']);
    expect(listed.stdout).toMatch(/^sb: sandbox, app APP-SBX-1, cert •+1234, RuName RU-1$/m);
    expect(listed.stdout).not.toContain('SBX-cert-secret');
    expect((await baykit(['configure', '--profile', 'x', '--env', 'sandbox', '--app-id', 'A'])).status).toBe(2);
  });

  it("signs in with a profile's keys on its environment, and names the profiles it knows", async () => {
    // The consent URL is printed; with nothing pasted on standard input the sign-in stops there.
    const login = await baykit(['login', '--profile', 'sb']);
    expect(login.status).toBe(2);
    expect(login.stdout).toMatch(/https:\/\/auth\.sandbox\.ebay\.com\/oauth2\/authorize\?client_id=APP-SBX-1&/);
    expect(login.stdout).toContain('redirect_uri=RU-1');
    const unknown = await baykit(['token', '--profile', 'nope']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/No profile "nope" \(profiles: sb\)/);
  });
});

describe('baykit feed download', () => {
  const date = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const args = (out: string) => [
    'feed',
    'download',
    'getItemFeed',
    '--query',
    'feed_scope=NEWLY_LISTED',
    '--query',
    'category_id=15709',
    '--query',
    `date=${date}`,
    '--out',
    out,
    '--chunk-size',
    '1000',
  ];

  it('streams the gzip file to disk with plain progress lines when not on a terminal', async () => {
    const out = join(home, 'items.gz');
    const ran = await baykit(args(out));
    expect(ran.status).toBe(0);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(ran.stderr).toMatch(/^\d+ KiB of \d+ KiB \(100 %\)/m);
    expect(ran.stderr).not.toContain('\r');
  });

  it('goes on where an interrupted download stopped', async () => {
    const whole = readFileSync(join(home, 'items.gz'));
    const out = join(home, 'resumed.gz');
    writeFileSync(out, whole.subarray(0, 1500));
    writeFileSync(
      `${out}.baykit-resume.json`,
      JSON.stringify({
        operation: 'getItemFeed',
        query: { feed_scope: 'NEWLY_LISTED', category_id: '15709', date },
      }),
    );
    const ran = await baykit(args(out));
    expect(ran.status).toBe(0);
    expect(ran.stderr).toMatch(/resuming at byte 1500/);
    expect(readFileSync(out).equals(whole)).toBe(true);
  });

  it('draws a progress bar on a terminal (a pseudo-terminal through script)', () => {
    const out = join(home, 'tty.gz');
    const command = [process.execPath, '--conditions=source', BIN, ...args(out)].map((word) => `'${word}'`).join(' ');
    const ran = spawnSync('script', ['-qfec', command, '/dev/null'], {
      env,
      encoding: 'utf8',
      timeout: scaled(60_000),
    });
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain('\r\x1b[2K');
    expect(ran.stdout).toMatch(/KiB\/s/);
  });
});

describe('baykit listen', () => {
  it('forwards the signed pushes of the emulator to an endpoint, which verifies them', async () => {
    const received: { body: string; headers: IncomingHttpHeaders }[] = [];
    const hook = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ body, headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((ok) => hook.listen(0, '127.0.0.1', ok));
    const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/webhooks/ebay`;
    const listener = spawn(
      process.execPath,
      ['--conditions=source', BIN, 'listen', '--forward-to', hookUrl, '--topic', 'MARKETPLACE_ACCOUNT_DELETION'],
      { env },
    );
    let out = '';
    listener.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((ok) => listener.on('close', ok));
    try {
      await expect
        .poll(() => out, { timeout: scaled(30_000) })
        .toMatch(/^Ready: forwarding MARKETPLACE_ACCOUNT_DELETION/m);
      expect((await baykit(['trigger', 'MARKETPLACE_ACCOUNT_DELETION'])).status).toBe(0);
      await expect.poll(() => received.length, { timeout: scaled(30_000) }).toBe(1);
      await expect.poll(() => out).toMatch(/MARKETPLACE_ACCOUNT_DELETION {2}→ .* 204/);
      // The push arrives as the emulator signed it: baykit verifies it with the emulator's key.
      const emulator = `http://127.0.0.1:${env.BAYKIT_EMULATOR_PORT}`;
      const client = new EbayClient({ appId: 'baykit-test-app', certId: 'baykit-test-cert', origin: emulator });
      try {
        const push = await verifyNotification(
          { body: received[0]?.body ?? '', signature: String(received[0]?.headers['x-ebay-signature']) },
          { client },
        );
        expect(push.metadata.topic).toBe('MARKETPLACE_ACCOUNT_DELETION');
      } finally {
        await client.close();
      }
      // Ctrl-C ends it cleanly: the bin turns the signal into the command's io.interrupted.
      listener.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      listener.kill('SIGINT');
      await exited;
      hook.close();
    }
  });
});

describe('baykit call: signing and --verbose', () => {
  it("signs the calls eBay wants signed with the emulator's own key, kept 0600 between commands; --sign signs any", async () => {
    const funds = await baykit(['call', 'sell.finances.getSellerFundsSummary']);
    expect(funds.status, funds.stderr).toBe(0);
    expect(JSON.parse(funds.stdout)).toHaveProperty('totalFunds');
    const keyFile = join(home, 'baykit', 'emulator-signing-key.json');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const kept = readFileSync(keyFile, 'utf8');
    const signed = await baykit(['call', 'buy.browse.getItem', 'v1|110000000000|0', '--sign', '--verbose']);
    expect(signed.status, signed.stderr).toBe(0);
    expect(signed.stderr).toMatch(/^> signature-input: sig1=\("x-ebay-signature-key"/m);
    expect(signed.stderr).toMatch(/^> x-ebay-signature-key: \[redacted\]$/m);
    expect(readFileSync(keyFile, 'utf8')).toBe(kept);
  });

  it('shows each request and answer with its body, and never a token, code or secret', async () => {
    const ran = await baykit([
      'call',
      'sell.inventory.createOrReplaceInventoryItem',
      'CLI-VERBOSE-1',
      '--verbose',
      '--body',
      JSON.stringify({ product: { title: 'Shown' }, condition: 'NEW' }),
    ]);
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stderr).toMatch(
      /^> PUT http:\/\/127\.0\.0\.1:\d+\/sell\/inventory\/v1\/inventory_item\/CLI-VERBOSE-1$/m,
    );
    expect(ran.stderr).toContain('{"product":{"title":"Shown"},"condition":"NEW"}');
    expect(ran.stderr).toMatch(/^< 20[14] /m);
    const token = await baykit(['call', 'sell.inventory.getInventoryItem', 'CLI-VERBOSE-1', '--verbose']);
    expect(token.stderr).toMatch(/^> authorization: Bearer \[redacted\]$/m);
    // Every credential the command line holds (tokens.json) and the cert id stay out of the output.
    const stored = JSON.parse(readFileSync(join(home, 'baykit', 'tokens.json'), 'utf8')) as {
      tokens: Record<string, { accessToken: string; refreshToken?: string }>;
    };
    const secrets = Object.values(stored.tokens).flatMap((t) => [t.accessToken, t.refreshToken ?? 'none-kept']);
    for (const secret of [...secrets, 'baykit-test-cert']) {
      expect(ran.stderr).not.toContain(secret);
      expect(token.stderr).not.toContain(secret);
    }
  });

  it('shows the request as the client sent it with its own transport: every header the emulator received', async () => {
    const ran = await baykit(['call', 'buy.browse.getItem', 'v1|110000000000|0', '--verbose']);
    expect(ran.status, ran.stderr).toBe(0);
    const log = (await (await fetch(`http://127.0.0.1:${env.BAYKIT_EMULATOR_PORT}/__emulator/requests`)).json()) as {
      requests: { path: string; headers: Record<string, string> }[];
    };
    const received = log.requests.filter((r) => r.path.startsWith('/buy/browse/v1/item/')).at(-1);
    expect(received).toBeDefined();
    // The connection's own headers aside, each header that reached the emulator is shown, with its value unless
    // it is a credential (masked in both places).
    const { host: _host, connection: _connection, 'content-length': _length, ...headers } = received?.headers ?? {};
    for (const [name, value] of Object.entries(headers)) {
      if (value.includes('[masked]')) expect(ran.stderr).toMatch(new RegExp(`^> ${name}: \\S+ \\[redacted\\]$`, 'm'));
      else expect(ran.stderr).toContain(`> ${name}: ${value}\n`);
    }
  });

  it('never prints the private key of a signing key it asks the emulator for, even with --verbose', async () => {
    const keyFile = join(home, 'baykit', 'emulator-signing-key.json');
    rmSync(keyFile, { force: true });
    const ran = await baykit(['call', 'sell.finances.getSellerFundsSummary', '--verbose']);
    expect(ran.status, ran.stderr).toBe(0);
    const { privateKey, jwe } = JSON.parse(readFileSync(keyFile, 'utf8')) as { privateKey: string; jwe: string };
    expect(ran.stderr).not.toContain(privateKey);
    expect(ran.stderr).not.toContain(jwe);
  });

  it('gets a new key by itself when the emulator forgot the kept one (restarted)', async () => {
    expect((await baykit(['emulator', 'stop'])).status).toBe(0);
    const keyFile = join(home, 'baykit', 'emulator-signing-key.json');
    const before = readFileSync(keyFile, 'utf8');
    const funds = await baykit(['call', 'sell.finances.getSellerFundsSummary']);
    expect(funds.status, funds.stderr).toBe(0);
    expect(readFileSync(keyFile, 'utf8')).not.toBe(before);
  });
});

describe('baykit call on the Stores API', () => {
  it("signs in with sell.stores, adds a store category (202 with the task's Location) and reads it back", async () => {
    const added = await baykit(
      ['call', 'sell.stores.addStoreCategory', '--body', '-', '--include'],
      JSON.stringify({ categoryName: 'CLI Lamps' }),
    );
    expect(added.status).toBe(0);
    expect(added.stderr).toMatch(/^HTTP 202$/m);
    const taskId = /^location: \S+\/sell\/stores\/v1\/store\/tasks\/(\d+)$/im.exec(added.stderr)?.[1];
    expect(taskId).toBeDefined();
    const task = await baykit(['call', 'sell.stores.getStoreTask', taskId ?? '']);
    expect(JSON.parse(task.stdout)).toMatchObject({ task: { type: 'ADD_STORE_CATEGORY', status: 'COMPLETED' } });
    const tree = await baykit(['call', 'sell.stores.getStoreCategories']);
    expect(tree.status).toBe(0);
    const names = (JSON.parse(tree.stdout) as { storeCategories: { categoryName: string }[] }).storeCategories.map(
      (c) => c.categoryName,
    );
    expect(names).toContain('CLI Lamps');
  });
});
