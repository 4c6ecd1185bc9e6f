import { ValidationError } from '../errors/validation-error.js';
import type { CallOptions } from './request.js';

/** What `ebay.paginate` reads from the options argument on top of the method's own options. */
export interface PageOptions {
  /**
   * Stop after this many items, a whole number ≥ 0. No page is requested once the bound is reached, so
   * `maxItems: 10` with 100 items a page sends one request. Default: every item of every page.
   */
  maxItems?: number;
}

/** Whether `T` is the options argument of a generated method (`CallOptions`, possibly optional). */
type IsCallOptions<T> = [NonNullable<T>] extends [CallOptions]
  ? [CallOptions] extends [NonNullable<T>]
    ? true
    : false
  : false;

/**
 * The arguments `ebay.paginate` takes for a method whose arguments are `A`: the same, with `maxItems`
 * allowed in the options argument (docs/architecture.md#client-api-contract: options stay last).
 */
export type PaginateArgs<A extends readonly unknown[]> = {
  [K in keyof A]: IsCallOptions<A[K]> extends true ? A[K] & PageOptions : A[K];
};

/**
 * Splits `maxItems` from a paginate call's options, checking it before any request. The rest is what each
 * page's call receives (a normal call has no `maxItems`).
 */
export function takeMaxItems<O extends object>(
  options: (O & PageOptions) | undefined,
): { options: O | undefined; maxItems: number } {
  if (options === undefined || !('maxItems' in options)) return { options, maxItems: Infinity };
  const { maxItems, ...rest } = options;
  if (maxItems === undefined) return { options: rest as O, maxItems: Infinity };
  if (typeof maxItems !== 'number' || !Number.isInteger(maxItems) || maxItems < 0) {
    const got = typeof maxItems === 'number' ? String(maxItems) : (JSON.stringify(maxItems) ?? typeof maxItems);
    throw new ValidationError(
      `paginate: maxItems must be a whole number ≥ 0 (got ${got}); leave it out to read every item.`,
      {
        parameter: 'maxItems',
      },
    );
  }
  return { options: rest as O, maxItems };
}

/** Yields at most `maxItems` items of `items`; stopping early ends `items` before it asks for another page. */
export async function* limitItems<I>(items: AsyncIterable<I>, maxItems: number): AsyncGenerator<I, void, undefined> {
  if (maxItems <= 0) return;
  let count = 0;
  for await (const item of items) {
    yield item;
    if (++count >= maxItems) return;
  }
}
