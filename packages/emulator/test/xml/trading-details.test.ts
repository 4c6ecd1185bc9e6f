import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EbayClient } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import { expectValidTradingAnswer, signInClassic, testClient } from './helpers.js';

let emulator: Emulator;
let ebay: EbayClient;

beforeAll(async () => {
  emulator = createEmulator({ seed: 17 });
  ebay = testClient((await emulator.listen(0)).url);
  await signInClassic(ebay);
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

it('GeteBayDetails answers the details DetailName asks for, from what the emulator uses', async () => {
  const shipping = await ebay.trading.GeteBayDetails({ DetailName: ['ShippingServiceDetails', 'ReturnPolicyDetails'] });
  expect(shipping.SiteDetails ?? []).toEqual([]);
  // The services of the emulator's checkout and orders.
  expect(shipping.ShippingServiceDetails?.map((s) => s.ShippingService)).toEqual([
    'USPSPriority',
    'USPSPriorityExpress',
  ]);
  expect(shipping.ShippingServiceDetails?.[0]).toMatchObject({ ShippingTimeMin: '3', ShippingTimeMax: '5' });
  expect(shipping.ReturnPolicyDetails?.ReturnsWithin?.map((r) => r.ReturnsWithinOption)).toContain('Days_30');

  const all = await ebay.trading.GeteBayDetails({});
  await expectValidTradingAnswer('GeteBayDetails', all as Record<string, unknown>);
  expect(all.SiteDetails).toHaveLength(22);
  expect(all.SiteDetails?.find((s) => s.SiteID === '77')?.Site).toBe('Germany');
  expect(all.CountryDetails?.find((c) => c.Country === 'DE')?.Description).toBe('Germany');
  expect(all.CurrencyDetails?.map((c) => c.Currency)).toContain('EUR');
  expect(all.TaxJurisdiction?.find((j) => j.JurisdictionID === 'CA')?.JurisdictionName).toBe('California');
  expect(all.DispatchTimeMaxDetails?.map((d) => d.DispatchTimeMax)).toContain('1');
});
