// The one operation index (`@baykit/spec/operations`): the command line, the MCP server and the explorer resolve
// and suggest names here. Built from the generated name table and the XML call names, so it loads no schema.
import { REST_OPERATION_IDS } from './generated/operation-names.gen.js';
import { XML_CALLS, type XmlServiceName } from './generated/xml-services.gen.js';
import { allowedDistance, byScoreThenName, editDistance, MAX_NAME_LENGTH } from './facts/closest-names.js';

/** An operation by its full name: a REST operation (`sell.inventory.getInventoryItem`) or an XML call (`trading.GetItem`). */
export type OperationRef =
  | { readonly kind: 'rest'; readonly name: string; readonly api: string; readonly id: string }
  | { readonly kind: 'xml'; readonly name: string; readonly service: XmlServiceName; readonly call: string };

/** What `findOperation` found: the operation, or none and the names the caller probably meant. */
export interface FoundOperation {
  readonly operation?: OperationRef;
  /** Closest names first; empty when nothing is close. Only when `operation` is undefined. */
  readonly didYouMean: readonly string[];
}

let index: Map<string, OperationRef> | undefined;

/**
 * Every operation by full name: each REST operation as `<area>.<api>.<operationId>` (renamed and moved ones under
 * their old name too), each XML call as `<service>.<Call>` (every call services.json lists, which holds every call
 * of Trading's schema).
 */
export function operationNames(): ReadonlyMap<string, OperationRef> {
  if (index) return index;
  const out = new Map<string, OperationRef>();
  for (const [api, ids] of Object.entries(REST_OPERATION_IDS))
    for (const id of ids) out.set(`${api}.${id}`, { kind: 'rest', name: `${api}.${id}`, api, id });
  for (const [service, names] of Object.entries(XML_CALLS) as [XmlServiceName, readonly string[]][])
    for (const call of names) out.set(`${service}.${call}`, { kind: 'xml', name: `${service}.${call}`, service, call });
  index = out;
  return out;
}

/** The REST operation `operationId` of `api` (`sell.inventory`, `getInventoryItem`), renamed ones' old ids too. */
export function findRestOperation(
  api: string,
  operationId: string,
): Extract<OperationRef, { kind: 'rest' }> | undefined {
  const operation = operationNames().get(`${api}.${operationId}`);
  return operation?.kind === 'rest' && operation.api === api ? operation : undefined;
}

/**
 * The operation called `name`, exactly (`sell.inventory.getInventoryItem`, `trading.GetItem`), or else the names it
 * was probably meant to be: a close misspelling of a full name (case ignored), the same name in another case, or
 * the operations whose last part (`getInventoryItem`, `GetItem`) is `name`'s last part or close to it.
 */
export function findOperation(name: string, limit = 5): FoundOperation {
  const names = operationNames();
  const operation = names.get(name);
  if (operation) return { operation, didYouMean: [] };
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return { didYouMean: [] };
  const wanted = name.toLowerCase();
  const wantedLast = wanted.slice(wanted.lastIndexOf('.') + 1);
  const scored: { name: string; score: number }[] = [];
  for (const candidate of names.keys()) {
    const lower = candidate.toLowerCase();
    const last = lower.slice(lower.lastIndexOf('.') + 1);
    // A full name within a third of its length, or a last part within a third of its own.
    const full = editDistance(wanted, lower);
    const part = editDistance(wantedLast, last);
    const allowedFull = allowedDistance(wanted);
    const allowedPart = Math.max(1, Math.floor(wantedLast.length / 4));
    if (full <= allowedFull) scored.push({ name: candidate, score: full });
    else if (part <= allowedPart) scored.push({ name: candidate, score: allowedFull + part });
  }
  scored.sort(byScoreThenName);
  return { didYouMean: scored.slice(0, limit).map((entry) => entry.name) };
}
