import type { RestErrorEntry } from '../../errors.js';
import { schemaCatalog } from './catalog.js';

/** A message that says something is missing. */
const MISSING = /\bmissing\b|\bis required\b|\bmust (be )?(specif|provid|includ)/i;

const chosen = new Map<string, RestErrorEntry | null>();

/** Text as compared with names: lower case, letters and digits only (`Invalid/Missing customPolicyId` → `invalidmissingcustompolicyid`). */
export function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether `message` names the query parameter `name` (`marketplace_id` in "Missing marketplace ID."; `'q'`). */
function names(message: string, name: string): boolean {
  if (name.length < 3) return new RegExp(`['"\`]${name}['"\`]|\\b${name}\\b(?=[^a-z])`, 'i').test(message);
  return squash(message).includes(squash(name));
}

/**
 * The error an operation's contract lists for its required query parameter `name` when it is absent (Taxonomy's
 * 62002 "Missing marketplace ID.", 62007 "Missing keyword 'q'. …"), or undefined where the contract lists none
 * (the API's generic missing-field error then answers).
 */
export function missingParameterError(api: string, operationId: string, name: string): RestErrorEntry | undefined {
  const key = `${api}.${operationId}:${name}`;
  const known = chosen.get(key);
  if (known !== undefined) return known ?? undefined;
  const doc = schemaCatalog[api];
  let found: RestErrorEntry | null = null;
  for (const id of doc?.operations[operationId]?.errors?.['400'] ?? []) {
    const [domain = '', category = 'REQUEST', message = ''] = doc?.errorCodes?.[id] ?? [];
    if (!MISSING.test(message) || !names(message, name) || /\{/.test(message)) continue;
    found = {
      errorId: id,
      domain,
      category: category as RestErrorEntry['category'],
      message,
      longMessage: message,
      parameters: [{ name: 'field', value: name }],
    };
    break;
  }
  chosen.set(key, found);
  return found ?? undefined;
}
