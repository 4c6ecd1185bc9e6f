// A marketplace id that is not eBay's, given to `baykit call`: refused with the id probably meant, before an
// emulator starts or a request goes to eBay (a stand-in for eBay on 127.0.0.1 counts what arrives).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, type CliHome } from './helpers/cli-harness.js';
import { ebayStandIn, type EbayStandIn } from './helpers/ebay-stand-in.js';

let cli: CliHome;
let ebay: EbayStandIn;

beforeAll(async () => {
  cli = await cliHome('baykit-cli-marketplace-');
  ebay = await ebayStandIn();
});
afterAll(async () => {
  await ebay.close();
  await cli.close();
});

describe('baykit call with an unknown marketplace id', () => {
  it('refuses --header X-EBAY-C-MARKETPLACE-ID as a usage error naming the id meant, starting no emulator', async () => {
    const ran = await cli.baykit([
      'call',
      'buy.browse.search',
      '--query',
      'q=shoes',
      '--header',
      'X-EBAY-C-MARKETPLACE-ID:EBAY_USA',
    ]);
    expect(ran).toMatchObject({ status: 2, stdout: '' });
    expect(ran.stderr).toMatch(
      /^baykit: --header X-EBAY-C-MARKETPLACE-ID must be one of eBay's marketplace ids, and "EBAY_USA" is not: did you mean EBAY_US\? They are EBAY_AT, /,
    );
    expect(ran.stderr).not.toMatch(/started the local emulator/);
    expect((await cli.baykit(['emulator', 'status'])).status).toBe(1);
  });

  it('refuses EBAY_MARKETPLACE_ID for eBay with the id meant, sending nothing', async () => {
    const env = {
      ...cli.env,
      EBAY_APP_ID: 'app',
      EBAY_CERT_ID: 'cert',
      EBAY_SANDBOX: 'true',
      EBAY_MARKETPLACE_ID: 'EBAY_UK',
    };
    const ran = await cli.baykit(['call', 'buy.browse.search', '--query', 'q=shoes'], {
      env,
      ebayTransport: () => ebay.transport(),
    });
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain(
      `EBAY_MARKETPLACE_ID must be one of eBay's marketplace ids, and "EBAY_UK" is not: did you mean EBAY_GB?`,
    );
    expect(ebay.arrived).toEqual([]);
  });
});
