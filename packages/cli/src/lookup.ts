import { findOperation as findNamed } from '@baykit/spec/operations';
import { restCatalog, type OperationSpec } from 'baykit/catalog';
import { UsageError } from './io.js';

// Names → operations for `baykit call`, `baykit ops` and completion, through @baykit/spec's one operation index
// (@baykit/spec/operations: names only, no schemas), then the client's catalog entry (baykit/catalog) for the
// method, path and parameters. Neither loads the client's call path nor the emulator.

/**
 * Every REST operation with its catalog entry, in the client's catalog order (what `baykit ops` lists and completion
 * offers): a list to search, not a second index; names resolve through `findOperation`.
 */
export function restOperations(): [name: string, spec: OperationSpec][] {
  return Object.entries(restCatalog).flatMap(([api, specs]) =>
    Object.entries(specs).map(([id, spec]): [string, OperationSpec] => [`${api}.${id}`, spec]),
  );
}

/** ` Did you mean A? (or: B, C)`, or nothing when there is no suggestion. */
export function didYouMean(names: readonly string[]): string {
  const [best, ...others] = names;
  if (!best) return '';
  return ` Did you mean ${best}?${others.length > 0 ? ` (or: ${others.join(', ')})` : ''}`;
}

/**
 * The REST operation named `name`, or a `UsageError`: an XML call is pointed at `baykit xml`, anything else gets
 * the names it was probably meant to be (the index's did-you-mean over REST operations and XML calls).
 */
export async function findOperation(name: string): Promise<OperationSpec> {
  const found = findNamed(name);
  const ref = found.operation;
  if (ref?.kind === 'rest') {
    const spec = restCatalog[ref.api]?.[ref.id];
    if (spec) return spec;
  }
  if (ref?.kind === 'xml')
    throw new UsageError(`${name} is an XML call: baykit xml ${ref.service} ${ref.call} --field Name=value`);
  throw new UsageError(
    `Unknown operation "${name}".${didYouMean(found.didYouMean.slice(0, 3))} (baykit ops <words> searches them.)`,
  );
}
