// End to end: the explorer carries a flow, in Debian's headless Chromium. The explorer runs in process with its
// embedded emulator over a build of the app made for this file alone, signed in as the emulator's seller; the tests
// run the guided flows from the Flows tab, each step's form filled from what the step before answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExplorer, type RunningExplorer } from '../../server/app.js';
import type { CallOutcome } from '../../shared/api.js';
import { buildAppInto } from './app-build.js';
import { APP, signInLocally } from './in-process.js';
import { scaled } from '../../../../scripts/test-time.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumFor } from '../../../../scripts/chromium.mjs';

const SCREENSHOTS = join(APP, 'test-artifacts/screenshots');
const haveChromium = chromiumFor('Explorer flows end-to-end tests');

describe.skipIf(!haveChromium)('explorer in Chromium: captured values and guided flows', () => {
  let home: string;
  let explorer: RunningExplorer;
  let browser: Browser;
  let page: Page;
  /** What the list-an-item flow made, for the flows after it. */
  const made = { offerId: '', listingId: '', orderId: '', lineItemId: '' };

  const formOf = (title: string) => page.getByRole('form', { name: `Call ${title}` });
  const bar = (title: string) => page.getByRole('region', { name: `Flow: ${title}` });
  const stepRow = (flow: string, title: string) =>
    bar(flow)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: title, exact: true }) });

  const openFlows = async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Flows' }).click();
    await page.getByRole('heading', { name: 'Flows', level: 2 }).waitFor({ state: 'visible' });
  };

  /** Sends the open form of `title` and gives the outcome the back end answered. */
  async function send(title: string): Promise<CallOutcome> {
    const form = formOf(title);
    await form.waitFor({ state: 'visible' });
    const answered = page.waitForResponse((response) => response.url() === `${explorer.url}/api/call`);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    return (await (await answered).json()) as CallOutcome;
  }

  /** Waits until the flow's step `title` says it is done. */
  const stepDone = (flow: string, title: string) =>
    expect.poll(() => stepRow(flow, title).textContent()).toContain('done');

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'baykit-explorer-flows-e2e-'));
    const dist = join(home, 'dist');
    await buildAppInto(dist);
    explorer = await startExplorer({ port: 0, dataDir: join(home, 'data'), distDir: dist, warn: () => {} });
    await signInLocally(explorer);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // Under the test's own limit, so a step that never comes says which locator it waited for.
    page.setDefaultTimeout(scaled(10_000));
    await page.goto(explorer.openUrl);
    await page.getByLabel('Search operations').waitFor({ state: 'visible' });
  }, scaled(180_000));

  afterAll(async () => {
    await browser?.close();
    await explorer?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it('lists an item step by step, each form filled from the answer before, and publishing answers a listingId', async () => {
    const flow = 'List an item';
    await openFlows();
    await page.getByRole('button', { name: `Start ${flow}` }).click();
    // Step 1: the location, whose help says publishing needs it.
    expect(await page.getByRole('region', { name: 'About this call' }).textContent()).toContain('25012');
    expect((await send('createInventoryLocation')).status).toBe(204);
    await stepDone(flow, 'Create an inventory location');
    expect(await page.getByRole('region', { name: 'About this call' }).textContent()).toContain('25012');

    await bar(flow).getByRole('button', { name: 'Next: Create the inventory item' }).click();
    const item = await send('createOrReplaceInventoryItem');
    expect(item.ok).toBe(true);
    await stepDone(flow, 'Create the inventory item');

    await bar(flow).getByRole('button', { name: 'Next: Create the offer' }).click();
    // The offer names the location and SKU the steps before made, and says where they came from.
    const hints = formOf('createOffer').getByRole('list', { name: 'Values from earlier answers' });
    await expect.poll(() => hints.textContent()).toContain('from createInventoryLocation');
    expect(await hints.textContent()).toContain('from createOrReplaceInventoryItem');
    const offer = await send('createOffer');
    expect(offer.status).toBe(201);
    made.offerId = (offer.data as { offerId: string }).offerId;
    await stepDone(flow, 'Create the offer');

    await bar(flow).getByRole('button', { name: 'Next: Publish the offer' }).click();
    const publish = formOf('publishOffer');
    await expect.poll(() => publish.getByLabel(/^offerId/).inputValue()).toBe(made.offerId);
    expect(await publish.locator('.captured-note').first().textContent()).toMatch(/^from createOffer, \d+ s ago$/);
    const published = await send('publishOffer');
    expect(published.status).toBe(200);
    made.listingId = (published.data as { listingId: string }).listingId;
    expect(made.listingId).toMatch(/^\d+$/);
    await stepDone(flow, 'Publish the offer');
    await expect.poll(() => bar(flow).getByRole('status').textContent()).toBe('All steps done.');
    await bar(flow).screenshot({ path: join(SCREENSHOTS, 'flow-list-item.png') });
  });

  it('fulfils an order: a simulated purchase of that listing, the orders, the shipment, and the order FULFILLED', async () => {
    const flow = 'Fulfil an order';
    await openFlows();
    await page.getByRole('button', { name: `Start ${flow}` }).click();
    // Step 0 on the local emulator: a buyer purchases the listing just published, its id filled in.
    const purchase = bar(flow).getByRole('form', { name: 'A buyer purchases your listing' });
    expect(await purchase.getByLabel('listingId').inputValue()).toBe(made.listingId);
    await purchase.getByRole('button', { name: 'Simulate purchase' }).click();
    const simulated = bar(flow).getByRole('status').filter({ hasText: 'Simulated purchase' });
    await expect.poll(() => simulated.textContent()).toMatch(/^Simulated purchase: orderId /);
    const said = (await simulated.textContent()) ?? '';
    made.orderId = /orderId (\S+?),/.exec(said)?.[1] ?? '';
    made.lineItemId = /lineItemIds (\d+)/.exec(said)?.[1] ?? '';
    expect(made.orderId).toMatch(/^\d{2}-\d{5}-\d{5}$/);

    await bar(flow).getByRole('button', { name: 'Next: Find the orders to ship' }).click();
    expect(
      await formOf('getOrders')
        .getByLabel(/^filter/)
        .inputValue(),
    ).toBe('orderfulfillmentstatus:{NOT_STARTED|IN_PROGRESS}');
    const orders = await send('getOrders');
    expect((orders.data as { orders: { orderId: string }[] }).orders[0]?.orderId).toBe(made.orderId);
    await stepDone(flow, 'Find the orders to ship');

    await bar(flow).getByRole('button', { name: 'Next: Ship it' }).click();
    const ship = formOf('createShippingFulfillment');
    await expect.poll(() => ship.getByLabel(/^orderId/).inputValue()).toBe(made.orderId);
    expect(JSON.parse(await ship.getByLabel(/^Request body/).inputValue())).toMatchObject({
      lineItems: [{ lineItemId: made.lineItemId, quantity: 1 }],
    });
    expect((await send('createShippingFulfillment')).status).toBe(201);
    await stepDone(flow, 'Ship it');

    await bar(flow).getByRole('button', { name: 'Next: See the order fulfilled' }).click();
    await expect
      .poll(() =>
        formOf('getOrder')
          .getByLabel(/^orderId/)
          .inputValue(),
      )
      .toBe(made.orderId);
    const order = await send('getOrder');
    expect(order.data).toMatchObject({ orderId: made.orderId, orderFulfillmentStatus: 'FULFILLED' });
    await stepDone(flow, 'See the order fulfilled');
    expect(await stepRow(flow, 'See the order fulfilled').textContent()).toContain(
      'orderFulfillmentStatus is FULFILLED',
    );
    await expect.poll(() => bar(flow).getByRole('status').filter({ hasText: 'All steps done.' }).count()).toBe(1);
  });

  it('answers a return of that order: simulated, found, read and approved, each id carried', async () => {
    const flow = 'Answer a return';
    await openFlows();
    await page.getByRole('button', { name: `Start ${flow}` }).click();
    const request = bar(flow).getByRole('form', { name: 'A buyer asks to return an item' });
    expect(await request.getByLabel('orderId').inputValue()).toBe(made.orderId);
    await request.getByRole('button', { name: 'Simulate return-request' }).click();
    const simulated = bar(flow).getByRole('status').filter({ hasText: 'Simulated return-request' });
    await expect.poll(() => simulated.textContent()).toMatch(/^Simulated return-request: returnId /);
    const returnId = /returnId (\d+)/.exec((await simulated.textContent()) ?? '')?.[1] ?? '';

    await bar(flow).getByRole('button', { name: 'Next: Find the return requests' }).click();
    expect((await send('search')).status).toBe(200);
    await bar(flow).getByRole('button', { name: 'Next: Read the return' }).click();
    await expect
      .poll(() =>
        formOf('getReturn')
          .getByLabel(/^returnId/)
          .inputValue(),
      )
      .toBe(returnId);
    expect((await send('getReturn')).data).toMatchObject({ summary: { returnId, state: 'RETURN_REQUESTED' } });
    await bar(flow).getByRole('button', { name: 'Next: Approve it' }).click();
    await expect
      .poll(() =>
        formOf('processReturnRequest')
          .getByLabel(/^returnId/)
          .inputValue(),
      )
      .toBe(returnId);
    const decided = await send('processReturnRequest');
    expect(decided.ok).toBe(true);
    await stepDone(flow, 'Approve it');
  });

  it('keeps captured values and progress through a reload, lists them, and offers them as suggestions', async () => {
    await page.reload();
    await openFlows();
    const captured = page.getByRole('table', { name: 'Captured in this environment' });
    expect(await captured.getByRole('row', { name: /^offerId/ }).textContent()).toContain(made.offerId);
    expect(await page.getByRole('button', { name: 'Continue List an item' }).isVisible()).toBe(true);
    await page
      .getByRole('list', { name: 'Steps of List an item' })
      .getByRole('button', { name: 'Publish the offer' })
      .click();
    const publish = formOf('publishOffer');
    await publish.waitFor({ state: 'visible' });
    const suggested = await publish
      .locator('datalist#param-path-offerId-values option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(suggested).toContain(made.offerId);
    // A value typed by hand is the user's: the newest captured one is offered, not forced.
    await publish.getByLabel(/^offerId/).fill('12345');
    await publish.getByRole('button', { name: `Use offerId ${made.offerId} from createOffer`, exact: false }).click();
    expect(await publish.getByLabel(/^offerId/).inputValue()).toBe(made.offerId);
  });

  it('captures what the Simulate panel makes too: its order id leads the list', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Environments' }).click();
    const panel = page.getByRole('region', { name: 'Simulate' });
    await panel.getByLabel('listingId').fill(made.listingId);
    await panel.getByRole('button', { name: 'Simulate', exact: true }).click();
    const orderId = panel
      .getByRole('status')
      .getByRole('row', { name: /^orderId/ })
      .getByRole('cell');
    await expect.poll(() => orderId.textContent()).toMatch(/^\d{2}-\d{5}-\d{5}$/);
    const simulated = (await orderId.textContent()) ?? '';
    await openFlows();
    const first = page.getByRole('table', { name: 'Captured in this environment' }).getByRole('row').first();
    expect(await first.textContent()).toContain(`orderId${simulated}from simulate purchase`);
  });

  it('forgets the local values when the emulator is reset: the records they named are gone', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Environments' }).click();
    await page.getByRole('button', { name: 'Reset the emulator' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Emulator reset' }).count()).toBe(1);
    await openFlows();
    expect(await page.getByRole('region', { name: 'Captured values' }).textContent()).toContain('Nothing captured yet');
  });
});
