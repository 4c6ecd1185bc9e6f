import { PaginationLoopError } from '../errors/pagination-loop-error.js';
import { PAGER, type Pager } from '../rest/bind.js';
import { PageFingerprints } from '../rest/page-repeat.js';
import { limitItems, takeMaxItems, type PageOptions } from '../rest/page-limit.js';
import type { XmlCallOptions, XmlRuntime } from './runtime.js';
import type { XmlServiceName } from './services.js';
import { TRADING_PAGED_CALLS, hasMorePages, pageFields } from './trading-paging.js';
import { readPath } from './path.js';
import type { TradingRequestWith } from './request-with.js';

/**
 * A generated XML call method: request fields in, the parsed `<Call>Response` content out (or the XML text with `raw`).
 * `Extra`, given explicitly and never inferred, adds fields or code values newer than eBay's schema
 * (`ebay.trading.GetItem<{ NewField: string }>(…)`, see {@link TradingRequestWith}).
 */
export interface XmlCallMethod<Req, Res> {
  <Extra extends object = Record<never, never>>(
    fields?: TradingRequestWith<Req, NoInfer<Extra>>,
    options?: XmlCallOptions & { raw?: false },
  ): Promise<Res>;
  <Extra extends object = Record<never, never>>(
    fields: TradingRequestWith<Req, NoInfer<Extra>> | undefined,
    options: XmlCallOptions & { raw: true },
  ): Promise<string>;
}

/** The generic `call(name, fields, options)` every XML service has. */
export type XmlGenericCall = (
  callName: string,
  fields?: Record<string, unknown>,
  options?: XmlCallOptions,
) => Promise<unknown>;

function pager(runtime: XmlRuntime, service: XmlServiceName, call: string, itemsPath: string): Pager {
  async function* pages(
    fields: Record<string, unknown>,
    options: XmlCallOptions,
  ): AsyncGenerator<unknown, void, undefined> {
    const arrayPaths = [...(options.arrayPaths ?? []), itemsPath];
    // A server that ignores PageNumber answers the same page again and again (or pages A, B, A, …), with its
    // HasMore flag still true.
    const read = new PageFingerprints();
    for (let pageNumber = 1; ; pageNumber++) {
      const page = (await runtime.call(service, call, pageFields(fields, pageNumber), {
        ...options,
        raw: false,
        arrayPaths,
      })) as Record<string, unknown>;
      const items = readPath(page, itemsPath);
      if (!Array.isArray(items) || items.length === 0) return;
      if (read.repeats(items)) {
        throw new PaginationLoopError(
          `paginate: ${call} answered page ${pageNumber} with the items of a page already read; stopped instead of reading the same items forever.`,
          { operation: call, pages: pageNumber - 1 },
        );
      }
      yield* items;
      if (!hasMorePages(page, pageNumber)) return;
    }
  }
  return async function* (args) {
    const fields = (args[0] ?? {}) as Record<string, unknown>;
    const { options, maxItems } = takeMaxItems((args[1] ?? {}) as XmlCallOptions & PageOptions);
    yield* limitItems(pages(fields, options ?? {}), maxItems);
  };
}

/**
 * Installs one method per call name on a generated service object, plus `call(name, …)`. Methods are own,
 * bound functions; paged Trading calls carry their pager for `ebay.paginate`.
 */
export function bindXmlCalls(
  target: object,
  runtime: XmlRuntime,
  service: XmlServiceName,
  calls: readonly string[],
): void {
  for (const name of calls) {
    const method = (fields?: Record<string, unknown>, options?: XmlCallOptions): Promise<unknown> =>
      runtime.call(service, name, fields, options);
    Object.defineProperty(method, 'name', { value: name });
    const items = service === 'trading' ? TRADING_PAGED_CALLS[name] : undefined;
    if (items) Object.defineProperty(method, PAGER, { value: pager(runtime, service, name, items) });
    Object.defineProperty(target, name, { value: method, enumerable: true });
  }
  // A call name in another case (`getCategories`) is the same call at eBay: it goes out under its own name, so
  // its lifecycle, paging and signing rules apply and the envelope is eBay's.
  const byLowerCase = new Map(calls.map((name) => [name.toLowerCase(), name]));
  const call: XmlGenericCall = (callName, fields, options) =>
    runtime.call(
      service,
      typeof callName === 'string' ? (byLowerCase.get(callName.toLowerCase()) ?? callName) : callName,
      fields,
      options,
    );
  Object.defineProperty(target, 'call', { value: call, enumerable: false });
}
