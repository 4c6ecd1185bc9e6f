import {
  CLIENT_ALERTS_CALLS,
  FINDING_CALLS,
  MARKETPLACE_IDS,
  MERCHANDISING_CALLS,
  REST_OPERATION_COUNT,
  SHOPPING_CALLS,
  TRADING_CALLS,
} from 'baykit';
import { exampleValues, createEmulator } from '@baykit/emulator';
import { effectsOf, OPERATION_EFFECT_NOTES } from '@baykit/spec/effects';
import { describe, expect, it } from 'vitest';
import { buildCatalog, operationDetail, xmlCallDetail, type ExampleValues } from '../../server/catalog/catalog.js';
import type { BodySchema } from '../../shared/api.js';
import { checkBodyText } from '../../src/core/body-schema.js';
import { buildRestCall, initialRestForm } from '../../src/core/call-form.js';

const examples: ExampleValues = exampleValues(createEmulator());

describe('buildCatalog', () => {
  const catalog = buildCatalog();

  it('lists every REST operation once (and the aliases of renamed and moved ones), with its tag, and every call of the five XML services', () => {
    const aliases = catalog.rest.filter((o) => o.lifecycle?.status === 'renamed' || o.lifecycle?.status === 'moved');
    expect(aliases).toHaveLength(17);
    expect(catalog.rest).toHaveLength(REST_OPERATION_COUNT + aliases.length);
    expect(new Set(catalog.rest.map((o) => `${o.api}.${o.operationId}`)).size).toBe(catalog.rest.length);
    expect(catalog.rest.filter((o) => o.tag === '')).toEqual([]);
    const xmlCount = [TRADING_CALLS, SHOPPING_CALLS, FINDING_CALLS, MERCHANDISING_CALLS, CLIENT_ALERTS_CALLS].reduce(
      (n, calls) => n + calls.length,
      0,
    );
    expect(catalog.xml).toHaveLength(xmlCount);
    expect(catalog.xml.find((c) => c.callName === 'GetItem' && c.service === 'trading')?.status).toBe('live');
    expect(catalog.xml.find((c) => c.callName === 'GetSingleItem')).toEqual({
      service: 'shopping',
      callName: 'GetSingleItem',
      status: 'retired',
      lifecycle: expect.objectContaining({ status: 'decommissioned', date: '2025-02-05' }) as unknown,
      effects: ['read'],
    });
    // A call of its own: Trading's GetCategories, decommissioned 2026-04-15, names what to use instead.
    expect(catalog.xml.find((c) => c.callName === 'GetCategories')?.lifecycle).toMatchObject({
      status: 'decommissioned',
      replacement: expect.stringContaining('commerce.taxonomy.getCategoryTree') as unknown,
    });
  });

  it('carries the lifecycle of retired, renamed and moved operations, each alias with the schemas of what it calls', () => {
    const compliance = catalog.rest.find(
      (o) => o.api === 'sell.compliance' && o.operationId === 'getListingViolations',
    );
    expect(compliance?.lifecycle).toMatchObject({ status: 'decommissioned', date: '2026-03-30' });
    expect(compliance?.lifecycle?.message).toMatch(/Seller Hub/);
    const alias = operationDetail('sell.account', 'createInventoryLocation', examples);
    const target = operationDetail('sell.inventory', 'createInventoryLocation', examples);
    expect(alias?.lifecycle).toMatchObject({ status: 'moved', replacement: 'sell.inventory.createInventoryLocation' });
    expect(alias?.parameters).toEqual(target?.parameters);
    expect(alias?.body).toEqual(target?.body);
    expect(alias?.docsUrl).toBe(target?.docsUrl);
    expect(catalog.rest.find((o) => o.api === 'buy.browse' && o.operationId === 'search')?.lifecycle).toBeUndefined();
  });

  it("carries every operation's effects from @baykit/spec/effects, and the reviewed note where there is one", () => {
    const named = [
      ...catalog.rest.map((o) => ({ name: `${o.api}.${o.operationId}`, entry: o })),
      ...catalog.xml.map((c) => ({ name: `${c.service}.${c.callName}`, entry: c })),
    ];
    for (const { name, entry } of named) {
      expect(entry.effects, name).toEqual(effectsOf(name));
      expect(entry.effectNote, name).toBe(OPERATION_EFFECT_NOTES[name]);
    }
    const publish = catalog.rest.find((o) => o.api === 'sell.inventory' && o.operationId === 'publishOffer');
    expect(publish).toMatchObject({ effects: ['spend'], effectNote: 'lists an offer live, with listing fees' });
    expect(catalog.xml.find((c) => c.service === 'trading' && c.callName === 'AddItem')?.effects).toEqual(['spend']);
    expect(operationDetail('buy.browse', 'getItem', examples)).toMatchObject({ effects: ['read'] });
    expect(operationDetail('buy.browse', 'getItem', examples)).not.toHaveProperty('effectNote');
    expect(xmlCallDetail('trading', 'ReviseItem', examples)).toMatchObject({
      effects: ['spend', 'price'],
      effectNote: expect.stringContaining('price') as unknown,
    });
  });

  it('describes operations with searchable facts: id words, verb, API, resource and grant', () => {
    const getItem = catalog.rest.find((o) => o.api === 'buy.browse' && o.operationId === 'getItem');
    expect(getItem).toMatchObject({ method: 'GET', path: '/buy/browse/v1/item/{item_id}', tag: 'item' });
    for (const word of ['get item', 'GET', 'Browse API', 'application token'])
      expect(getItem?.description).toContain(word);
    const policies = catalog.rest.find((o) => o.operationId === 'getFulfillmentPolicies');
    expect(policies?.description).toMatch(/fulfillment policies.*Account API \(sell\).*user token/);
    const accountV2 = catalog.rest.find((o) => o.api === 'sell.accountV2');
    expect(accountV2?.description).toContain('Account V2 API (sell)');
  });
});

describe('operationDetail', () => {
  it('gives Browse getItem its path parameter with a seeded item id, then the query', () => {
    const detail = operationDetail('buy.browse', 'getItem', examples);
    const page = 'https://developer.ebay.com/api-docs/buy/browse/resources/item/methods/getItem';
    expect(detail?.parameters).toEqual([
      {
        name: 'item_id',
        in: 'path',
        required: true,
        type: 'string',
        example: examples.browseItemId,
        docsUrl: `${page}#uri.item_id`,
      },
      { name: 'fieldgroups', in: 'query', required: false, type: 'string', docsUrl: `${page}#uri.fieldgroups` },
      {
        name: 'quantity_for_shipping_estimate',
        in: 'query',
        required: false,
        type: 'string',
        docsUrl: `${page}#uri.quantity_for_shipping_estimate`,
      },
    ]);
    expect(detail).toMatchObject({
      grant: 'application',
      sign: false,
      response: 'json',
      scopes: ['https://api.ebay.com/oauth/api_scope'],
    });
    expect(detail?.body).toBeUndefined();
  });

  it('leaves examples out when the environment has none (eBay sandbox or production)', () => {
    expect(operationDetail('buy.browse', 'getItem', {})?.parameters[0]).not.toHaveProperty('example');
  });

  it('orders path parameters as the path does and offers marketplace ids for marketplace parameters', () => {
    const detail = operationDetail('sell.fulfillment', 'getShippingFulfillment', examples);
    expect(detail?.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['orderId', 'fulfillmentId']);
    const policies = operationDetail('sell.account', 'getFulfillmentPolicies', examples);
    const marketplace = policies?.parameters.find((p) => p.name === 'marketplace_id');
    expect(marketplace).toMatchObject({ in: 'query', required: true, example: 'EBAY_US' });
    expect(marketplace?.enum).toEqual([...MARKETPLACE_IDS]);
    expect(policies?.paging).toBe('next');
  });

  it("checks Inventory's marketplace_id against Inventory's own marketplace ids, which spell Motors EBAY_MOTORS", () => {
    const offers = operationDetail('sell.inventory', 'getOffers', examples);
    if (!offers) throw new Error('getOffers has no detail');
    expect(offers.parameters.find((p) => p.name === 'marketplace_id')?.enum).toContain('EBAY_MOTORS');
    const form = initialRestForm(offers);
    const motors = buildRestCall('local', offers, { ...form, query: { ...form.query, marketplace_id: 'EBAY_MOTORS' } });
    expect(motors.ok, JSON.stringify(motors)).toBe(true);
    const other = buildRestCall('local', offers, {
      ...form,
      query: { ...form.query, marketplace_id: 'EBAY_MOTORS_US' },
    });
    expect(other.ok ? [] : other.problems.map((p) => p.field)).toEqual(['query.marketplace_id']);
    // The Account API's parameter names eBay's common MarketplaceIdEnum.
    const policies = operationDetail('sell.account', 'getFulfillmentPolicies', examples);
    expect(policies?.parameters.find((p) => p.name === 'marketplace_id')?.enum).toContain('EBAY_MOTORS_US');
  });

  it('keeps enums the spec declares on a parameter', () => {
    const withEnum = buildCatalog()
      .rest.map((o) => operationDetail(o.api, o.operationId, examples))
      .flatMap((d) => d?.parameters ?? [])
      .filter((p) => p.enum && p.name.toLowerCase() !== 'marketplace_id');
    expect(withEnum.length).toBeGreaterThan(0);
    for (const p of withEnum) expect(p.enum?.length).toBeGreaterThan(0);
  });

  it('describes a JSON body with a schema-shaped sample and its schema, references inlined', () => {
    const detail = operationDetail('sell.inventory', 'createOrReplaceInventoryItem', examples);
    expect(detail?.method).toBe('PUT');
    expect(detail?.parameters.map((p) => p.name)).toEqual(['sku']);
    expect(detail?.body).toMatchObject({
      contentType: 'application/json',
      required: true,
      schema: { title: 'InventoryItem', type: 'object' },
    });
    // References are inlined, so the browser can show and check the body without the API's schema table.
    expect(detail?.body?.schema?.properties?.product).toMatchObject({ title: 'Product', type: 'object' });
    expect(detail?.body?.schema?.properties?.product?.properties?.title).toEqual({ type: 'string' });
    expect(detail?.body?.sample).toMatchObject({ condition: expect.any(String), product: expect.any(Object) });
    expect(detail?.grant).toBe('user');
  });

  it("gives every JSON body a sample that the form's live check finds no fault with", () => {
    const faults: string[] = [];
    for (const op of buildCatalog().rest) {
      const body = operationDetail(op.api, op.operationId, examples)?.body;
      if (!body || body.sample === undefined) continue;
      const problems = checkBodyText(JSON.stringify(body.sample), body.schema);
      if (problems.length > 0) faults.push(`${op.api}.${op.operationId}: ${JSON.stringify(problems[0])}`);
    }
    expect(faults).toEqual([]);
  });

  it('fills every enumeration-typed field of every JSON sample body with a known value, never "Sample …" text', () => {
    const seen: string[] = [];
    const wrong: string[] = [];
    const visit = (schema: BodySchema | undefined, value: unknown, at: string): void => {
      if (!schema) return;
      if (typeof value === 'string' && schema.knownValues) {
        seen.push(`${at}=${value}`);
        if (!schema.knownValues.includes(value) || /^Sample /.test(value)) wrong.push(`${at}: ${value}`);
      }
      if (Array.isArray(value)) value.forEach((item) => visit(schema.items, item, `${at}[]`));
      else if (typeof value === 'object' && value !== null)
        for (const [name, child] of Object.entries(value))
          visit(schema.properties?.[name] ?? schema.additionalProperties, child, `${at}.${name}`);
    };
    for (const op of buildCatalog().rest) {
      const body = operationDetail(op.api, op.operationId, examples)?.body;
      if (body?.sample !== undefined) visit(body.schema, body.sample, `${op.api}.${op.operationId} $`);
    }
    expect(wrong).toEqual([]);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen).toContainEqual(
      expect.stringMatching(
        /^sell\.inventory\.createOrReplaceInventoryItem \$\.packageWeightAndSize\.weight\.unit=(GRAM|KILOGRAM|OUNCE|POUND)$/,
      ),
    );
    // The schema says which enumeration and its values: suggestions for the form, not a check (eBay accepts others).
    const unit = operationDetail('sell.inventory', 'createOrReplaceInventoryItem', examples)?.body?.schema?.properties
      ?.packageWeightAndSize?.properties?.weight?.properties?.unit;
    expect(unit).toEqual({
      type: 'string',
      enumeration: 'WeightUnitOfMeasureEnum',
      knownValues: ['GRAM', 'KILOGRAM', 'OUNCE', 'POUND'],
    });
    const inventoryItem = operationDetail('sell.inventory', 'createOrReplaceInventoryItem', examples)?.body?.schema;
    const stone = '{"packageWeightAndSize": {"weight": {"unit": "STONE", "value": 1}}}';
    expect(checkBodyText(stone, inventoryItem)).toEqual([]);
  });

  it('gives every operation a detail, and every JSON body a sample', () => {
    for (const summary of buildCatalog().rest) {
      const detail = operationDetail(summary.api, summary.operationId, examples);
      expect(detail, `${summary.api}.${summary.operationId}`).toBeDefined();
      if (detail?.body?.schema && /json/.test(detail.body.contentType))
        expect(detail.body.sample, `${summary.api}.${summary.operationId}`).toBeDefined();
    }
  });

  it('knows nothing of operations baykit lacks, including prototype names', () => {
    expect(operationDetail('buy.browse', 'noSuchOperation', examples)).toBeUndefined();
    expect(operationDetail('buy.nothing', 'getItem', examples)).toBeUndefined();
    expect(operationDetail('buy.browse', 'constructor', examples)).toBeUndefined();
    expect(operationDetail('__proto__', 'toString', examples)).toBeUndefined();
  });
});

describe('xmlCallDetail', () => {
  it('pre-fills the common calls with values the emulator answers', () => {
    expect(xmlCallDetail('trading', 'GetItem', examples)).toEqual({
      service: 'trading',
      callName: 'GetItem',
      status: 'live',
      effects: ['read'],
      sample: { ItemID: examples.legacyItemId },
      needsUserToken: true,
      docsUrl: 'https://developer.ebay.com/devzone/xml/docs/reference/ebay/GetItem.html',
    });
    expect(xmlCallDetail('trading', 'GeteBayOfficialTime', examples)).toMatchObject({
      sample: {},
      needsUserToken: true,
    });
    expect(xmlCallDetail('shopping', 'GetSingleItem', examples)).toMatchObject({
      status: 'retired',
      sample: { ItemID: examples.legacyItemId },
      needsUserToken: false,
    });
    expect(xmlCallDetail('finding', 'findItemsByKeywords', examples)?.sample).toMatchObject({
      keywords: examples.keywords,
    });
    expect(xmlCallDetail('trading', 'GetSessionID', examples)).toMatchObject({
      sample: { RuName: examples.ruName },
      needsUserToken: false,
    });
  });

  it('says which Trading calls work with the app keys alone', () => {
    expect(xmlCallDetail('trading', 'FetchToken', examples)?.needsUserToken).toBe(false);
    // ConfirmIdentity too: the calls come from @baykit/spec's XML services table, as the client and emulator read them.
    expect(xmlCallDetail('trading', 'ConfirmIdentity', examples)?.needsUserToken).toBe(false);
    expect(xmlCallDetail('trading', 'GetTokenStatus', examples)?.needsUserToken).toBe(true);
    expect(xmlCallDetail('trading', 'GetMyeBaySelling', examples)?.needsUserToken).toBe(true);
    expect(xmlCallDetail('merchandising', 'getMostWatchedItems', examples)).toMatchObject({
      sample: { maxResults: 5 },
      needsUserToken: false,
    });
  });

  it('knows nothing of unknown services and calls', () => {
    expect(xmlCallDetail('trading', 'NoSuchCall', examples)).toBeUndefined();
    expect(xmlCallDetail('soap', 'GetItem', examples)).toBeUndefined();
    expect(xmlCallDetail('toString', 'GetItem', examples)).toBeUndefined();
  });
});
