// The classification of operations into read / write / money, against an explicit list (README.md#safety), and the
// amounts the spend cap reads from a call's arguments.
import { describe, expect, it } from 'vitest';
import { SecretMask } from 'baykit';
import { amountsIn, maskAnswer, operations, parseSpendCap, search, SpendLedger, type Risk } from '../src/index.js';

const EXPECTED: Record<string, Risk> = {
  // Reads, including POST searches, lookups and estimates.
  'buy.browse.search': 'read',
  'buy.browse.searchByImage': 'read',
  'sell.inventory.getInventoryItem': 'read',
  'sell.inventory.bulkGetInventoryItem': 'read',
  'sell.inventory.getListingFees': 'read',
  'postOrder.return.getReturnEstimate': 'read',
  'sell.fulfillment.getPaymentDispute': 'read',
  'sell.marketing.suggestBids': 'read',
  'commerce.translation.translate': 'read',
  'trading.GetItem': 'read',
  'trading.GetMyeBaySelling': 'read',
  'trading.VerifyAddFixedPriceItem': 'read',
  // Writes that can be changed back.
  'sell.inventory.createOrReplaceInventoryItem': 'write',
  'sell.inventory.createOffer': 'write',
  'sell.inventory.updateOffer': 'write',
  'sell.fulfillment.createShippingFulfillment': 'write',
  'sell.account.createPaymentPolicy': 'write',
  'commerce.notification.createSubscription': 'write',
  'trading.ReviseItem': 'write',
  'trading.AddToWatchList': 'write',
  // Money moved or hard to undo.
  'buy.order.placeOrder': 'money',
  'buy.offer.placeProxyBid': 'money',
  'sell.fulfillment.issueRefund': 'money',
  'sell.fulfillment.acceptPaymentDispute': 'money',
  'postOrder.return.issueReturnRefund': 'money',
  'postOrder.return.createReturnShippingLabel': 'money',
  'postOrder.cancellation.approveCancellationRequest': 'money',
  'sell.logistics.createFromShippingQuote': 'money',
  'sell.inventory.publishOffer': 'money',
  'sell.inventory.bulkPublishOffer': 'money',
  'sell.inventory.withdrawOffer': 'money',
  'sell.inventory.deleteInventoryItem': 'money',
  'sell.marketing.deleteCampaign': 'money',
  'sell.marketing.endCampaign': 'money',
  'commerce.notification.deleteSubscription': 'money',
  'commerce.feedback.leaveFeedback': 'money',
  'trading.PlaceOffer': 'money',
  'trading.AddOrder': 'money',
  'trading.AddFixedPriceItem': 'money',
  'trading.RelistItem': 'money',
  'trading.EndItem': 'money',
  'trading.EndItems': 'money',
  'trading.EndFixedPriceItem': 'money',
  'trading.SendInvoice': 'money',
  'trading.RespondToBestOffer': 'money',
  'trading.DeleteMyMessages': 'money',
  // Cannot be taken back: feedback left by CompleteSale, messages to members, decisions on returns and cancellations.
  'trading.CompleteSale': 'money',
  'trading.AddMemberMessageAAQToPartner': 'money',
  'trading.AddMemberMessageRTQ': 'money',
  'trading.AddMemberMessagesAAQToBidder': 'money',
  'commerce.message.sendMessage': 'money',
  'postOrder.inquiry.sendInquiryMessage': 'money',
  'postOrder.return.sendReturnMessage': 'money',
  'postOrder.return.processReturnRequest': 'money',
  'postOrder.cancellation.rejectCancellationRequest': 'money',
  'sell.negotiation.sendOfferToInterestedBuyers': 'money',
};

describe('the classification of operations', () => {
  it.each(Object.entries(EXPECTED))('%s is %s', (name, risk) => {
    expect(operations().get(name)?.risk).toBe(risk);
  });

  it('classifies every DELETE as money (cannot be undone)', () => {
    for (const op of operations().values())
      if (op.kind === 'rest' && op.spec.method === 'DELETE') expect(op.risk, op.name).toBe('money');
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
