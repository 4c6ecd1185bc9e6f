import type { OperationSpec } from 'baykit';

/** `getItemByLegacyId` → `get item by legacy id`; `accountV2` → `account v2`. */
export function words(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The API's name as the explorer shows it, from its namespace: `buy.browse` → `Browse API (buy)`. */
export function apiName(api: string): string {
  const [area = '', key = ''] = api.split('.');
  const name = words(key).replace(/\b\w/g, (c) => c.toUpperCase());
  return `${name} API (${area === 'postOrder' ? 'post-order' : area})`;
}

const GRANT_WORDS: Record<OperationSpec['grant'], string> = {
  user: 'user token',
  application: 'application token',
  auto: 'application or user token',
};

/**
 * A one-line description made only of facts the catalog holds (no eBay prose): the operation id as words, the
 * HTTP verb, the API, the resource tag and the token it needs. Searching any of these words finds the operation.
 */
export function describeOperation(spec: OperationSpec, tag: string): string {
  const parts = [`${words(spec.id)}: ${spec.method} on the ${apiName(spec.api)}`];
  if (tag) parts.push(`resource ${words(tag)}`);
  parts.push(GRANT_WORDS[spec.grant]);
  if (spec.paging) parts.push('paged');
  if (spec.sign) parts.push('signed for EU/UK sellers');
  return parts.join(', ');
}
