import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayApiError, NotFoundError } from '../src/index.js';
import { startEmulator, type EmulatorRig } from './reliability/helpers/emulator-rig.js';

let rig: EmulatorRig;

beforeAll(async () => {
  rig = await startEmulator();
});
afterAll(async () => {
  await rig.close();
});

describe('a thing that does not exist is a NotFoundError, over REST and over XML alike', () => {
  it('REST: Browse getItem of an unknown item (404, errorId 11001)', async () => {
    const ebay = rig.client();
    const error = await ebay.buy.browse.getItem('v1|000|0').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 11001 });
  });

  it('XML: Trading GetItem of an unknown item (Ack Failure, error 17)', async () => {
    const ebay = rig.client();
    await rig.signIn(ebay);
    const error = await ebay.trading.GetItem({ ItemID: '999999999999' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 17, operation: 'GetItem' });
    expect((error as EbayApiError).message).toMatch(/Item cannot be accessed/);
  });

  it('XML: another failure stays a plain EbayApiError', async () => {
    const ebay = rig.client();
    await rig.signIn(ebay);
    const error = await ebay.trading.GetSellerList({ StartTimeFrom: 'not a date' } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EbayApiError);
    expect(error).not.toBeInstanceOf(NotFoundError);
  });
});
