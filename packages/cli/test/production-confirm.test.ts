// `baykit call` and `baykit xml` ask before a guarded call (an effect beyond read and write) goes to eBay production,
// and send nothing before the answer. eBay is a stand-in on loopback (helpers/ebay-stand-in.ts) that records what was
// addressed to it and what arrived; the person is the io's `ask`, and a pipe (no `ask`) cannot be asked at all.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EFFECT_MEANINGS, OPERATION_EFFECT_NOTES } from '@baykit/spec/effects';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cliHome, type CliHome, type Ran, type RunOptions } from './helpers/cli-harness.js';
import { ebayStandIn, type EbayStandIn } from './helpers/ebay-stand-in.js';

/** Keys of a production keyset (never eBay's: every call goes to the stand-in). */
const KEYS = { EBAY_APP_ID: 'PRD-app-1', EBAY_CERT_ID: 'PRD-cert-secret', EBAY_DEV_ID: 'dev-1', EBAY_RU_NAME: 'RU-1' };
const QUESTION = 'Send it to eBay production? [y/N] ';
const DESTINATION = JSON.stringify({
  name: 'orders',
  status: 'ENABLED',
  deliveryConfig: { endpoint: 'https://hooks.example.com/ebay', verificationToken: 'v'.repeat(32) },
});
/** A guarded call (egress): eBay would push notifications to the endpoint in the body. */
const CREATE_DESTINATION = ['call', 'commerce.notification.createDestination', '--body', DESTINATION];

let cli: CliHome;
let ebay: EbayStandIn;
beforeAll(async () => {
  cli = await cliHome('baykit-cli-confirm-');
});
afterAll(() => cli.close());
beforeEach(async () => {
  ebay = await ebayStandIn();
});
afterEach(() => ebay.close());

/** Runs `baykit <args>` with the production keys, its calls to eBay going to the stand-in. */
const toEbay = (args: string[], options: RunOptions = {}): Promise<Ran> =>
  cli.baykit(args, { env: { ...cli.env, ...KEYS }, ebayTransport: () => ebay.transport(), ...options });

/** A person who answers `answer` and records each question, with what had reached eBay by then. */
function person(answer: string): { ask: (question: string) => Promise<string>; asked: string[]; sentBefore: number[] } {
  const asked: string[] = [];
  const sentBefore: number[] = [];
  return {
    asked,
    sentBefore,
    ask: (question) => {
      asked.push(question);
      sentBefore.push(ebay.addressed.length + ebay.arrived.length);
      return Promise.resolve(answer);
    },
  };
}

/** The paths of the requests that reached the stand-in. */
const arrivedPaths = (): string[] => ebay.arrived.map((r) => r.path);

describe('baykit call, a guarded operation to eBay production', () => {
  it('asks first, showing the effects with their meanings, why, and where this call sends data; sends after y', async () => {
    const { ask, asked, sentBefore } = person('y');
    const ran = await toEbay([...CREATE_DESTINATION, '--env', 'production'], { ask });
    expect(ran.status, ran.stderr).toBe(0);
    expect(asked).toEqual([QUESTION]);
    expect(sentBefore).toEqual([0]);
    expect(ran.stderr).toContain('commerce.notification.createDestination goes to eBay production');
    expect(ran.stderr).toContain(`egress: ${EFFECT_MEANINGS.egress}`);
    expect(ran.stderr).toContain(`why: ${OPERATION_EFFECT_NOTES['commerce.notification.createDestination']}`);
    expect(ran.stderr).toMatch(
      /eBay will push data, buyers' names and addresses among them, to "https:\/\/hooks\.example\.com\/ebay"/,
    );
    // The application token, then the call, both addressed to eBay production.
    expect(ebay.addressed).toEqual([
      'https://api.ebay.com/identity/v1/oauth2/token',
      'https://api.ebay.com/commerce/notification/v1/destination',
    ]);
    expect(arrivedPaths()).toEqual(['/identity/v1/oauth2/token', '/commerce/notification/v1/destination']);
    expect(JSON.parse(ebay.arrived[1]?.body ?? '')).toEqual(JSON.parse(DESTINATION));
  });

  it('sends with yes and Y, whatever the spaces around them', async () => {
    for (const answer of ['yes', ' Y ', 'YES']) {
      const ran = await toEbay([...CREATE_DESTINATION, '--env', 'production'], { ask: person(answer).ask });
      expect(ran.status, answer).toBe(0);
    }
    expect(arrivedPaths().filter((path) => path.startsWith('/commerce/'))).toHaveLength(3);
  });

  it('sends nothing, not even a token request, when the answer is anything but y or yes (exit status 1)', async () => {
    for (const answer of ['n', 'no', '', 'yess', 'sure', 'y es']) {
      const { ask, asked } = person(answer);
      const ran = await toEbay([...CREATE_DESTINATION, '--env', 'production'], { ask });
      expect(asked, answer).toEqual([QUESTION]);
      expect(ran.status, answer).toBe(1);
      expect(ran.stderr).toMatch(/Not sent\.\n$/);
      expect(ran.stdout).toBe('');
    }
    expect(ebay.addressed).toEqual([]);
    expect(ebay.arrived).toEqual([]);
  });

  it('refuses with exit status 2 when nobody can be asked (standard input not a terminal), saying what and --yes', async () => {
    const ran = await toEbay([...CREATE_DESTINATION, '--env', 'production']);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain('commerce.notification.createDestination goes to eBay production');
    expect(ran.stderr).toContain('"https://hooks.example.com/ebay"');
    expect(ran.stderr).toMatch(/Not sent: standard input is not a terminal, so baykit cannot ask you\. Pass --yes/);
    expect(ebay.addressed).toEqual([]);
    expect(ebay.arrived).toEqual([]);
  });

  it('sends with --yes or -y without asking (production by EBAY_APP_ID too)', async () => {
    const { ask, asked } = person('n');
    expect((await toEbay([...CREATE_DESTINATION, '--env', 'production', '--yes'], { ask })).status).toBe(0);
    // No --env: the keys in the environment make it production.
    const short = await toEbay([...CREATE_DESTINATION, '-y']);
    expect(short.status, short.stderr).toBe(0);
    expect(short.stderr).toBe('');
    expect(asked).toEqual([]);
    expect(arrivedPaths().filter((path) => path.startsWith('/commerce/'))).toHaveLength(2);
  });

  it('shows what the money calls commit, after the check for a user token', async () => {
    const body = {
      campaignName: 'Lamps',
      budget: { daily: { amount: { value: '10000.00', currency: 'USD' } } },
      fundingStrategy: { fundingModel: 'COST_PER_CLICK' },
    };
    // The call needs a user token, and none is kept yet: it stops with how to sign in, before asking.
    const early = person('n');
    const ran = await toEbay(
      ['call', 'sell.marketing.createCampaign', '--env', 'production', '--body', JSON.stringify(body)],
      { ask: early.ask },
    );
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain('run baykit login --env production');
    expect(early.asked).toEqual([]);
    expect(ebay.arrived).toEqual([]);
    const login = await toEbay(['login', '--env', 'production'], { input: 'code-from-ebay\n' });
    expect(login.status, login.stderr).toBe(0);
    const { ask, asked } = person('n');
    const asking = await toEbay(
      ['call', 'sell.marketing.createCampaign', '--env', 'production', '--body', JSON.stringify(body)],
      { ask },
    );
    expect(asked).toEqual([QUESTION]);
    expect(asking.status).toBe(1);
    expect(asking.stderr).toContain(`spend: ${EFFECT_MEANINGS.spend}`);
    expect(asking.stderr).toContain('up to 10000.00 USD a day until paused');
    const refund = {
      reasonForRefund: 'BUYER_CANCEL',
      orderLevelRefundAmount: { value: '20.00', currency: 'USD' },
      refundItems: [{ lineItemId: '1', refundAmount: { value: '5' } }],
    };
    const refunding = await toEbay(
      ['call', 'sell.fulfillment.issueRefund', '01-1', '--env', 'production', '--body', JSON.stringify(refund)],
      { ask },
    );
    expect(refunding.status).toBe(1);
    expect(refunding.stderr).toContain(`irreversible: ${EFFECT_MEANINGS.irreversible}`);
    expect(refunding.stderr).toContain('refunds 20.00 USD in total to the buyer');
    expect(refunding.stderr).toContain('an amount with no currency: body.refundItems[0].refundAmount = "5"');
    // Only the sign-in's token exchange reached eBay.
    expect(arrivedPaths()).toEqual(['/identity/v1/oauth2/token']);
  });

  it('does not ask for an operation that only reads', async () => {
    const { ask, asked } = person('n');
    const ran = await toEbay(['call', 'commerce.notification.getTopics', '--env', 'production'], { ask });
    expect(ran.status, ran.stderr).toBe(0);
    expect(asked).toEqual([]);
    expect(ebay.addressed.at(-1)).toBe('https://api.ebay.com/commerce/notification/v1/topic');
  });
});

describe('where baykit does not ask', () => {
  it('sends a guarded call to eBay’s sandbox without asking (no real money, listings or buyers there)', async () => {
    const { ask, asked } = person('n');
    const ran = await toEbay([...CREATE_DESTINATION, '--env', 'sandbox'], { ask });
    expect(ran.status, ran.stderr).toBe(0);
    expect(asked).toEqual([]);
    expect(ebay.addressed.at(-1)).toBe('https://api.sandbox.ebay.com/commerce/notification/v1/destination');
  });

  it('sends a guarded call to the emulator (the default) without asking, terminal or not', async () => {
    const { ask, asked } = person('n');
    const args = ['call', 'developer.keyManagement.createSigningKey', '--body', '{"signingKeyCipher":"ED25519"}'];
    const ran = await cli.baykit(args, { ask });
    expect(ran.status, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject({ signingKeyCipher: 'ED25519' });
    expect((await cli.baykit(args)).status).toBe(0);
    expect(asked).toEqual([]);
  });
});

describe('baykit xml, a guarded call to eBay production', () => {
  const revise = (): string[] => {
    const file = join(cli.dir, 'revise.json');
    writeFileSync(
      file,
      JSON.stringify({
        InventoryStatus: { ItemID: '110553', StartPrice: { '@_currencyID': 'USD', '#value': '0.01' }, Quantity: 5 },
      }),
    );
    return ['xml', 'trading', 'ReviseInventoryStatus', '--fields', `@${file}`, '--env', 'production'];
  };

  it('asks first, showing the new price, and sends nothing after no; sends after yes', async () => {
    expect((await toEbay(['login', '--env', 'production'], { input: 'code-from-ebay\n' })).status).toBe(0);
    const declined = person('no');
    const no = await toEbay(revise(), { ask: declined.ask });
    expect(declined.asked).toEqual([QUESTION]);
    expect(no.status).toBe(1);
    expect(no.stderr).toContain('trading.ReviseInventoryStatus goes to eBay production');
    expect(no.stderr).toContain(`price: ${EFFECT_MEANINGS.price}`);
    expect(no.stderr).toContain('item "110553": price becomes 0.01 USD, quantity for sale becomes 5');
    expect(arrivedPaths()).toEqual(['/identity/v1/oauth2/token']);

    const accepted = person('yes');
    const yes = await toEbay(revise(), { ask: accepted.ask });
    expect(yes.status, yes.stderr).toBe(0);
    expect(accepted.sentBefore).toEqual([2]);
    expect(ebay.addressed.at(-1)).toBe('https://api.ebay.com/ws/api.dll');
    const sent = ebay.arrived.at(-1);
    expect(sent?.headers['x-ebay-api-call-name']).toBe('ReviseInventoryStatus');
    expect(sent?.body).toContain('<StartPrice currencyID="USD">0.01</StartPrice>');
  });

  it('refuses with exit status 2 in a pipe, and sends with --yes', async () => {
    expect((await toEbay(['login', '--env', 'production'], { input: 'code-from-ebay\n' })).status).toBe(0);
    const piped = await toEbay(revise());
    expect(piped.status).toBe(2);
    expect(piped.stderr).toMatch(/Pass --yes to send it\./);
    expect(arrivedPaths()).toEqual(['/identity/v1/oauth2/token']);
    // A call the effect table does not know is taken to have every guarded effect.
    const unknown = await toEbay(['xml', 'trading', 'ReviseEverything', '--env', 'production']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain(
      "not in baykit's table of effects, so taken to have every effect that needs asking",
    );
    expect(unknown.stderr).toContain(`spend: ${EFFECT_MEANINGS.spend}`);
    expect(arrivedPaths()).toEqual(['/identity/v1/oauth2/token']);
    const sent = await toEbay([...revise(), '--yes']);
    expect(sent.status, sent.stderr).toBe(0);
    expect(arrivedPaths().at(-1)).toBe('/ws/api.dll');
  });
});
