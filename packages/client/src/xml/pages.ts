// The items of a paged Trading call, page after page. A paged method's pager loads this module with `import()` on
// the first page asked for, like the REST paginator (rest/bind.ts), so a program that never pages never downloads it.
// How a page says more follow comes in `codec` (codec.ts says why).
import { PaginationLoopError } from '../errors/pagination-loop-error.js';
import { PageFingerprints } from '../rest/page-repeat.js';
import { limitItems, takeMaxItems, type PageOptions } from '../rest/page-limit.js';
import type { XmlCodec } from './codec.js';
import type { XmlCallOptions, XmlRuntime } from './runtime.js';
import type { XmlServiceName } from './services.js';

async function* pages(
  runtime: XmlRuntime,
  { hasMorePages, pageFields, readPath }: XmlCodec,
  service: XmlServiceName,
  call: string,
  itemsPath: string,
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

/** The items of `call` (found at `itemsPath` in each page) for a paged method's arguments, up to `maxItems`. */
export async function* xmlPages(
  runtime: XmlRuntime,
  codec: XmlCodec,
  service: XmlServiceName,
  call: string,
  itemsPath: string,
  args: readonly unknown[],
): AsyncGenerator<unknown, void, undefined> {
  const fields = (args[0] ?? {}) as Record<string, unknown>;
  const { options, maxItems } = takeMaxItems((args[1] ?? {}) as XmlCallOptions & PageOptions);
  yield* limitItems(pages(runtime, codec, service, call, itemsPath, fields, options ?? {}), maxItems);
}
