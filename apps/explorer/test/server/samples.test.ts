// Every operation's sample, as a user sends it: open it in a fresh explorer (its embedded emulator), keep the
// pre-filled form, send it. Each answers 2xx, or exactly the eBay error its detail names as intended
// (`sampleOutcome`, from server/catalog/sample-outcomes.ts). Creates run first, then the rest, then what ends a listing or
// cancels, and deletes last, as a user would go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CallOutcome,
  Catalog,
  OperationDetail,
  SampleOutcome,
  SignInStart,
  XmlCallDetail,
} from '../../shared/api.js';
import { buildRestCall, buildXmlCall, initialRestForm, initialXmlForm } from '../../src/core/call-form.js';
import { startHarness, submitSignInPage, type Harness } from './explorer-harness.js';
import { scaled } from '../../../../scripts/test-time.mjs';

let h: Harness;
let catalog: Catalog;

beforeAll(async () => {
  h = await startHarness();
  const start = (await (await h.api('POST', '/api/auth/local/consent/start', {})).json()) as SignInStart;
  await h.get(await submitSignInPage(start.url, 'approve'));
  catalog = (await (await h.get('/api/catalog')).json()) as Catalog;
});
afterAll(() => h.close());

async function send(input: unknown): Promise<CallOutcome> {
  const response = await h.api('POST', '/api/call', input);
  expect(response.status).toBe(200);
  return (await response.json()) as CallOutcome;
}

/**
 * What a call answered, in the terms of `SampleOutcome`: the status and eBay's first error id, or for a call
 * baykit refused before sending (a decommissioned one), status 0 and the error class.
 */
function answered(outcome: CallOutcome): { status: number | undefined; errorId?: string } {
  if (outcome.status === undefined && outcome.error?.name === 'DeprecatedApiError')
    return { status: 0, errorId: outcome.error.name };
  const errorId = outcome.error?.errors[0]?.errorId;
  return { status: outcome.status, ...(errorId === undefined ? {} : { errorId: String(errorId) }) };
}

function expected(intended: SampleOutcome | undefined): { status: number | undefined; errorId?: string } | '2xx' {
  return intended ? { status: intended.status, errorId: intended.errorId } : '2xx';
}

const rank = (id: string): number =>
  /^(createOrReplaceInventoryItem)$/.test(id)
    ? -1
    : /^(create|add|bulkCreate|upload)/.test(id)
      ? 0
      : /^(withdraw|end|cancel)/i.test(id)
        ? 2
        : /^(delete|remove)/i.test(id)
          ? 3
          : 1;

describe('every sample against a fresh emulator', () => {
  it(
    'sends every REST sample as the form opens: 2xx, or the eBay error named as intended',
    async () => {
      const wrong: string[] = [];
      const notJson: string[] = [];
      const ordered = [...catalog.rest].sort((a, b) => rank(a.operationId) - rank(b.operationId));
      for (const op of ordered) {
        // An alias sends the request of the operation it calls, whose own sample is tested here.
        if (op.lifecycle?.status === 'renamed' || op.lifecycle?.status === 'moved') continue;
        const key = `${op.api}.${op.operationId}`;
        const detail = (await (await h.get(`/api/operations/${op.api}/${op.operationId}`)).json()) as OperationDetail;
        const built = buildRestCall('local', detail, initialRestForm(detail));
        if (!built.ok) {
          // The form edits JSON bodies; uploads (multipart, binary) are made from code.
          if (detail.body && !/json/i.test(detail.body.contentType)) notJson.push(key);
          else wrong.push(`${key}: the form as it opens has problems ${JSON.stringify(built.problems)}`);
          continue;
        }
        const outcome = await send(built.input);
        const got = answered(outcome);
        const want = expected(detail.sampleOutcome);
        const ok =
          want === '2xx'
            ? outcome.ok && (got.status ?? 0) >= 200 && (got.status ?? 0) < 300
            : got.status === want.status && got.errorId === want.errorId;
        if (!ok) wrong.push(`${key}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
      }
      expect(wrong).toEqual([]);
      expect(notJson.sort()).toEqual([
        'commerce.media.createImageFromFile',
        'commerce.media.uploadDocument',
        'commerce.media.uploadVideo',
        'sell.feed.uploadFile',
        'sell.fulfillment.uploadEvidenceFile',
      ]);
    },
    scaled(300_000),
  );

  it(
    'sends every XML sample: Ack Success, or the eBay error named as intended',
    async () => {
      const wrong: string[] = [];
      for (const call of catalog.xml) {
        const key = `${call.service}.${call.callName}`;
        const detail = (await (await h.get(`/api/xml/${call.service}/${call.callName}`)).json()) as XmlCallDetail;
        const built = buildXmlCall('local', detail, initialXmlForm(detail));
        if (!built.ok) {
          wrong.push(`${key}: the form as it opens has problems`);
          continue;
        }
        const outcome = await send(built.input);
        const got = answered(outcome);
        const want = expected(detail.sampleOutcome);
        const ok = want === '2xx' ? outcome.ok : got.errorId === want.errorId;
        if (!ok) wrong.push(`${key}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
      }
      expect(wrong).toEqual([]);
    },
    scaled(300_000),
  );

  it('names a reason for every intended error', async () => {
    const detail = (await (await h.get('/api/operations/sell.inventory/getOffer')).json()) as OperationDetail;
    expect(detail.sampleOutcome).toMatchObject({ status: 404, errorId: '25710' });
    expect(detail.sampleOutcome?.reason).toMatch(/createOffer/);
    const search = (await (await h.get('/api/operations/buy.browse/search')).json()) as OperationDetail;
    expect(search.sampleOutcome).toBeUndefined();
  });
});
