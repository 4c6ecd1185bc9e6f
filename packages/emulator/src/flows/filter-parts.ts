// The `filter` query parameter of eBay's REST APIs (Browse, Fulfillment, …): `name:value` parts separated by
// commas, where a value in `[…]` (a range) or `{…}` (a set) may hold commas of its own. One pass over the text,
// so a long filter costs linear time (a lookahead per comma cost quadratic time: 15 000 commas held the event
// loop for most of a second), and a cap on its length answered with the API's own 400.

/** The longest `filter` the emulator reads, in characters; longer ones get the API's 400 (eBay's real filters are short). */
export const MAX_FILTER_LENGTH = 4096;

/** Whether `filter` is longer than the emulator reads (`MAX_FILTER_LENGTH`). */
export function filterTooLong(filter: string): boolean {
  return filter.length > MAX_FILTER_LENGTH;
}

/** The message of the 400 for a filter over `MAX_FILTER_LENGTH`. */
export function filterTooLongMessage(filter: string): string {
  return `The filter is ${filter.length} characters long; at most ${MAX_FILTER_LENGTH} are accepted.`;
}

/**
 * The parts of a filter, split at the commas outside `[…]` and `{…}`, in one pass. An unbalanced closing bracket
 * counts as text (the part it is in is then refused by the API's own value check).
 */
export function filterParts(filter: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < filter.length; i++) {
    const c = filter.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) depth++;
    else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
    else if (c === 0x2c && depth === 0) {
      parts.push(filter.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(filter.slice(start));
  return parts;
}
