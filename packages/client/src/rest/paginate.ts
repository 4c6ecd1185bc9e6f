import { PaginationLoopError } from '../errors/pagination-loop-error.js';
import type { OperationInvoker } from './operation.js';
import { readArguments, type OperationArguments } from './invoke.js';
import type { OperationSpec } from './operation.js';
import { limitItems, takeMaxItems } from './page-limit.js';

type Page = Record<string, unknown>;

/** Query parameters of an absolute or relative URL (`next` links). */
function queryOf(link: string): Record<string, string> {
  const url = new URL(link, 'https://api.ebay.com');
  return Object.fromEntries(url.searchParams.entries());
}

/** The query of the page after `page`, or undefined when `page` was the last. */
function nextQuery(
  spec: OperationSpec,
  query: Record<string, unknown>,
  page: Page,
  count: number,
): Record<string, unknown> | undefined {
  if (count === 0) return undefined;
  // eBay puts the next page's full URI in `next` when there is one (offset, limit or continuation_token in its
  // query), whatever the paging style; it is the most reliable signal, so it is read first.
  if (typeof page.next === 'string' && page.next !== '') return { ...query, ...queryOf(page.next) };
  if (spec.paging === 'continuation') {
    const token = page.continuationToken ?? page.continuation_token;
    return typeof token === 'string' && token !== '' ? { ...query, continuation_token: token } : undefined;
  }
  if (spec.paging === 'next' || 'next' in page) return undefined;
  const offset = Number(page.offset ?? query.offset ?? 0);
  const total = Number(page.total);
  const nextOffset = offset + count;
  if (!Number.isFinite(total) || nextOffset >= total) return undefined;
  return { ...query, offset: nextOffset };
}

/**
 * The items of a paged operation across pages; each page is fetched when the previous one is used up, and
 * none once `maxItems` (read from the options argument, never sent) is reached.
 */
export async function* paginate<I>(
  invoker: OperationInvoker,
  spec: OperationSpec,
  args: readonly unknown[],
): AsyncGenerator<I, void, undefined> {
  const parsed = readArguments(spec, args);
  const { options, maxItems } = takeMaxItems(parsed.options);
  yield* limitItems(pagesOf<I>(invoker, spec, { ...parsed, options }), maxItems);
}

async function* pagesOf<I>(
  invoker: OperationInvoker,
  spec: OperationSpec,
  parsed: OperationArguments,
): AsyncGenerator<I, void, undefined> {
  const leading: unknown[] = spec.pathParams.map((name) => parsed.pathParams[name]);
  if (spec.body) leading.push(parsed.body);
  let query: Record<string, unknown> | undefined = { ...parsed.query };
  // Every query sent so far: a `next` link or continuation token that leads back to one of them (or an offset
  // that does not move forward) would page forever, so it stops with a typed error instead.
  const seen = new Set<string>([queryKey(query)]);
  while (query) {
    const page = (await invoker.invokeOperation(spec, [...leading, query, parsed.options])) as Page | undefined;
    const items = page?.[spec.items ?? ''];
    if (!page || !Array.isArray(items)) return;
    for (const item of items) yield item as I;
    const next = nextQuery(spec, query, page, items.length);
    if (next) {
      const key = queryKey(next);
      if (seen.has(key) || !offsetAdvances(query, next)) throw loopError(spec.id, seen.size, next);
      seen.add(key);
    }
    query = next;
  }
}

/** A query's identity: its parameters sorted by name, as sent. */
function queryKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .filter((name) => query[name] !== undefined)
      .sort()
      .map((name) => [name, String(query[name])]),
  );
}

/** False when both queries page by offset and the next one does not start after the current one. */
function offsetAdvances(current: Record<string, unknown>, next: Record<string, unknown>): boolean {
  if (next.offset === undefined) return true;
  const to = Number(next.offset);
  const from = Number(current.offset ?? 0);
  return !Number.isFinite(to) || !Number.isFinite(from) || to > from;
}

function loopError(operation: string, pages: number, next: Record<string, unknown>): PaginationLoopError {
  const where =
    next.offset !== undefined
      ? `offset ${String(next.offset)}`
      : next.continuation_token !== undefined
        ? 'a continuation token'
        : 'a page';
  return new PaginationLoopError(
    `paginate: after ${pages} page${pages === 1 ? '' : 's'} of ${operation}, eBay's next page (${where}) goes back to one already read; stopped instead of reading the same items forever.`,
    { operation, pages },
  );
}
