import type { JsonSchema } from './types.js';

/** Names of the shared Post-Order schemas; `schemaRef` accepts only these. */
export type PostOrderSchemaName =
  | 'Amount'
  | 'Text'
  | 'DateTime'
  | 'Address'
  | 'RelistLineItem'
  | 'ReturnRequestType'
  | 'ItemizedRefundDetailType'
  | 'RefundDetailType';

/** A `$ref` schema pointing at one of `postOrderSchemas`. */
export function schemaRef(name: PostOrderSchemaName): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

const schemas: Record<PostOrderSchemaName, JsonSchema> = {
  Amount: {
    type: 'object',
    properties: {
      convertedFromCurrency: { type: 'string' },
      convertedFromValue: { type: 'number' },
      currency: { type: 'string' },
      exchangeRate: { type: 'string' },
      value: { type: 'number' },
    },
  },
  Text: {
    type: 'object',
    properties: {
      content: { type: 'string' },
      language: { type: 'string' },
      translatedFromContent: { type: 'string' },
      translatedFromLanguage: { type: 'string' },
    },
  },
  DateTime: {
    type: 'object',
    properties: {
      formattedValue: { type: 'string' },
      value: { type: 'string', format: 'date-time' },
    },
  },
  Address: {
    type: 'object',
    properties: {
      addressLine1: { type: 'string' },
      addressLine2: { type: 'string' },
      addressType: { type: 'string' },
      city: { type: 'string' },
      country: { type: 'string' },
      county: { type: 'string' },
      isTransliterated: { type: 'boolean' },
      nationalRegion: { type: 'string' },
      postalCode: { type: 'string' },
      script: { type: 'string' },
      stateOrProvince: { type: 'string' },
      transliteratedFromScript: { type: 'string' },
      worldRegion: { type: 'string' },
    },
  },
  RelistLineItem: {
    type: 'object',
    properties: {
      itemId: { type: 'integer' },
      quantity: { type: 'integer' },
      transactionId: { type: 'integer' },
    },
  },
  ReturnRequestType: {
    type: 'object',
    properties: {
      carrier: { type: 'string' },
      comments: schemaRef('Text'),
      itemId: { type: 'string' },
      reason: { type: 'string' },
      requestType: { type: 'string', enum: ['CREATE', 'REQUEST', 'UNKNOWN'] },
      returnQuantity: { type: 'integer' },
      transactionId: { type: 'string' },
      type: { type: 'string' },
    },
  },
  ItemizedRefundDetailType: {
    type: 'object',
    properties: {
      refundAmount: schemaRef('Amount'),
      refundFeeType: { type: 'string' },
      restockingFeePercentage: { type: 'string' },
    },
  },
  RefundDetailType: {
    type: 'object',
    properties: {
      donationAmount: schemaRef('Amount'),
      feeCreditAmount: schemaRef('Amount'),
      itemizedRefundDetail: { type: 'array', items: schemaRef('ItemizedRefundDetailType') },
      totalAmount: schemaRef('Amount'),
    },
  },
};

/** Shared object types of the Post-Order request bodies, to go under `components.schemas` of each post-order spec. */
export const postOrderSchemas: Record<string, JsonSchema> = schemas;
