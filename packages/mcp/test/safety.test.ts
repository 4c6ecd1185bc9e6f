// The effects the server reads for each operation (@baykit/spec/effects, README.md#safety), and the amounts the
// spend cap reads from a call's arguments.
import { describe, expect, it } from 'vitest';
import { SecretMask } from 'baykit';
import { amountsIn, effectsOf, type Effect } from '@baykit/spec/effects';
import { maskAnswer, operations, parseSpendCap, search, SpendLedger } from '../src/index.js';

describe('the effects of operations', () => {
  it('reads every operation’s effects from @baykit/spec/effects, none guessed from its name', () => {
    expect(operations().size).toBeGreaterThan(600);
    for (const op of operations().values()) expect(op.effects, op.name).toEqual(effectsOf(op.name));
  });

  it.each([
    ['sell.marketing.createCampaign', 'spend'],
    ['sell.marketing.updateCampaignBudget', 'spend'],
    ['sell.inventory.bulkUpdatePriceQuantity', 'price'],
    ['trading.ReviseInventoryStatus', 'price'],
    ['postOrder.cancellation.createCancellation', 'irreversible'],
    ['commerce.notification.createDestination', 'egress'],
    ['developer.keyManagement.createSigningKey', 'credentials'],
  ])('%s has %s, and search finds it by that effect', (name, effect) => {
    expect(operations().get(name)?.effects).toContain(effect);
    const found = search(name.slice(name.lastIndexOf('.') + 1), { effect: effect as Effect, limit: 50 });
    expect(found.lines.some((line) => line.startsWith(`${name} `))).toBe(true);
    const reads = search(name.slice(name.lastIndexOf('.') + 1), { effect: 'read', limit: 50 }).lines;
    expect(reads.some((line) => line.startsWith(`${name} `))).toBe(false);
  });

  it('offers no retired operation in a search, of 500+ in all', () => {
    expect(operations().size).toBeGreaterThan(500);
    const everything = search('', { limit: 10_000 });
    for (const line of everything.lines) {
      const op = operations().get(line.slice(0, line.indexOf(' ')));
      expect(op?.lifecycle === undefined || op.lifecycle.status === 'deprecated', line).toBe(true);
    }
    expect(everything.lines.some((l) => l.startsWith('sell.compliance.'))).toBe(false);
    expect(everything.lines.some((l) => l.startsWith('trading.AddDispute '))).toBe(false);
  });
});

describe('the spend cap', () => {
  it('reads REST and Trading amounts, and flags amounts without a currency', () => {
    expect(amountsIn({ maxAmount: { value: '12.50', currency: 'usd' } }).amounts).toEqual([
      { value: 12.5, currency: 'USD', at: 'maxAmount' },
    ]);
    expect(amountsIn({ Offer: { MaxBid: { '@_currencyID': 'EUR', '#value': '7' } } }).amounts).toEqual([
      { value: 7, currency: 'EUR', at: 'Offer.MaxBid' },
    ]);
    expect(amountsIn({ Item: { StartPrice: '10.00' } })).toEqual({
      amounts: [],
      unclear: ['Item.StartPrice = "10.00"'],
      invalid: [],
    });
  });

  it('counts only plain decimals, every value of an amount, and amounts nested in one', () => {
    for (const value of ['-1', '1e3', '0x10', 'Infinity', 'NaN', '1,000', ' ', -5, Number.POSITIVE_INFINITY])
      expect(amountsIn({ refund: { value, currency: 'USD' } }).invalid, String(value)).toHaveLength(1);
    expect(amountsIn({ p: { currency: 'USD', '@_currencyID': 'EUR', '#value': '1' } }).invalid[0]).toContain(
      'two currencies',
    );
    const both = amountsIn({
      p: { '@_currencyID': 'USD', value: '1', '#value': '900', q: { currency: 'USD', value: 5 } },
    });
    expect(both.amounts.map((a) => a.value)).toEqual([1, 900, 5]);
    const spoof = amountsIn({ 'x) Amount: 0.01 USD (\nnext': { value: '900', currency: 'USD' } }).amounts[0]!.at;
    expect(spoof).toBe('["x) Amount: 0.01 USD (\\nnext"]');
    let deep: unknown = { value: '1', currency: 'USD' };
    for (let i = 0; i < 30; i++) deep = { a: deep };
    expect(amountsIn(deep).invalid[0]).toContain('nested deeper');
  });

  it('refuses over the cap, counting what was already sent, and another currency', () => {
    const ledger = new SpendLedger(parseSpendCap('50 USD'));
    const thirty = amountsIn({ amount: { value: '30', currency: 'USD' } });
    expect(ledger.refusal(thirty)).toBeUndefined();
    ledger.reserve(thirty);
    expect(ledger.refusal(thirty)).toContain('over the spend cap');
    ledger.release(thirty);
    expect(ledger.refusal(thirty)).toBeUndefined();
    expect(ledger.refusal(amountsIn({ amount: { value: '1', currency: 'EUR' } }))).toContain('cannot compare');
  });

  it('takes "<amount> <currency>" only', () => {
    expect(parseSpendCap('49.99 eur')).toEqual({ value: 49.99, currency: 'EUR' });
    expect(() => parseSpendCap('fifty')).toThrow(/as in "50 USD"/);
  });
});

describe('answers', () => {
  it('mask credential fields and known secrets, and keep paging tokens', () => {
    const mask = new SecretMask();
    mask.add(['cert-0123456789']);
    expect(
      maskAnswer(
        {
          FetchTokenResponse: { eBayAuthToken: 'v^1.1#i^1#abc', RESTToken: 'v^1.1#rest', HardExpirationTime: 'x' },
          continuationToken: 'page-2',
          note: 'made with cert-0123456789',
        },
        mask,
      ),
    ).toEqual({
      FetchTokenResponse: { eBayAuthToken: '[redacted]', RESTToken: '[redacted]', HardExpirationTime: 'x' },
      continuationToken: 'page-2',
      note: 'made with [redacted]',
    });
  });
});
