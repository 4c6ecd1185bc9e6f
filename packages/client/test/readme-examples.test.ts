import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../../scripts/readme-examples.mjs';
import { BaseEbayClient, EbayClient, NotFoundError } from '../src/index.js';
import { BuyBrowseApi, type BuyBrowse } from '../src/generated/buy.gen.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { startEmulator } from './reliability/helpers/emulator-rig.js';

// The README's examples, run against a recording server (so they compile and do what the README says).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req) => {
    if (req.path === '/identity/v1/oauth2/token')
      return { status: 200, body: { access_token: 'v^1.1#app', expires_in: 7200 } };
    if (req.path === '/buy/browse/v1/item/v1%7C000%7C0') {
      return {
        status: 404,
        body: { errors: [{ errorId: 11001, domain: 'API_BROWSE', message: 'The specified item ID was not found.' }] },
      };
    }
    if (req.path.startsWith('/buy/browse/v1/item/'))
      return { status: 200, body: { itemId: 'v1|110000000000|0', title: 'Shoes' } };
    if (req.path === '/buy/browse/v1/item_summary/search')
      return { status: 200, body: { itemSummaries: [{ itemId: 'v1|1|0' }], total: 1 } };
    if (req.path.startsWith('/sell/inventory/')) return { status: 204 };
    if (req.path === '/ws/api.dll') {
      const call = req.headers['x-ebay-api-call-name'];
      const inner =
        call === 'GetItem'
          ? '<Item><ItemID>110554451234</ItemID><Title>Red shoes</Title><SellingStatus><CurrentPrice currencyID="USD">19.99</CurrentPrice></SellingStatus></Item>'
          : call === 'GetOrders'
            ? '<HasMoreItems>false</HasMoreItems><OrderArray><Order><OrderID>12-1</OrderID></Order></OrderArray>'
            : '<ItemID>1</ItemID>';
      return {
        status: 200,
        body: `<${call}Response xmlns="urn:ebay:apis:eBLBaseComponents"><Ack>Success</Ack>${inner}</${call}Response>`,
      };
    }
    if (req.path === '/sell/fulfillment/v1/order') {
      return {
        status: 200,
        body: {
          orders: [{ orderId: '12-1', pricingSummary: { total: { value: '9.99', currency: 'USD' } } }],
          total: 1,
        },
      };
    }
    return { status: 404 };
  });
});
afterAll(() => server.close());

it("the README's item id is one of the emulator's seeded items (and its 404 id is not)", async () => {
  const rig = await startEmulator();
  try {
    const ebay = rig.client();
    const item = await ebay.buy.browse.getItem('v1|110000000000|0', { fieldgroups: 'PRODUCT' });
    expect(item.itemId).toBe('v1|110000000000|0');
    await expect(ebay.buy.browse.getItem('v1|000|0')).rejects.toBeInstanceOf(NotFoundError);
  } finally {
    await rig.close();
  }
});

// The READMEs whose runnable examples run here, and the examples each must hold (so a block that moved or lost its
// marker fails here instead of leaving nothing to run).
const READMES = [
  { path: 'README.md', mustHave: ['quick-start.ts'] },
  {
    path: 'packages/client/README.md',
    mustHave: ['client.ts', 'order-sync.ts', 'notifications-node.mjs', 'notifications-fetch.mjs', 'node-http.mjs'],
  },
];

describe("the root and client READMEs' runnable examples, as written, from this clone's sources", () => {
  // The same blocks `npm run smoke:pack` runs against the packed tarballs; here they run against the sources (the
  // `source` export condition, TypeScript through tsx), so a README example that stops working fails `npm test`.
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const runnable = READMES.flatMap(({ path }) =>
    examples(readFileSync(join(root, path), 'utf8'))
      .filter((block) => block.extra.length === 0)
      .map((block) => ({ ...block, readme: path })),
  );

  for (const { path, mustHave } of READMES) {
    it(`finds ${mustHave.join(', ')} in ${path}`, () => {
      const found = runnable.filter((block) => block.readme === path).map((block) => block.file);
      expect(found).toEqual(expect.arrayContaining(mustHave));
    });
  }

  for (const block of runnable) {
    it(`runs ${block.file} of ${block.readme}`, async () => {
      // Under the root's node_modules, so `baykit` and `@baykit/*` resolve to the workspace packages.
      const dir = mkdtempSync(join(root, 'node_modules', '.cache-readme-'));
      try {
        // An ES module project, as smoke:pack's (a `.ts` example awaits at its top level).
        writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
        writeFileSync(join(dir, block.file), block.code);
        const result = await runNode(['--conditions=source', '--import', 'tsx', join(dir, block.file)], root);
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

it('runs the README Browse-only example', async () => {
  const client = new BaseEbayClient({ appId: 'a', certId: 'c', origin: server.origin });
  const browse = new BuyBrowseApi(client);
  const item: BuyBrowse.Item = await browse.getItem('v1|110000000000|0');
  expect(item.title).toBe('Shoes');
  await client.close();
});

it('runs the README Trading example', async () => {
  const ebay = new EbayClient({
    appId: 'a',
    certId: 'c',
    devId: 'd',
    authToken: 'AgAAAA**classic',
    origin: server.origin,
  });
  const { Item } = await ebay.trading.GetItem({ ItemID: '110554451234', DetailLevel: 'ReturnAll' });
  expect([Item?.Title, Item?.SellingStatus?.CurrentPrice?.['#value']]).toEqual(['Red shoes', '19.99']);
  await ebay.trading.AddFixedPriceItem({
    Item: {
      Title: 'Red shoes',
      Description: '<p>HTML is sent as CDATA</p>',
      StartPrice: { '@_currencyID': 'USD', '#value': '19.99' },
      PictureDetails: { PictureURL: ['https://i.ebayimg.com/1.jpg', 'https://i.ebayimg.com/2.jpg'] },
    },
  });
  expect(server.requests.at(-1)!.text).toContain(
    '<Description><![CDATA[<p>HTML is sent as CDATA</p>]]></Description><StartPrice currencyID="USD">19.99</StartPrice><PictureDetails><PictureURL>https://i.ebayimg.com/1.jpg</PictureURL><PictureURL>https://i.ebayimg.com/2.jpg</PictureURL></PictureDetails>',
  );
  const orders: string[] = [];
  for await (const order of ebay.paginate(ebay.trading.GetOrders, { OrderRole: 'Seller', NumberOfDays: 7 }))
    orders.push(order.OrderID ?? '');
  expect(orders).toEqual(['12-1']);
  const xmlText = await ebay.trading.GeteBayOfficialTime({}, { raw: true });
  expect(xmlText).toMatch(/^<GeteBayOfficialTimeResponse/);
  await ebay.trading.call('GetSomethingNew', { Foo: 'bar' });
  await ebay.close();
});

/** Runs node with `args`; resolves to its exit code and what it wrote to stderr. */
function runNode(args: string[], cwd: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}
