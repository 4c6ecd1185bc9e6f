import type { JsonSchema, ParameterShape } from '@baykit/spec';
import { SAMPLE_GROUP, SAMPLE_LOCATION, SAMPLE_SKU } from './catalog-sample-bodies.js';

/**
 * Values for parameters no seeded example covers, so every operation's form can be sent as it opens. Ids name
 * records the explorer's own samples create (`createOrReplaceInventoryItem` with `baykit-sample-sku`, …) or, where
 * the emulator seeds a fixed record, that record; the rest are plain values of the parameter's kind.
 */
const BY_NAME: Record<string, string> = {
  sku: SAMPLE_SKU,
  merchantLocationKey: SAMPLE_LOCATION,
  inventoryItemGroupKey: SAMPLE_GROUP,
  category_id: '15709',
  primary_category_id: '15709',
  category_tree_id: '0',
  countryCode: 'US',
  country_code: 'US',
  jurisdictionId: 'CA',
  evaluation_marketplace_id: 'EBAY_US',
  feed_scope: 'NEWLY_LISTED',
  q: 'shoes',
  limit: '10',
  offset: '0',
  Range: 'bytes=0-99',
  topic_id: 'MARKETPLACE_ACCOUNT_DELETION',
  // The emulator's notification signing key (flows/notification/signing.ts).
  public_key_id: '9936261a-7d7b-4621-a0f1-96ccb428af49',
  payments_program_type: 'EBAY_PAYMENTS',
  // The standards program the emulator's sellers have profiles in (their default one, US).
  program: 'PROGRAM_US',
  to_email_address: 'buyer@example.com',
  tracking_number: '1Z999AA10123456784',
  carrier_used: 'USPS',
  metric_name: 'TRANSACTION',
};

/** `yyyymmdd` of the day `days` before `now` (Feed's `date`: a day that has a daily file). */
function compactDay(now: number, days: number): string {
  return new Date(now - days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * A value to pre-fill a parameter that has no seeded example: required ones and every path parameter get one;
 * optional ones stay empty (the user adds what they want). Undefined when the parameter is optional. `knownValues`
 * are those of the eBay enumeration the parameter takes its values from, when any are known.
 */
export function sampleParameterValue(
  shape: ParameterShape,
  now = Date.now(),
  knownValues?: readonly string[],
): string | undefined {
  if (!shape.required && shape.in !== 'path') return undefined;
  const known = BY_NAME[shape.name];
  if (known) return known;
  if (shape.name === 'date') return compactDay(now, 5);
  if (shape.name === 'snapshot_date') return `${new Date(now - 86_400_000).toISOString().slice(0, 13)}:00:00.000Z`;
  const schema: JsonSchema | undefined = shape.schema;
  const first = schema?.enum?.find((value): value is string => typeof value === 'string');
  if (first) return first;
  if (knownValues?.[0] && schema?.type === 'string') return knownValues[0];
  if (schema?.type === 'integer' || schema?.type === 'number') return '1';
  if (schema?.type === 'boolean') return 'true';
  if (schema?.format === 'date-time' || /date$/i.test(shape.name)) return new Date(now).toISOString();
  return `baykit-sample-${shape.name.replace(/_/g, '-')}`;
}
