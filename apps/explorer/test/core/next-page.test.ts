import { describe, expect, it } from 'vitest';
import type { CallOutcome, RestCallInput, XmlCallInput } from '../../shared/api.js';
import { nextPage } from '../../src/core/next-page.js';
import { detailOf } from './fixtures.js';

const EMULATOR = 'http://127.0.0.1:4999';
const SEARCH = `${EMULATOR}/buy/browse/v1/item_summary/search`;
const parameters = detailOf('buy.browse', 'search').parameters;

const search: RestCallInput = {
  kind: 'rest',
  env: 'local',
  api: 'buy.browse',
  operationId: 'search',
  path: {},
  query: { q: 'lamp', limit: '3', sort: 'price' },
  headers: { 'X-EBAY-C-MARKETPLACE-ID': 'EBAY_GB' },
};

function answered(data: unknown, url = `${SEARCH}?q=lamp&limit=3`, ok = true): CallOutcome {
  return {
    ok,
    status: ok ? 200 : 400,
    durationMs: 5,
    data,
    exchanges: [
      {
        purpose: 'call',
        startedAt: '2026-01-01T00:00:00Z',
        durationMs: 5,
        request: { method: 'GET', url, headers: {} },
        response: { status: 200, statusText: 'OK', headers: {}, body: '{}', bodyEncoding: 'text' },
      },
    ],
  };
}

describe('nextPage for REST answers', () => {
  it("reads the next link's query into the call, keeping its path values and headers", () => {
    const next = nextPage(search, answered({ next: `${SEARCH}?q=lamp&limit=3&offset=3` }), parameters);
    expect(next).toEqual({
      input: { ...search, query: { q: 'lamp', limit: '3', offset: '3' } },
      label: 'offset 3, limit 3',
    });
  });

  it('takes a next link relative to the URL the call went to', () => {
    const next = nextPage(search, answered({ next: '/buy/browse/v1/item_summary/search?q=lamp&offset=6' }), parameters);
    expect(next && 'input' in next && next.input.kind === 'rest' ? next.input.query : undefined).toEqual({
      q: 'lamp',
      offset: '6',
    });
  });

  it('refuses a next link to another origin or path, or with parameters the operation does not take', () => {
    const elsewhere = nextPage(search, answered({ next: 'https://evil.example/buy/browse/v1/item_summary/search' }));
    expect(elsewhere).toEqual({
      refused:
        "The next link points to https://evil.example/buy/browse/v1/item_summary/search, not to this call's /buy/browse/v1/item_summary/search.",
    });
    const otherPath = nextPage(search, answered({ next: `${EMULATOR}/buy/browse/v1/item/v1|1|0` }), parameters);
    expect(otherPath && 'refused' in otherPath).toBe(true);
    const extra = nextPage(search, answered({ next: `${SEARCH}?q=lamp&offset=3&redirect=x` }), parameters);
    expect(extra).toEqual({ refused: 'The next link has query parameters this operation does not take: redirect.' });
    expect(nextPage(search, answered({ next: 'http://[' }), parameters)).toEqual({
      refused: 'The next link is not a URL this call can follow: http://[',
    });
  });

  it('has no next page without a next link, after a failure, or for a list answer', () => {
    expect(nextPage(search, answered({ href: SEARCH, total: 2 }), parameters)).toBeUndefined();
    expect(nextPage(search, answered({ next: '' }), parameters)).toBeUndefined();
    expect(nextPage(search, answered({ next: `${SEARCH}?offset=3` }, undefined, false), parameters)).toBeUndefined();
    expect(nextPage(search, answered([{ next: `${SEARCH}?offset=3` }]), parameters)).toBeUndefined();
  });
});

describe('nextPage for Trading answers', () => {
  const getOrders: XmlCallInput = {
    kind: 'xml',
    env: 'local',
    service: 'trading',
    callName: 'GetOrders',
    fields: { OrderRole: 'Seller', Pagination: { EntriesPerPage: 2, PageNumber: 1 } },
  };
  const page = (more: string, pageNumber: string, pages = '3') => ({
    PaginationResult: { TotalNumberOfPages: pages, TotalNumberOfEntries: '5' },
    HasMoreOrders: more,
    PageNumber: pageNumber,
  });

  it('asks for the page after the answered one, keeping the other fields and EntriesPerPage', () => {
    expect(nextPage(getOrders, answered(page('true', '1')))).toEqual({
      input: {
        ...getOrders,
        fields: { OrderRole: 'Seller', Pagination: { EntriesPerPage: 2, PageNumber: 2 } },
      },
      label: 'page 2 of 3',
    });
  });

  it('goes by the page count when the answer has no HasMore flag, and from the page asked when none is answered', () => {
    const asked: XmlCallInput = { ...getOrders, fields: { Pagination: { EntriesPerPage: 2, PageNumber: 2 } } };
    const next = nextPage(asked, answered({ PaginationResult: { TotalNumberOfPages: '3' } }));
    expect(next && 'input' in next && next.input.kind === 'xml' ? next.input.fields : undefined).toEqual({
      Pagination: { EntriesPerPage: 2, PageNumber: 3 },
    });
  });

  it('stops on the last page, and for calls that do not page or other services', () => {
    expect(nextPage(getOrders, answered(page('false', '3')))).toBeUndefined();
    expect(nextPage(getOrders, answered({ Item: { ItemID: '1' } }))).toBeUndefined();
    expect(nextPage({ ...getOrders, service: 'shopping' }, answered(page('true', '1')))).toBeUndefined();
  });
});
