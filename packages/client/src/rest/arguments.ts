import { operationArguments as argumentOrder } from '@baykit/spec/facts';
import type { OperationSpec } from './operation.js';
import type { CallOptions } from './request.js';

// A module of its own, apart from the REST runtime (invoke.ts), so the generated API entries that load the runtime
// do not load @baykit/spec/facts with it: only the root entry, which exports operationArguments, does.

/**
 * The parts of an operation's arguments by name (what {@link operationArguments} puts in order). The query and
 * options types are parameters so that tools can place other values (e.g. parameter declarations) in the same order.
 */
export interface NamedArguments<Q = Readonly<Record<string, unknown>> | undefined, O = CallOptions | undefined> {
  /** Path values by parameter name. */
  pathParams?: Readonly<Record<string, unknown>>;
  body?: unknown;
  query?: Q;
  options?: O;
}

/** What {@link operationArguments} reads of an operation: its path parameters and whether it has a body and a query. */
export type ArgumentShape = Pick<OperationSpec, 'pathParams' | 'body' | 'query'>;

/**
 * The positional arguments of an operation's generated method, from named parts: each path value in path order,
 * then the body if the operation takes one, then the query object if it has query parameters, then the options
 * (docs/architecture.md#client-api-contract). The order is written once, in `@baykit/spec/facts` (codegen writes
 * the generated methods' parameters with it); `readArguments` (invoke.ts) is its inverse. A slot the operation has
 * but `parts` leaves out is `undefined`, and `options` is left off when not given.
 *
 * ```ts
 * const args = operationArguments(spec, { pathParams: { sku: 'SKU-1' }, body: item, options: { contentLanguage: 'en-US' } });
 * await ebay.sell.inventory.createOrReplaceInventoryItem(...args);
 * ```
 *
 * @deprecated Call the operation by name instead: `ebay.call('sell.inventory.createOrReplaceInventoryItem',
 * { path: { sku }, body }, options)` takes the named parts as they are, with no positional round trip.
 */
export function operationArguments<Q, O>(spec: ArgumentShape, parts: NamedArguments<Q, O>): unknown[] {
  return argumentOrder(spec, parts);
}
