import { restCatalog, type OperationSpec } from 'baykit/catalog';
import { UsageError } from './io.js';

// The REST operations by full name, for `baykit call`, `baykit ops` and completion: a module of its own over the
// client's operation tables alone (baykit/catalog), so `ops` loads neither the client's call path nor the emulator. @baykit/spec (every API's
// schemas, for did-you-mean) is loaded only for a name that is not an operation.

/** Every operation by `api.operationId` (`sell.inventory.getInventoryItem`). */
export function allOperations(): Map<string, OperationSpec> {
  const out = new Map<string, OperationSpec>();
  for (const [api, operations] of Object.entries(restCatalog))
    for (const [id, spec] of Object.entries(operations)) out.set(`${api}.${id}`, spec);
  return out;
}

/** ` Did you mean A? (or: B, C)`, or nothing when there is no suggestion. */
export function didYouMean(names: readonly string[]): string {
  const [best, ...others] = names;
  if (!best) return '';
  return ` Did you mean ${best}?${others.length > 0 ? ` (or: ${others.join(', ')})` : ''}`;
}

/**
 * The REST operation named `name`, or a `UsageError`: an XML call is pointed at `baykit xml`, anything else gets
 * the names it was probably meant to be (@baykit/spec's `findOperation`: REST operations and XML calls).
 */
export async function findOperation(name: string): Promise<OperationSpec> {
  const spec = allOperations().get(name);
  if (spec) return spec;
  const { findOperation: findNamed } = await import('@baykit/spec');
  const found = findNamed(name);
  if (found.operation?.kind === 'xml')
    throw new UsageError(
      `${name} is an XML call: baykit xml ${found.operation.service} ${found.operation.call} --field Name=value`,
    );
  throw new UsageError(
    `Unknown operation "${name}".${didYouMean(found.didYouMean.slice(0, 3))} (baykit ops <words> searches them.)`,
  );
}
