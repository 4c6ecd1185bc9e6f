import { describe, expect, it } from 'vitest';
import { contractValues } from '../src/enums.js';
import { generate } from '../src/generate.js';
import type { LoadedSpec } from '../src/openapi.js';

const link = (namespace: string, name: string): string =>
  ` For implementation help, refer to <a href='https://developer.ebay.com/api-docs/sell/inventory/types/${namespace}:${name}'>eBay API documentation</a>`;

describe('contractValues', () => {
  it('reads the ALL_CAPS <code> tokens of a description, whatever case the tags are in', () => {
    const text = 'Units are <code>POUND</code> and <code>OUNCE</CODE>, or <code>KILOGRAM</code>.';
    expect(contractValues(text, 'unit', 'WeightUnitOfMeasureEnum')).toEqual(['POUND', 'OUNCE', 'KILOGRAM']);
  });

  it('leaves out field names, header names, phrases and single letters', () => {
    const text =
      'See <code>loanRepaymentAmount</code>, <code>X-EBAY-C-MARKETPLACE-ID</code>, <code>VERY HIGH</code>, <code>A</code>, <code>true</code> and <code>LOW</code>.';
    expect(contractValues(text, 'rating', 'RatingTypeEnum')).toEqual(['LOW']);
  });

  it("leaves out another field's values in a condition, with the tokens listed after the first", () => {
    const text =
      'Only when <strong>fieldGroups</strong> is set to <code>TAX_BREAKDOWN</code>. Used if the <b>emailCampaignType</b> is set to <code>COUPON</code>, <code>SALE_EVENT</code>, or <code>ORDER_DISCOUNT</code>. If <b>promotionSelectMode</b> is set to <code>AUTO</code>, eBay chooses.';
    expect(contractValues(text, 'promotionSelectMode', 'PromotionSelectModeEnum')).toEqual(['AUTO']);
  });

  it('keeps a condition on the field itself (by field or enumeration name) and drops what a statement is for', () => {
    expect(
      contractValues(
        'where the <b>dimensionKey</b> is set to <code>LISTING_CATEGORY</code>',
        'dimensionKey',
        'DimensionTypeEnum',
      ),
    ).toEqual(['LISTING_CATEGORY']);
    expect(contractValues('set <b>StoreTypeEnum</b> to <code>STORE</code>', 'locationTypes', 'StoreTypeEnum')).toEqual([
      'STORE',
    ]);
    expect(
      contractValues(
        '<b>itemSelectMode</b> is always set to <code>AUTO</code> for <code>WELCOME</code> campaigns',
        'itemSelectMode',
        'ItemSelectModeEnum',
      ),
    ).toEqual(['AUTO']);
  });
});

/** An Inventory-shaped spec: a weight unit, a currency (a common type), an array of enumeration strings, a parameter. */
function fixture(): LoadedSpec {
  return {
    file: 'sell_inventory_v1_oas3',
    doc: {
      openapi: '3.0.0',
      info: { title: 'Inventory API', version: 'v1.0' },
      servers: [{ url: 'https://api.ebay.com{basePath}', variables: { basePath: { default: '/sell/inventory/v1' } } }],
      paths: {
        '/location': {
          get: {
            operationId: 'getLocations',
            tags: ['location'],
            parameters: [
              {
                name: 'unit',
                in: 'query',
                description: `The unit, such as <code>GRAM</code>.${link('slr', 'WeightUnitOfMeasureEnum')}`,
                schema: { type: 'string' },
              },
            ],
            responses: {
              '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Weight' } } } },
            },
            security: [{ api_auth: ['https://api.ebay.com/oauth/api_scope/sell.inventory'] }],
          },
        },
      },
      components: {
        schemas: {
          Weight: {
            type: 'object',
            properties: {
              unit: {
                type: 'string',
                description: `Either <code>POUND</code> or <code>OUNCE</code>.${link('slr', 'WeightUnitOfMeasureEnum')}`,
              },
              currency: { type: 'string', description: `Such as <code>USD</code>.${link('ba', 'CurrencyCodeEnum')}` },
              days: {
                type: 'array',
                items: { type: 'string' },
                description: `Days.${link('slr', 'DayOfWeekEnum')}`,
              },
            },
          },
        },
      },
    },
  };
}

describe('enumerations in the generated output', () => {
  const generated = generate([fixture()], []);
  const inventoryJson = generated.spec.get('rest/sell.inventory.json') ?? '';
  const inventory = JSON.parse(inventoryJson) as {
    schemas: Record<string, { properties: Record<string, unknown> }>;
    operations: Record<string, { parameters: { schema: Record<string, unknown> }[] }>;
    enums: Record<string, string[]>;
  };

  it("marks each enumeration-typed string in the schema catalog, on the string itself, an array's items or a parameter's schema", () => {
    const weight = inventory.schemas.Weight?.properties ?? {};
    expect(weight.unit).toEqual({ type: 'string', 'x-enum': 'WeightUnitOfMeasureEnum' });
    expect(weight.days).toEqual({ type: 'array', items: { type: 'string', 'x-enum': 'DayOfWeekEnum' } });
    expect(inventory.operations.getLocations?.parameters[0]?.schema).toEqual({
      type: 'string',
      'x-enum': 'WeightUnitOfMeasureEnum',
    });
    expect(inventoryJson).not.toContain('such as');
  });

  it('lists the known values per enumeration, sorted, leaving out enumerations with none', () => {
    expect(inventory.enums).toEqual({
      CurrencyCodeEnum: ['USD'],
      WeightUnitOfMeasureEnum: ['GRAM', 'OUNCE', 'POUND'],
    });
  });

  it('offers the known values in the generated types and still accepts any string', () => {
    const types = generated.files.get('sell-inventory.types.gen.ts') ?? '';
    expect(types).toContain('export type WeightUnitOfMeasureEnum = "GRAM" | "OUNCE" | "POUND" | (string & {});');
    expect(types).toContain('export type DayOfWeekEnum = string;');
  });

  it('writes the same bytes on every run', () => {
    expect([...generate([fixture()], []).spec]).toEqual([...generated.spec]);
  });
});
