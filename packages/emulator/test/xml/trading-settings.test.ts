import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { signedInClient } from '../integration/signed-in.js';
import { expectValidTradingAnswer, signInClassic, testClient } from './helpers.js';

// A seller's settings through Trading: user preferences, shipping discount profiles, and the sales tax table that
// is the Account API's sales tax store.

let emulator: Emulator;
let ebay: EbayClient;
let other: EbayClient;
let rest: EbayClient;

beforeAll(async () => {
  emulator = createEmulator({ seed: 13 });
  const { url } = await emulator.listen(0);
  ebay = testClient(url);
  await signInClassic(ebay);
  other = testClient(url);
  await signInClassic(other, 'second_seller');
  rest = await signedInClient(url, ['https://api.ebay.com/oauth/api_scope/sell.account']);
});
afterAll(async () => {
  await ebay.close();
  await other.close();
  await rest.close();
  await emulator.close();
});

const SHOW_NONE = {
  ShowBidderNoticePreferences: false,
  ShowCombinedPaymentPreferences: false,
  ShowSellerPaymentPreferences: false,
  ShowSellerProfilePreferences: false,
};

describe('user preferences', () => {
  it('answers only the sections asked for, and shows what SetUserPreferences set, per user', async () => {
    const before = await ebay.trading.GetUserPreferences({ ...SHOW_NONE, ShowOutOfStockControlPreference: true });
    expect(before.OutOfStockControlPreference).toBe('false');
    expect(before.BidderNoticePreferences).toBeUndefined();
    expect(before.SellerProfilePreferences).toBeUndefined();

    await ebay.trading.SetUserPreferences({
      OutOfStockControlPreference: true,
      DispatchCutoffTimePreference: { CutoffTime: '15:00:00' },
      UnpaidItemAssistancePreferences: { OptInStatus: true, ExcludedUser: ['bad_buyer_1', 'bad_buyer_2'] },
    });
    const after = await ebay.trading.GetUserPreferences({
      ...SHOW_NONE,
      ShowOutOfStockControlPreference: true,
      ShowDispatchCutoffTimePreferences: true,
      ShowUnpaidItemAssistancePreference: true,
    });
    expect(after.OutOfStockControlPreference).toBe('true');
    await expectValidTradingAnswer('GetUserPreferences', after as Record<string, unknown>);
    expect(after.DispatchCutoffTimePreference?.CutoffTime).toBe('15:00:00');
    // The exclusion list only with its own flag.
    expect(after.UnpaidItemAssistancePreferences).toEqual({ OptInStatus: 'true' });
    const excluded = await ebay.trading.GetUserPreferences({
      ...SHOW_NONE,
      ShowUnpaidItemAssistanceExclusionList: true,
    });
    expect(excluded.UnpaidItemAssistancePreferences?.ExcludedUser).toEqual(['bad_buyer_1', 'bad_buyer_2']);

    await expect(ebay.trading.GetUserPreferences(SHOW_NONE)).rejects.toMatchObject({ code: 37 });
    const theirs = await other.trading.GetUserPreferences({ ...SHOW_NONE, ShowOutOfStockControlPreference: true });
    expect(theirs.OutOfStockControlPreference).toBe('false');
  });
});

describe('shipping discount profiles', () => {
  it('adds, updates and deletes profiles, and refuses an unknown profile id', async () => {
    const empty = await ebay.trading.GetShippingDiscountProfiles({});
    expect(empty.CurrencyID).toBe('USD');
    expect(empty.FlatShippingDiscount?.DiscountProfile ?? []).toEqual([]);

    await ebay.trading.SetShippingDiscountProfiles({
      ModifyActionCode: 'Add',
      CombinedDuration: 'Days_14',
      FlatShippingDiscount: {
        DiscountName: 'EachAdditionalAmountOff',
        DiscountProfile: [
          { DiscountProfileName: 'Two off', EachAdditionalAmountOff: { '#value': '2.00', '@_currencyID': 'USD' } },
        ],
      },
    });
    const added = await ebay.trading.GetShippingDiscountProfiles({});
    expect(added.CombinedDuration).toBe('Days_14');
    expect(added.FlatShippingDiscount?.DiscountName).toBe('EachAdditionalAmountOff');
    await expectValidTradingAnswer('GetShippingDiscountProfiles', added as Record<string, unknown>);
    const profile = added.FlatShippingDiscount?.DiscountProfile?.[0];
    expect(profile).toMatchObject({ DiscountProfileName: 'Two off' });
    const id = profile?.DiscountProfileID ?? '';
    expect(id).not.toBe('');

    await ebay.trading.SetShippingDiscountProfiles({
      ModifyActionCode: 'Update',
      FlatShippingDiscount: { DiscountProfile: [{ DiscountProfileID: id, DiscountProfileName: 'Three off' }] },
    });
    expect((await ebay.trading.GetShippingDiscountProfiles({})).FlatShippingDiscount?.DiscountProfile).toEqual([
      expect.objectContaining({ DiscountProfileID: id, DiscountProfileName: 'Three off' }),
    ]);
    // Another seller has none of them.
    expect((await other.trading.GetShippingDiscountProfiles({})).FlatShippingDiscount?.DiscountProfile ?? []).toEqual(
      [],
    );

    await expect(
      ebay.trading.SetShippingDiscountProfiles({
        ModifyActionCode: 'Delete',
        FlatShippingDiscount: { DiscountProfile: [{ DiscountProfileID: '987654' }] },
      }),
    ).rejects.toMatchObject({ code: 37 });
    await ebay.trading.SetShippingDiscountProfiles({
      ModifyActionCode: 'Delete',
      FlatShippingDiscount: { DiscountProfile: [{ DiscountProfileID: id }] },
    });
    expect((await ebay.trading.GetShippingDiscountProfiles({})).FlatShippingDiscount?.DiscountProfile ?? []).toEqual(
      [],
    );
  });
});

describe('tax table', () => {
  it('is the Account API sales tax store: a rate set in either API shows in the other', async () => {
    await ebay.trading.SetTaxTable({
      TaxTable: { TaxJurisdiction: [{ JurisdictionID: 'CA', SalesTaxPercent: 7.25, ShippingIncludedInTax: true }] },
    });
    expect(await rest.sell.account.getSalesTax('US', 'CA')).toMatchObject({
      salesTaxJurisdictionId: 'CA',
      salesTaxPercentage: '7.25',
      shippingAndHandlingTaxed: true,
    });

    await rest.sell.account.bulkCreateOrReplaceSalesTax({
      salesTaxInputList: [
        {
          countryCode: 'US',
          salesTaxJurisdictionId: 'NY',
          salesTaxPercentage: '8.875',
          shippingAndHandlingTaxed: false,
        },
      ],
    });
    const table = await ebay.trading.GetTaxTable({});
    expect(table.TaxTable?.TaxJurisdiction).toEqual([
      { JurisdictionID: 'CA', SalesTaxPercent: '7.25', ShippingIncludedInTax: 'true' },
      { JurisdictionID: 'NY', SalesTaxPercent: '8.875', ShippingIncludedInTax: 'false' },
    ]);
    const all = await ebay.trading.GetTaxTable({ DetailLevel: ['ReturnAll'] });
    await expectValidTradingAnswer('GetTaxTable', all as Record<string, unknown>);
    expect(all.TaxTable?.TaxJurisdiction?.find((j) => j.JurisdictionID === 'TX')).toEqual({
      JurisdictionID: 'TX',
      SalesTaxPercent: '0',
      ShippingIncludedInTax: 'false',
      JurisdictionName: 'Texas',
    });

    // A rate of 0 removes it, in both APIs.
    await ebay.trading.SetTaxTable({ TaxTable: { TaxJurisdiction: [{ JurisdictionID: 'CA', SalesTaxPercent: 0 }] } });
    expect((await ebay.trading.GetTaxTable({})).TaxTable?.TaxJurisdiction?.map((j) => j.JurisdictionID)).toEqual([
      'NY',
    ]);
    await expect(rest.sell.account.getSalesTax('US', 'CA')).rejects.toMatchObject({ status: 404 });

    await expect(
      ebay.trading.SetTaxTable({ TaxTable: { TaxJurisdiction: [{ JurisdictionID: 'ZZ', SalesTaxPercent: 5 }] } }),
    ).rejects.toMatchObject({ code: 37 });
  });

  it('knows only real jurisdictions: names of Object.prototype are none', async () => {
    for (const id of ['constructor', '__proto__', 'toString'])
      await expect(
        ebay.trading.SetTaxTable({ TaxTable: { TaxJurisdiction: [{ JurisdictionID: id, SalesTaxPercent: 5 }] } }),
      ).rejects.toMatchObject({ code: 37 });
  });
});
