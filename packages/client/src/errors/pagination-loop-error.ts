import { BaykitError } from './baykit-error.js';

/**
 * A paged call whose next page would repeat one already read: a `next` link or continuation token seen before, an
 * offset that does not move forward, or a page with the same items as the one before it. Following it would never
 * end (or yield the same items again), so `ebay.paginate` stops; the items yielded before it were distinct pages.
 */
export class PaginationLoopError extends BaykitError {
  override name = 'PaginationLoopError';
  /** The operation or XML call being paged, e.g. `getOrders` or `GetSellerList`. */
  readonly operation: string;
  /** How many pages were read before the repeat was seen. */
  readonly pages: number;

  constructor(message: string, details: { operation: string; pages: number }) {
    super(message);
    this.operation = details.operation;
    this.pages = details.pages;
  }
}
