// The explorer links each operation to eBay's reference page by the rule codegen uses for the generated
// methods' `@see` links: every operation's link here must be the one in the generated client.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalog, operationDetail, xmlCallDetail } from '../../server/catalog.js';

const GENERATED = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../packages/client/src/generated');

/** `operationId → @see URL` from the generated method files (`id: '…'` rows are in the catalog file instead). */
function seeLinks(): Map<string, Set<string>> {
  const links = new Map<string, Set<string>>();
  for (const file of readdirSync(GENERATED).filter((name) => name.endsWith('.gen.ts'))) {
    for (const match of readFileSync(join(GENERATED, file), 'utf8').matchAll(
      /@see (https:\/\/developer\.ebay\.com\/\S+)/g,
    )) {
      const url = match[1] ?? '';
      const id = url.split('/').at(-1) ?? '';
      if (!links.has(id)) links.set(id, new Set());
      links.get(id)?.add(url);
    }
  }
  return links;
}

describe('links to eBay reference pages', () => {
  it("gives every REST operation the reference page the generated method's @see names", () => {
    const links = seeLinks();
    const wrong: string[] = [];
    for (const op of buildCatalog().rest) {
      const url = operationDetail(op.api, op.operationId, {})?.docsUrl ?? '';
      if (url.includes('/post-order/')) continue;
      // An alias of a renamed or moved operation links to the page of the operation it calls.
      const alias = op.lifecycle?.status === 'renamed' || op.lifecycle?.status === 'moved';
      const id = alias ? (op.lifecycle?.replacement?.split('.').at(-1) ?? '') : op.operationId;
      if (!links.get(id)?.has(url)) wrong.push(`${op.api}.${op.operationId}: ${url}`);
    }
    expect(wrong).toEqual([]);
  });

  it('links XML calls to their service call reference', () => {
    expect(xmlCallDetail('trading', 'GetItem', {})?.docsUrl).toBe(
      'https://developer.ebay.com/devzone/xml/docs/reference/ebay/GetItem.html',
    );
    expect(xmlCallDetail('finding', 'findItemsByKeywords', {})?.docsUrl).toMatch(
      /\/finding\/callref\/findItemsByKeywords/,
    );
  });

  it('puts required parameters first after the path, each group in spec order', () => {
    const search = operationDetail('buy.browse', 'search', {})?.parameters ?? [];
    const required = search.map((p) => p.required);
    expect(required.indexOf(false)).toBeGreaterThan(-1);
    expect(required.slice(required.indexOf(false)).every((r) => !r)).toBe(true);
    const feed = operationDetail('buy.feed', 'getItemFeed', {})?.parameters ?? [];
    const firstOptional = feed.findIndex((p) => !p.required);
    expect(feed.slice(0, firstOptional).every((p) => p.required)).toBe(true);
    expect(feed.slice(firstOptional).every((p) => !p.required)).toBe(true);
  });
});
