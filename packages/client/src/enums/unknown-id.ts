import { closestName } from '../internal/closest-name.js';
import { MARKETPLACE_IDS } from './marketplace-id.js';
import { GlobalId } from './site-id.js';

// Misspellings no edit distance finds: a country's usual code where eBay uses another, a spelling other clients use
// (docs/ebay-facts.md#marketplace-ids: Motors is `EBAY_MOTORS_US` in the header, `EBAY_MOTORS` in some clients).
const MARKETPLACE_ALIASES: Readonly<Record<string, string>> = {
  EBAY_UK: 'EBAY_GB',
  EBAY_MOTORS: 'EBAY_MOTORS_US',
  EBAY_MOTOR: 'EBAY_MOTORS_US',
};
const GLOBAL_ID_ALIASES: Readonly<Record<string, string>> = {
  'EBAY-UK': 'EBAY-GB',
  'EBAY-MOTORS': 'EBAY-MOTOR',
  'EBAY-CA': 'EBAY-ENCA',
};

// The small map, not the SITES table: a REST-only program checks headers too and should not carry the table.
const GLOBAL_IDS_LIST: readonly string[] = /* @__PURE__ */ Object.values(GlobalId);

/**
 * Why `value` is not an eBay marketplace id (`X-EBAY-C-MARKETPLACE-ID`, the `marketplaceId` option), as the end of a
 * sentence whose subject names where it came from, or undefined when it is one. It says which id was probably
 * meant (`EBAY_USA` → `EBAY_US`, `EBAY-DE` → `EBAY_DE`, `EBAY_UK` → `EBAY_GB`) and lists them all:
 * `Option "marketplaceId" ${problem}.`
 */
export function marketplaceIdProblem(value: unknown): string | undefined {
  return unknownIdProblem(value, MARKETPLACE_IDS, "eBay's marketplace ids", '_', MARKETPLACE_ALIASES);
}

/**
 * Why `value` is not an eBay Global ID (`X-EBAY-SOA-GLOBAL-ID` of Finding and Merchandising: `EBAY-US`, `EBAY-DE`,
 * …), in the form of `marketplaceIdProblem`, or undefined when it is one.
 */
export function globalIdProblem(value: unknown): string | undefined {
  return unknownIdProblem(value, GLOBAL_IDS_LIST, "eBay's Global IDs", '-', GLOBAL_ID_ALIASES);
}

/**
 * Why the header `name` (any case) cannot carry `value` because it is `X-EBAY-C-MARKETPLACE-ID` and `value` is not
 * one of eBay's marketplace ids, in the form of `marketplaceIdProblem`; undefined for any other header. The REST
 * calls' check: it leaves out the Global IDs, so a REST-only program does not carry their list.
 */
export function marketplaceHeaderProblem(name: string, value: unknown): string | undefined {
  return name.toLowerCase() === 'x-ebay-c-marketplace-id' ? marketplaceIdProblem(value) : undefined;
}

/**
 * Why the header `name` (any case) cannot carry `value` because it takes one of eBay's marketplace ids
 * (`X-EBAY-C-MARKETPLACE-ID`) or Global IDs (`X-EBAY-SOA-GLOBAL-ID`) and `value` is none, in the form of
 * `marketplaceIdProblem`; undefined for any other header. eBay answers an unknown id with an error, or, on an API
 * that ignores the header, serves another site than meant. The client checks an XML call's headers with it; a tool
 * that takes headers from its user (the command line's `--header`, the MCP server) checks them before it builds a
 * call.
 */
export function idHeaderProblem(name: string, value: unknown): string | undefined {
  if (name.toLowerCase() === 'x-ebay-soa-global-id') return globalIdProblem(value);
  return marketplaceHeaderProblem(name, value);
}

function unknownIdProblem(
  value: unknown,
  known: readonly string[],
  what: string,
  separator: '_' | '-',
  aliases: Readonly<Record<string, string>>,
): string | undefined {
  if (typeof value === 'string' && known.includes(value)) return undefined;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  // Only what looks like an id is quoted: a header value could be anything, a token pasted in the wrong place too.
  const shown = /^[\w-]{1,32}$/.test(text) ? JSON.stringify(text) : 'the value given';
  const meant = text ? suggestion(text, known, separator, aliases) : undefined;
  return `must be one of ${what}, and ${shown} is not${meant ? `: did you mean ${meant}?` : '.'} They are ${known.join(', ')}`;
}

function suggestion(
  value: string,
  known: readonly string[],
  separator: '_' | '-',
  aliases: Readonly<Record<string, string>>,
): string | undefined {
  const normal = value
    .trim()
    .toUpperCase()
    .replace(/[-_\s]+/g, separator);
  for (const candidate of [normal, `EBAY${separator}${normal}`]) {
    if (known.includes(candidate)) return candidate;
    if (Object.hasOwn(aliases, candidate)) return aliases[candidate];
  }
  // A well-formed code of a country eBay has no id for: any other two letters would be a guess, not a typo.
  if (/^EBAY[-_][A-Z]{2}$/.test(normal)) return undefined;
  return closestName(value, known);
}
