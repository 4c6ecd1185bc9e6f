// The safety gate against arguments written to slip past it (a prompt-injected agent): amounts that would shrink
// or hide what a money call moves, and confirmations whose money is pushed out of sight. Its own server (writes
// allowed, a cap of 50 USD), so no other test's spending counts here.
import { describe, expect, it } from 'vitest';
import { draftOffer, httpSuite, textOf } from './helpers.js';

const suite = httpSuite(['--allow-writes', '--spend-cap', '50 USD']);
const connected = suite.connected;

describe('amounts the spend cap counts', () => {
  it('refuses a negative amount that would make room under the cap, without asking', async () => {
    const { client, asked } = await connected('decline');
    // 100 USD refunded, "minus 60" beside it: 40 by a plain sum, under the cap of 50.
    const refund = await client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.fulfillment.issueRefund',
        path: { order_id: '01-00000-00001' },
        body: {
          reasonForRefund: 'BUYER_CANCEL',
          orderLevelRefundAmount: { value: '100.00', currency: 'USD' },
          refundItems: [{ lineItemId: '1', refundAmount: { value: '-60.00', currency: 'USD' } }],
        },
      },
    });
    expect(refund.isError).toBe(true);
    expect(textOf(refund)).toContain('not a plain decimal amount');
    expect(asked).toEqual([]);
  });

  it('refuses exponent, hexadecimal and infinite amounts', async () => {
    const { client, asked } = await connected('decline');
    for (const value of ['1e3', '0x10', 'Infinity'])
      expect(
        textOf(
          await client.callTool({
            name: 'call_operation',
            arguments: {
              operation: 'sell.fulfillment.issueRefund',
              path: { order_id: '01-00000-00001' },
              body: { reasonForRefund: 'BUYER_CANCEL', orderLevelRefundAmount: { value, currency: 'USD' } },
            },
          }),
        ),
      ).toContain('not a plain decimal amount');
    expect(asked).toEqual([]);
  });

  it('counts every value of an amount, not the first one it reads', async () => {
    const { client, asked } = await connected('decline');
    // A Trading amount with a REST-style `value` of 1 beside its text of 900 (the XML carries both), four levels
    // down where the field names are not checked.
    const bid = await client.callTool({
      name: 'call_trading',
      arguments: {
        call: 'SetShippingDiscountProfiles',
        fields: {
          ModifyActionCode: 'Add',
          FlatShippingDiscount: {
            DiscountName: 'EachAdditionalAmount',
            DiscountProfile: [{ EachAdditionalAmount: { '@_currencyID': 'USD', value: '1', '#value': '900' } }],
          },
        },
      },
    });
    expect(bid.isError).toBe(true);
    expect(textOf(bid)).toContain('over the spend cap');
    expect(asked).toEqual([]);
  });
});

describe('the confirmation form', () => {
  it('refuses, with a cap, money it cannot count for want of a currency', async () => {
    const { client, asked } = await connected('decline');
    const offered = await client.callTool({
      name: 'call_trading',
      arguments: {
        call: 'SetShippingDiscountProfiles',
        fields: {
          ModifyActionCode: 'Add',
          FlatShippingDiscount: {
            DiscountName: 'EachAdditionalAmount',
            DiscountProfile: [{ EachAdditionalAmount: '900.00' }],
          },
        },
      },
    });
    expect(offered.isError).toBe(true);
    expect(textOf(offered)).toContain('has no currency');
    expect(textOf(offered)).toContain('DiscountProfile.EachAdditionalAmount = \\"900.00');
    expect(asked).toEqual([]);
  });

  it('shows what a call commits first, however long the arguments before it', async () => {
    const { client, asked } = await connected('decline');
    const offered = await client.callTool({
      name: 'call_trading',
      arguments: {
        call: 'SetShippingDiscountProfiles',
        fields: {
          ModifyActionCode: 'Add',
          FlatShippingDiscount: {
            DiscountName: 'EachAdditionalAmount',
            DiscountProfile: [
              {
                DiscountProfileName: 'A discount. '.repeat(400),
                EachAdditionalAmount: { '@_currencyID': 'USD', '#value': '20.00' },
              },
            ],
          },
        },
      },
    });
    expect(offered.isError).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('Commits: 20.00 USD (FlatShippingDiscount.DiscountProfile.EachAdditionalAmount)');
    expect(asked[0]!.indexOf('Commits:')).toBeLessThan(asked[0]!.indexOf('Arguments'));
  });

  it('names each amount with where it is', async () => {
    const { client, asked } = await connected('decline');
    await client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.fulfillment.issueRefund',
        path: { order_id: '01-00000-00001' },
        body: { reasonForRefund: 'BUYER_CANCEL', orderLevelRefundAmount: { value: '12.50', currency: 'USD' } },
      },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('Commits: 12.50 USD (body.orderLevelRefundAmount)');
    expect(asked[0]).toContain('refunds 12.50 USD in total to the buyer');
  });
});

describe('the confirmation of publishing an offer', () => {
  it('shows the title, price and quantity eBay has for the offer (its arguments name only an id)', async () => {
    // The inventory item sets what is for sale (price), so it is confirmed by a client that accepts.
    const { client: setUp } = await connected('accept');
    const { client, asked } = await connected('decline');
    const offerId = await draftOffer(setUp, {
      sku: 'LAMP-PRICE',
      title: 'Brass desk lamp',
      price: '900.00',
      location: 'HOME',
    });
    const published = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'sell.inventory.publishOffer', path: { offerId } },
    });
    expect(published.isError).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('"Brass desk lamp", price "900.00" "USD", quantity 3');
  });
});

describe('the log of a refusal', () => {
  it('masks known secrets in the reason too, as it masks them in the arguments', async () => {
    const { client } = await connected('decline');
    // A first call opens the target, so the app's cert id (the emulator's test app: baykit-test-cert) is known.
    await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'buy.browse.search', query: { q: 'lamp' } },
    });
    const refused = await client.callTool({
      name: 'call_operation',
      arguments: {
        operation: 'sell.fulfillment.issueRefund',
        path: { order_id: '01-00000-00001' },
        body: {
          reasonForRefund: 'BUYER_CANCEL',
          orderLevelRefundAmount: { value: 'baykit-test-cert', currency: 'USD' },
        },
      },
    });
    expect(refused.isError).toBe(true);
    await expect
      .poll(() => suite.stderr())
      .toContain('"outcome":"refused","reason":"sell.fulfillment.issueRefund commits money');
    expect(suite.stderr()).not.toContain('baykit-test-cert');
  });
});

describe('what the model reads', () => {
  it('holds no credential: a new signing key comes back with its private key masked', async () => {
    const { client, asked } = await connected('accept');
    const created = await client.callTool({
      name: 'call_operation',
      arguments: { operation: 'developer.keyManagement.createSigningKey', body: { signingKeyCipher: 'ED25519' } },
    });
    expect(created.isError, textOf(created)).toBeFalsy();
    expect(asked).toHaveLength(1);
    expect(textOf(created)).toContain('"signingKeyId"');
    expect(textOf(created)).toContain('"privateKey": "[redacted]"');
  });
});
