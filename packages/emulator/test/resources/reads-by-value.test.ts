import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_SCOPES, EbayApiError, EbayClient, restCatalog, USER_SCOPES } from 'baykit';
import { createEmulator, DEFAULT_APP, type Emulator } from '../../src/index.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';
import { CLOSED_VALUES } from '../../src/rest/closed-values.js';
import { notFoundError, refusedValueError } from '../../src/resources/index.js';
import { schemaCatalog, type JsonSchema } from '../../src/rest/schema/index.js';

// Reads that name a value from a fixed set eBay defines (a payments program, a standards program and cycle, a
// report type) or a line item, over HTTP through baykit: a value eBay does not know is refused with the error the
// operation's contract lists for it, a known value answers from the emulator's world, never a made-up record.

const NOW = Date.UTC(2026, 0, 15, 12);

let emulator: Emulator;
let ebay: EbayClient;

beforeAll(async () => {
  // A fixed clock: the standards profiles are dated by it.
  emulator = createEmulator({ seed: 7, now: () => NOW });
  const { url } = await emulator.listen(0);
  ebay = new EbayClient({
    appId: DEFAULT_APP.appId,
    certId: DEFAULT_APP.certId,
    ruName: DEFAULT_APP.ruName,
    origin: url,
    maxRetries: 0,
    scope: [...APPLICATION_SCOPES],
  });
  const consent = ebay.oauth2.generateAuthUrl({ scope: [...USER_SCOPES] });
  await ebay.oauth2.getToken((await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent)).redirect);
});
afterAll(async () => {
  await ebay.close();
  await emulator.close();
});

/** The error a call ends with (fails the test when it succeeds). */
async function refusal(call: Promise<unknown>): Promise<EbayApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof EbayApiError)) throw new Error(`expected eBay's error, got ${JSON.stringify(error)}`);
  return error;
}

const account = () => ebay.sell.account;

describe('payments program', () => {
  it('is opted in and onboarded on the seller’s registration site, from state (no sample header)', async () => {
    const program = await ebay.withResponse(account().getPaymentsProgram('EBAY_US', 'EBAY_PAYMENTS'));
    expect(program.status).toBe(200);
    expect(program.headers['x-baykit-emulation']).toBeUndefined();
    expect(program.data).toEqual({
      marketplaceId: 'EBAY_US',
      paymentsProgramType: 'EBAY_PAYMENTS',
      status: 'OPTED_IN',
      wasPreviouslyOptedIn: false,
    });
    const onboarding = await ebay.withResponse(account().getPaymentsProgramOnboarding('EBAY_US', 'EBAY_PAYMENTS'));
    expect(onboarding.headers['x-baykit-emulation']).toBeUndefined();
    expect(onboarding.data).toEqual({ onboardingStatus: 'ONBOARDED', steps: [] });
  });

  it('refuses a program eBay does not run, a site it does not know or one the seller is not on: 400 20408', async () => {
    const calls = [
      () => account().getPaymentsProgram('EBAY_US', 'PAYPAL'),
      () => account().getPaymentsProgram('EBAY_XX', 'EBAY_PAYMENTS'),
      () => account().getPaymentsProgram('EBAY_DE', 'EBAY_PAYMENTS'),
      () => account().getPaymentsProgramOnboarding('EBAY_US', 'MADE_UP'),
      () => account().getPaymentsProgramOnboarding('EBAY_GB', 'EBAY_PAYMENTS'),
    ];
    for (const call of calls) {
      const error = await refusal(call());
      expect([error.status, error.code, error.domain]).toEqual([400, 20408, 'API_ACCOUNT']);
      expect(error.errors[0]?.message).toMatch(/^No payments? program available\./);
    }
    const named = await refusal(account().getPaymentsProgram('EBAY_US', 'PAYPAL'));
    expect(named.errors[0]?.parameters).toEqual([{ name: 'payments_program_type', value: 'PAYPAL' }]);
  });
});

describe('seller standards profiles', () => {
  const analytics = () => ebay.sell.analytics;

  it('lists the default program’s two cycles, dated by eBay’s monthly evaluation, and reads each back', async () => {
    const { standardsProfiles = [] } = await analytics().findSellerStandardsProfiles();
    expect(standardsProfiles.map((p) => [p.program, p.defaultProgram, p.standardsLevel, p.cycle])).toEqual([
      // The last evaluation (the 20th of last month) and, projected, now toward the next one.
      [
        'PROGRAM_US',
        true,
        'ABOVE_STANDARD',
        { cycleType: 'CURRENT', evaluationDate: '2025-12-20T00:00:00.000Z', evaluationMonth: '2025-12' },
      ],
      [
        'PROGRAM_US',
        true,
        'ABOVE_STANDARD',
        { cycleType: 'PROJECTED', evaluationDate: new Date(NOW).toISOString(), evaluationMonth: '2026-01' },
      ],
    ]);
    for (const listed of standardsProfiles) {
      const read = await ebay.withResponse(
        analytics().getSellerStandardsProfile('PROGRAM_US', listed.cycle!.cycleType!),
      );
      expect(read.status).toBe(200);
      expect(read.headers['x-baykit-emulation']).toBeUndefined();
      expect(read.data).toEqual(listed);
    }
  });

  it('answers 204 for a program eBay knows that the seller has no profile in', async () => {
    for (const program of ['PROGRAM_DE', 'PROGRAM_UK', 'PROGRAM_GLOBAL']) {
      const read = await ebay.withResponse(analytics().getSellerStandardsProfile(program, 'CURRENT'));
      expect([program, read.status, read.data]).toEqual([program, 204, undefined]);
    }
  });

  it('refuses a program or cycle eBay does not know with the contract’s 53105 and 53115', async () => {
    const program = await refusal(analytics().getSellerStandardsProfile('PROGRAM_XX', 'CURRENT'));
    expect([program.status, program.code, program.domain]).toEqual([400, 53105, 'API_ANALYTICS']);
    expect(program.errors[0]?.message).toBe('Invalid program Id PROGRAM_XX');
    const cycle = await refusal(analytics().getSellerStandardsProfile('PROGRAM_US', 'LAST_YEAR'));
    expect([cycle.status, cycle.code]).toEqual([400, 53115]);
    expect(cycle.errors[0]?.message).toBe('Invalid cycle Id LAST_YEAR');
    // The program is checked first, as its error ids run.
    expect((await refusal(analytics().getSellerStandardsProfile('nope', 'nope'))).code).toBe(53105);
  });
});

describe('Promoted Listings report metadata', () => {
  const marketing = () => ebay.sell.marketing;

  it('answers a report type eBay defines with a sample of its metadata, marked as a sample', async () => {
    const read = await ebay.withResponse(marketing().getReportMetadataForReportType('LISTING_PERFORMANCE_REPORT'));
    expect(read.status).toBe(200);
    expect(read.headers['x-baykit-emulation']).toBe('sample');
    expect(read.data.reportType).toBe('LISTING_PERFORMANCE_REPORT');
  });

  it('refuses a report type, funding model or channel eBay does not know: 400 35116, 35121, 35125', async () => {
    const type = await refusal(marketing().getReportMetadataForReportType('MADE_UP_REPORT'));
    expect([type.status, type.code, type.domain]).toEqual([400, 35116, 'API_MARKETING']);
    expect(type.errors[0]?.message).toMatch(
      /^Supplied 'report_type' not found\. Valid values are: ACCOUNT_PERFORMANCE_REPORT, /,
    );
    const funding = await refusal(
      marketing().getReportMetadataForReportType('ACCOUNT_PERFORMANCE_REPORT', { funding_model: 'COST_PER_VIEW' }),
    );
    expect([funding.status, funding.code]).toEqual([400, 35121]);
    expect(funding.errors[0]?.message).toBe(
      "The 'fundingModel' is invalid. Valid values are: COST_PER_SALE, COST_PER_CLICK.",
    );
    const channel = await refusal(marketing().getReportMetadata({ channel: 'ON_TV' }));
    expect([channel.status, channel.code]).toEqual([400, 35125]);
    const fine = await ebay.withResponse(
      marketing().getReportMetadata({ funding_model: 'COST_PER_CLICK', channel: 'OFF_SITE' }),
    );
    expect(fine.status).toBe(200);
  });
});

describe('eDIS packages by line item', () => {
  const edis = () => ebay.sell.edeliveryInternationalShipping;

  it('finds the packages that ship a line item, by its id or by listing and transaction', async () => {
    const made = await ebay.withResponse(
      edis().createPackage({ packageInfo: { items: [{ orderLineItem: '110012345678-2765430001' }] } }),
    );
    const packageId = made.headers.location?.split('/').at(-1);
    const other = await ebay.withResponse(
      edis().createPackage({ packageInfo: { items: [{ listingId: '110012345678', transactionId: '2765430001' }] } }),
    );
    const otherId = other.headers.location?.split('/').at(-1);
    const found = await ebay.withResponse(edis().getPackagesByLineItemID('110012345678-2765430001'));
    expect(found.status).toBe(200);
    expect(found.headers['x-baykit-emulation']).toBeUndefined();
    expect(found.data).toEqual({ itemPackages: [{ packageId }, { packageId: otherId }] });
    // A deleted package ships nothing.
    await edis().deletePackage(otherId!);
    expect((await edis().getPackagesByLineItemID('110012345678-2765430001')).itemPackages).toEqual([{ packageId }]);
  });

  it('answers a line item no package ships with the contract’s 355062 and the id in the message', async () => {
    const spec = restCatalog['sell.edeliveryInternationalShipping']!.getPackagesByLineItemID!;
    const expected = notFoundError(spec, 'orderLineItemId');
    const error = await refusal(edis().getPackagesByLineItemID('999-999'));
    expect([error.status, error.code, error.domain]).toEqual([expected.status, 355062, 'API_EDIS']);
    expect(error.errors[0]?.message).toBe('Invalid orderLineItemId 999-999. Please verify and try again.');
  });
});

describe('the table of closed values', () => {
  it('names for every checked parameter an error its operation’s contract lists under 400', () => {
    for (const [key, parameters] of Object.entries(CLOSED_VALUES)) {
      const dot = key.lastIndexOf('.');
      const spec = restCatalog[key.slice(0, dot)]![key.slice(dot + 1)]!;
      for (const [name, closed] of Object.entries(parameters)) {
        expect(spec.pathParams.includes(name) || spec.query?.some((q) => q.name === name), `${key} ${name}`).toBe(true);
        expect(refusedValueError(spec, closed.errorId), `${key} ${name}`).toEqual({
          status: 400,
          errorId: closed.errorId,
        });
      }
    }
  });

  it('holds every value the contracts show for those parameters (a newer contract with more fails here)', () => {
    for (const [key, parameters] of Object.entries(CLOSED_VALUES)) {
      const dot = key.lastIndexOf('.');
      const api = schemaCatalog[key.slice(0, dot)]!;
      // The catalog keeps each operation's parameters beside what its type declares.
      const operation = api.operations[key.slice(dot + 1)] as { parameters?: { name: string; schema?: JsonSchema }[] };
      for (const [name, closed] of Object.entries(parameters)) {
        const enumeration = operation.parameters?.find((p) => p.name === name)?.schema?.['x-enum'];
        const shown = enumeration ? (api.enums?.[enumeration] ?? []) : [];
        expect(
          shown.filter((value) => !closed.values.includes(value)),
          `${key} ${name}`,
        ).toEqual([]);
      }
    }
  });
});
