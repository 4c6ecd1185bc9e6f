import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_SCOPES, restCatalog, USER_SCOPES, type OperationSpec } from 'baykit';
import { createEmulator, type Emulator } from '../../src/index.js';
import {
  familyAt,
  resourceFlows,
  resourcePlan,
  notFoundError,
  type ResourceFamily,
} from '../../src/resources/index.js';
import { FLOWS } from '../../src/flows/index.js';
import { schemaCatalog } from '../../src/rest/schema/index.js';
import { minimal } from '../minimal-value.js';
import { createEmulatorAdmin } from '../../src/admin-entry.js';

// The generic resource store, driven by the catalog: for every family it serves, what is created reads back, is
// listed, updated and deleted, and an id nobody created is eBay's not-found answer, never an invented record.

let emulator: Emulator;
let url: string;
let token: string;
let appToken: string;

beforeAll(async () => {
  emulator = createEmulator({ seed: 5 });
  ({ url } = await emulator.listen(0));
  const consent = new URL(`${url}/oauth2/authorize`);
  consent.search = new URLSearchParams({
    client_id: emulator.app.appId,
    redirect_uri: emulator.app.ruName,
    response_type: 'code',
    scope: USER_SCOPES.join(' '),
  }).toString();
  const approved = await createEmulatorAdmin({ baseUrl: url }).approveConsent(consent.toString());
  const code = new URL(approved.redirect).searchParams.get('code') ?? '';
  const basic = Buffer.from(`${emulator.app.appId}:${emulator.app.certId}`).toString('base64');
  const tokens = (await (
    await fetch(`${url}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: emulator.app.ruName }),
    })
  ).json()) as { access_token: string };
  token = tokens.access_token;
  const app = (await (
    await fetch(`${url}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: APPLICATION_SCOPES.join(' ') }),
    })
  ).json()) as { access_token: string };
  appToken = app.access_token;
});
afterAll(async () => {
  await emulator.close();
});

interface Sent {
  status: number;
  headers: Headers;
  json: Record<string, unknown> | undefined;
}

async function send(spec: OperationSpec, path: string, body?: unknown, query = ''): Promise<Sent> {
  const response = await fetch(`${url}${path}${query}`, {
    method: spec.method,
    headers: {
      authorization: `${spec.auth ?? 'Bearer'} ${spec.grant === 'application' ? appToken : token}`,
      'content-type': 'application/json',
      'x-ebay-c-marketplace-id': 'EBAY_US',
      'content-language': 'en-US',
      ...Object.fromEntries((spec.headers ?? []).filter((h) => h.required).map((h) => [h.name, 'x'])),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

function pathOf(spec: OperationSpec, params: Record<string, string>): string {
  return spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `none-${name}`));
}

function bodyFor(spec: OperationSpec, extra: Record<string, unknown> = {}): unknown {
  if (!spec.body || !/json/.test(spec.body.contentType)) return undefined;
  const api = schemaCatalog[spec.api]!;
  const base = minimal(api, api.operations[spec.id]?.body) as Record<string, unknown> | undefined;
  return { ...(base ?? {}), ...extra };
}

/** Required query values; a created member carries the same values in its fields, so lists filter to it. */
const QUERY_VALUES: Record<string, string> = { marketplace_id: 'EBAY_US', feed_type: 'LMS_ORDER_REPORT' };

function queryFor(spec: OperationSpec): string {
  const query = new URLSearchParams();
  for (const q of spec.query ?? []) if (q.required) query.set(q.name, QUERY_VALUES[q.name] ?? 'x');
  return query.size > 0 ? `?${query}` : '';
}

const CREATED_FIELDS = { name: 'Made by test', marketplaceId: 'EBAY_US', feedType: 'LMS_ORDER_REPORT' };

const served = new Set(Object.keys(resourceFlows(FLOWS)));
// Signed calls (Finances) are checked in the every-operation test; retired ones are not routed.
const plan = [...resourcePlan()].filter(([id]) => {
  const spec = specOf(id);
  return served.has(id) && !spec.sign && spec.lifecycle?.status !== 'decommissioned';
});
const families = [...new Set(plan.filter(([, op]) => !op.members).map(([, op]) => op.family))];

function operation(family: ResourceFamily, role: string): OperationSpec | undefined {
  return plan
    .find(([, op]) => op.family === family && op.role === role && !op.verb)?.[1]
    .family.operations.find((o) => o.role === role && !o.verb)?.spec;
}

function specOf(id: string): OperationSpec {
  const dot = id.lastIndexOf('.');
  return restCatalog[id.slice(0, dot)]![id.slice(dot + 1)]!;
}

describe('an id nobody created', () => {
  it("answers every read, update, delete and action of a stored family with eBay's not-found error", async () => {
    const failures: string[] = [];
    for (const [id, op] of plan) {
      if (!['read', 'update', 'delete', 'action'].includes(op.role)) continue;
      const spec = specOf(id);
      // Parents that exist, so the id checked is the member's own.
      const params: Record<string, string> = {};
      const parent = op.family.parentKey ? familyAt(op.family.parentKey) : undefined;
      if (parent) {
        const create = operation(parent, 'create');
        if (!create) continue;
        const made = await send(create, pathOf(create, {}), bodyFor(create, CREATED_FIELDS), queryFor(create));
        const location = made.headers.get('location') ?? '';
        params[parent.idParams.at(-1)!] = decodeURIComponent(location.split('/').at(-1) ?? '');
      }
      const answer = await send(spec, pathOf(spec, params), bodyFor(spec), queryFor(spec));
      const expected = notFoundError(spec, op.family.idField);
      const errors = answer.json?.errors as { errorId: number }[] | undefined;
      if (answer.status !== expected.status || errors?.[0]?.errorId !== expected.errorId)
        failures.push(`${id}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it('names the id in the message where the contract has a place for it', async () => {
    // 355004 "The specified packageId {packageId} is not recognized. …": the id, not the field's name.
    const answer = await send(
      specOf('sell.edeliveryInternationalShipping.getPackage'),
      '/sell/edelivery_international_shipping/v1/package/5999999999',
    );
    const errors = answer.json?.errors as { errorId: number; message: string }[];
    expect([answer.status, errors[0]?.errorId, errors[0]?.message]).toEqual([
      404,
      355004,
      'The specified packageId 5999999999 is not recognized. Please check and try again.',
    ]);
  });

  it('lists nothing the seller did not create', async () => {
    const getCampaigns = specOf('sell.marketing.getCampaigns');
    const campaigns = await send(
      getCampaigns,
      '/sell/marketing/v1/ad_campaign',
      undefined,
      '?campaign_name=NeverCreated',
    );
    expect(campaigns.status).toBe(200);
    expect(campaigns.json?.campaigns).toEqual([]);
    expect(campaigns.json?.total).toBe(0);
    const byName = await send(
      specOf('sell.marketing.getCampaignByName'),
      '/sell/marketing/v1/ad_campaign/get_campaign_by_name',
      undefined,
      '?campaign_name=NeverCreated',
    );
    expect(byName.status).toBe(404);
  });
});

describe('what is created', () => {
  it('reads back, is listed, updates and deletes, in every creatable family', async () => {
    const failures: string[] = [];
    for (const family of families) {
      const create = operation(family, 'create');
      const read = operation(family, 'read');
      if (!create || !read || family.parentParams.length > 0) continue;
      const made = await send(create, pathOf(create, {}), bodyFor(create, CREATED_FIELDS), queryFor(create));
      const location = made.headers.get('location');
      if (made.status < 200 || made.status > 299) {
        failures.push(`${create.id}: ${made.status} ${JSON.stringify(made.json).slice(0, 200)}`);
        continue;
      }
      const schemas = schemaCatalog[create.api]!.operations[create.id]!;
      if (schemas.location && !location) failures.push(`${create.id}: no Location`);
      const id = decodeURIComponent((location ?? '').split('/').at(-1) ?? '') || String(made.json?.[family.idField]);
      const params = { [family.idParams.at(-1)!]: id };
      const back = await send(read, pathOf(read, params), undefined, queryFor(read));
      if (back.status !== 200 || back.json?.[family.idField] !== id)
        failures.push(`${read.id}: ${back.status} ${JSON.stringify(back.json).slice(0, 200)}`);
      if (back.headers.get('x-baykit-emulation')) failures.push(`${read.id}: marked as sample`);
      const list = operation(family, 'list');
      if (list) {
        const listed = await send(list, pathOf(list, {}), undefined, queryFor(list));
        const text = JSON.stringify(listed.json);
        if (listed.status !== 200 || !text.includes(`"${id}"`))
          failures.push(`${list.id}: ${listed.status} ${text.slice(0, 200)}`);
      }
      const update = operation(family, 'update');
      if (update) {
        const changed = await send(
          update,
          pathOf(update, params),
          bodyFor(update, { ...CREATED_FIELDS, name: 'Renamed' }),
          queryFor(update),
        );
        const after = await send(read, pathOf(read, params), undefined, queryFor(read));
        if (changed.status >= 300 || after.json?.[family.idField] !== id)
          failures.push(`${update.id}: ${changed.status} ${JSON.stringify(changed.json).slice(0, 200)}`);
        if ('name' in (family.schema?.properties ?? {}) && after.json?.name !== 'Renamed')
          failures.push(`${update.id}: name is ${String(after.json?.name)}`);
      }
      const remove = operation(family, 'delete');
      if (remove) {
        const gone = await send(remove, pathOf(remove, params), undefined, queryFor(remove));
        const after = await send(read, pathOf(read, params), undefined, queryFor(read));
        if (gone.status >= 300 || after.status < 400)
          failures.push(`${remove.id}: ${gone.status} then ${after.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(families.length).toBeGreaterThan(20);
  });
});

describe("the default test seller's policies", () => {
  it('are real state: one of each kind on EBAY_US, listed, read back and deletable', async () => {
    for (const [kind, name, items, idField] of [
      ['fulfillment_policy', 'Fulfillment', 'fulfillmentPolicies', 'fulfillmentPolicyId'],
      ['payment_policy', 'Payment', 'paymentPolicies', 'paymentPolicyId'],
      ['return_policy', 'Return', 'returnPolicies', 'returnPolicyId'],
    ] as const) {
      const list = specOf(`sell.account.get${name}Policies`);
      const listed = await send(list, `/sell/account/v1/${kind}`, undefined, '?marketplace_id=EBAY_US');
      const seeded = (listed.json?.[items] as Record<string, unknown>[]).filter((p) => p.name !== 'Made by test');
      expect(seeded, kind).toHaveLength(1);
      const id = String(seeded[0]![idField]);
      expect(id).toMatch(/^\d{10,12}$/);
      const back = await send(specOf(`sell.account.get${name}Policy`), `/sell/account/v1/${kind}/${id}`);
      expect(back.status).toBe(200);
      expect(back.json?.marketplaceId).toBe('EBAY_US');
      const gone = await send(specOf(`sell.account.delete${name}Policy`), `/sell/account/v1/${kind}/${id}`);
      expect(gone.status).toBe(204);
      const after = await send(list, `/sell/account/v1/${kind}`, undefined, '?marketplace_id=EBAY_US');
      expect(JSON.stringify(after.json)).not.toContain(id);
    }
  });
});

describe('bulk sales tax', () => {
  it('creates or replaces every entry, answers each, and the single reads and the list see them', async () => {
    const bulk = specOf('sell.account.bulkCreateOrReplaceSalesTax');
    const answer = await send(bulk, '/sell/account/v1/bulk_create_or_replace_sales_tax', {
      salesTaxInputList: [
        {
          countryCode: 'US',
          salesTaxJurisdictionId: 'CA',
          salesTaxPercentage: '7.25',
          shippingAndHandlingTaxed: false,
        },
        { countryCode: 'US', salesTaxJurisdictionId: 'NY', salesTaxPercentage: '4.0', shippingAndHandlingTaxed: true },
        { countryCode: 'US', salesTaxPercentage: '1.0' },
      ],
    });
    expect(answer.status).toBe(207);
    expect((answer.json?.updatedSalesTaxEntries as { statusCode: number }[]).map((e) => e.statusCode)).toEqual([
      200, 200, 400,
    ]);
    const one = await send(specOf('sell.account.getSalesTax'), '/sell/account/v1/sales_tax/US/NY');
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ countryCode: 'US', salesTaxJurisdictionId: 'NY', salesTaxPercentage: '4.0' });
    const listed = await send(
      specOf('sell.account.getSalesTaxes'),
      '/sell/account/v1/sales_tax',
      undefined,
      '?country_code=US',
    );
    expect(JSON.stringify(listed.json)).toContain('"CA"');
    const missing = await send(specOf('sell.account.getSalesTax'), '/sell/account/v1/sales_tax/US/TX');
    expect(missing.status).toBe(404);
  });
});

describe('what a body can do to a stored record', () => {
  it('keeps a __proto__ field a field: an update_* body cannot change the record prototype', async () => {
    const create = specOf('sell.marketing.createCampaign');
    const made = await send(create, '/sell/marketing/v1/ad_campaign', {
      campaignName: 'Proto',
      marketplaceId: 'EBAY_US',
    });
    const id = made.headers.get('location')?.split('/').at(-1) ?? '';
    const update = specOf('sell.marketing.updateCampaignIdentification');
    // A raw body: JSON.parse keeps "__proto__" as an own key, as it arrives on the wire.
    const response = await fetch(`${url}/sell/marketing/v1/ad_campaign/${id}/update_campaign_identification`, {
      method: update.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"campaignName":"Renamed","__proto__":{"campaignTargetingType":"SMART","polluted":true}}',
    });
    expect(response.status).toBeLessThan(300);
    const back = await send(specOf('sell.marketing.getCampaign'), `/sell/marketing/v1/ad_campaign/${id}`);
    expect(back.json?.campaignName).toBe('Renamed');
    // Had the body become the record's prototype, a filter would see its inherited field.
    const listed = await send(
      specOf('sell.marketing.getCampaigns'),
      '/sell/marketing/v1/ad_campaign',
      undefined,
      '?campaign_targeting_types=SMART',
    );
    expect(JSON.stringify(listed.json)).not.toContain(id);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('statuses', () => {
  it("start where eBay's enumeration says and move with the actions; an unknown enumeration is not guessed", async () => {
    const made = await send(specOf('sell.marketing.createCampaign'), '/sell/marketing/v1/ad_campaign', {
      campaignName: 'Statuses',
      marketplaceId: 'EBAY_US',
    });
    const id = made.headers.get('location')?.split('/').at(-1) ?? '';
    const read = async (): Promise<unknown> =>
      (await send(specOf('sell.marketing.getCampaign'), `/sell/marketing/v1/ad_campaign/${id}`)).json?.campaignStatus;
    expect(await read()).toBe('RUNNING');
    await send(specOf('sell.marketing.pauseCampaign'), `/sell/marketing/v1/ad_campaign/${id}/pause`);
    expect(await read()).toBe('PAUSED');
    await send(specOf('sell.marketing.resumeCampaign'), `/sell/marketing/v1/ad_campaign/${id}/resume`);
    expect(await read()).toBe('RUNNING');
    await send(specOf('sell.marketing.endCampaign'), `/sell/marketing/v1/ad_campaign/${id}/end`);
    expect(await read()).toBe('ENDED');
    const task = await send(specOf('sell.feed.createTask'), '/sell/feed/v1/task', {
      feedType: 'LMS_ORDER_REPORT',
      schemaVersion: '1.0',
    });
    const taskId = task.headers.get('location')?.split('/').at(-1) ?? '';
    expect(taskId).toMatch(/^task-\d+-\d{10}$/);
    expect((await send(specOf('sell.feed.getTask'), `/sell/feed/v1/task/${taskId}`)).json?.status).toBe('COMPLETED');
  });
});
