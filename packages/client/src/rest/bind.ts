import type { OperationInvoker, OperationSpec } from './operation.js';
import { loadPart } from '../internal/load-part.js';

/** Marks a generated method with its catalog entry. */
export const OPERATION = Symbol.for('baykit.operation');

/** Marks a generated method that pages with the function that iterates its items (read by `paginate`). */
export const PAGER = Symbol.for('baykit.pager');

/** Iterates the items of a paged method, given that method's arguments. */
export type Pager = (args: readonly unknown[]) => AsyncGenerator<unknown, void, undefined>;

/** A generated method: a function tagged with its operation. */
export type OperationFunction = ((...args: never[]) => Promise<unknown>) & { readonly [OPERATION]?: OperationSpec };

/**
 * Installs one method per catalog entry on a generated API object. Methods are own, bound functions, so
 * `ebay.paginate(ebay.sell.fulfillment.getOrders, …)` and destructuring work without `this`.
 */
export function bindOperations(
  target: object,
  invoker: OperationInvoker,
  operations: Readonly<Record<string, OperationSpec>>,
): void {
  invoker.addOperations?.(operations);
  for (const [name, spec] of Object.entries(operations)) {
    const method = (...args: unknown[]): Promise<unknown> => invoker.invokeOperation(spec, args);
    Object.defineProperty(method, 'name', { value: name });
    Object.defineProperty(method, OPERATION, { value: spec });
    if (spec.paging && spec.items) {
      // Loaded on the first page asked for: a program that never pages never downloads the paginator.
      const pager: Pager = async function* (args) {
        yield* (await loadPart(import('./paginate.js'))).paginate(invoker, spec, args);
      };
      Object.defineProperty(method, PAGER, { value: pager });
    }
    Object.defineProperty(target, name, { value: method, enumerable: true });
  }
}

/** The pager of a generated paged method (REST or XML), if it is one. */
export function pagerOf(method: unknown): Pager | undefined {
  return typeof method === 'function' ? (method as { [PAGER]?: Pager })[PAGER] : undefined;
}

/** The catalog entry of a generated method, if it is one. */
export function operationOf(method: unknown): OperationSpec | undefined {
  return typeof method === 'function' ? (method as { [OPERATION]?: OperationSpec })[OPERATION] : undefined;
}

declare const PAGE_ITEM: unique symbol;

/** Type-only marker on paged methods (never present at run time): `I` is the type of one item `paginate` yields. */
export type Paged<F, I> = F & { readonly [PAGE_ITEM]: I };
