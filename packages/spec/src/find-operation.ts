import { XML_CALLS, type XmlServiceName } from './generated/xml-services.gen.js';
import { schemaCatalog } from './rest-schemas.js';

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
  for (const [api, doc] of Object.entries(schemaCatalog)) {
    const ids = [...Object.keys(doc.operations), ...Object.keys(doc.aliases ?? {})];
    for (const id of ids) out.set(`${api}.${id}`, { kind: 'rest', name: `${api}.${id}`, api, id });
  }
  for (const [service, names] of Object.entries(XML_CALLS) as [XmlServiceName, readonly string[]][])
    for (const call of names) out.set(`${service}.${call}`, { kind: 'xml', name: `${service}.${call}`, service, call });
  index = out;
  return out;
}

/** Edit distance of two strings (insert, delete, substitute, and swapping two neighbours: `GetIetm`). */
function distance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[(i - 1) * cols + j] ?? 0) + 1,
        (d[i * cols + j - 1] ?? 0) + 1,
        (d[(i - 1) * cols + j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (d[(i - 2) * cols + j - 2] ?? 0) + 1);
      d[i * cols + j] = best;
    }
  return d[rows * cols - 1] ?? 0;
}

/** Names longer than this are not compared letter by letter (a pasted document is not an operation name). */
const MAX_NAME_LENGTH = 200;

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
    const full = distance(wanted, lower);
    const part = distance(wantedLast, last);
    const allowedFull = Math.max(2, Math.ceil(wanted.length / 3));
    const allowedPart = Math.max(1, Math.floor(wantedLast.length / 4));
    if (full <= allowedFull) scored.push({ name: candidate, score: full });
    else if (part <= allowedPart) scored.push({ name: candidate, score: allowedFull + part });
  }
  scored.sort((a, b) => a.score - b.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { didYouMean: scored.slice(0, limit).map((entry) => entry.name) };
}
