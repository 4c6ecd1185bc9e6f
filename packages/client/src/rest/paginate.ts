import { PaginationLoopError } from '../errors/pagination-loop-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { readArguments } from './invoke.js';
import type { OperationArguments, OperationInvoker, OperationSpec } from './operation.js';
import { limitItems, takeMaxItems } from './page-limit.js';
import { PageFingerprints } from './page-repeat.js';

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
export function paginate<I>(
  invoker: OperationInvoker,
  spec: OperationSpec,
  args: readonly unknown[],
): AsyncGenerator<I, void, undefined> {
  return pages(invoker, () => [spec, readArguments(spec, args)]);
}

/**
 * `paginate` of the operation and arguments `read` gives (a generated method's, or `ebay.paginate(operationId, …)`'s),
 * read on the first `next()` so that a bad argument rejects it.
 */
export async function* pages<I>(
  invoker: OperationInvoker,
  read: () => readonly [OperationSpec, OperationArguments],
): AsyncGenerator<I, void, undefined> {
  const [spec, parsed] = read();
  if (!spec.items) throw new ValidationError(`${spec.id} does not page.`, { parameter: 'operationId' });
  const { options, maxItems } = takeMaxItems(parsed.options);
  yield* limitItems(pagesOf<I>(invoker, spec, { ...parsed, options }), maxItems);
}

async function* pagesOf<I>(
  invoker: OperationInvoker,
  spec: OperationSpec,
  parsed: OperationArguments,
): AsyncGenerator<I, void, undefined> {
  const send = (query: Record<string, unknown>): Promise<unknown> => {
    if (invoker.invokeNamed) return invoker.invokeNamed(spec, { ...parsed, query });
    const leading: unknown[] = spec.pathParams.map((name) => parsed.pathParams[name]);
    if (spec.body) leading.push(parsed.body);
    return invoker.invokeOperation(spec, [...leading, query, parsed.options]);
  };
  let query: Record<string, unknown> | undefined = { ...parsed.query };
  // A server going round in a circle (a `next` link or continuation token back to a page already read, links that
  // change while the items repeat) answers a page whose items were read before: that stops with a typed error, as
  // does an offset that does not move forward.
  const read = new PageFingerprints();
  for (let pages = 0; query; pages++) {
    const page = (await send(query)) as Page | undefined;
    const items = page?.[spec.items ?? ''];
    if (!page || !Array.isArray(items)) return;
    if (items.length > 0 && read.repeats(items)) throw loopError(spec.id, pages);
    for (const item of items) yield item as I;
    const next = nextQuery(spec, query, page, items.length);
    if (next && next.offset !== undefined && !(Number(next.offset) > Number(query.offset ?? 0)))
      throw loopError(spec.id, pages + 1);
    query = next;
  }
}

function loopError(operation: string, pages: number): PaginationLoopError {
  return new PaginationLoopError(
    `paginate: ${operation}'s next page repeats one already read (after ${pages} pages); stopped.`,
    { operation, pages },
  );
}
