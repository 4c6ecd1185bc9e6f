import type { Effect } from '@baykit/spec/effects';
import { closestNames } from '@baykit/spec/facts';
import type { Catalog, OperationSummary, XmlCallSummary } from '../../shared/api.js';
import { intentScores } from './search-intents.js';

/** One row of the operation browser: a REST operation or an XML call, with what search and grouping need. */
export interface CatalogEntry {
  /** Stable id: `rest:buy.browse.getItem` or `xml:trading.GetItem`. */
  key: string;
  kind: 'rest' | 'xml';
  /** The operationId (REST) or the call name (XML). */
  title: string;
  /** The API namespace (`buy.browse`) or the XML service (`trading`). */
  group: string;
  /** `buy`, `commerce`, `developer`, `postOrder`, `sell` or `xml`. */
  area: string;
  method?: string;
  path?: string;
  description: string;
  rest?: OperationSummary;
  xml?: XmlCallSummary;
}

/** The effects of a browser entry's operation, REST or XML, as the catalog gave them. */
export function entryEffects(entry: CatalogEntry): readonly Effect[] | undefined {
  return entry.rest?.effects ?? entry.xml?.effects;
}

/** Entries of one area (`buy`, …, `xml`), split by API or service, for the browser's tree. */
export interface CatalogGroup {
  area: string;
  groups: { group: string; entries: CatalogEntry[] }[];
}

const XML_SERVICE_LABELS: Record<XmlCallSummary['service'], string> = {
  trading: 'Trading',
  shopping: 'Shopping',
  finding: 'Finding',
  merchandising: 'Merchandising',
  clientAlerts: 'Client Alerts',
};

/** The browser's entries for a catalog: REST operations first, then XML calls, each in catalog order. */
export function catalogEntries(catalog: Catalog): CatalogEntry[] {
  const rest = catalog.rest.map((operation): CatalogEntry => ({
    key: `rest:${operation.api}.${operation.operationId}`,
    kind: 'rest',
    title: operation.operationId,
    group: operation.api,
    area: operation.api.split('.')[0] ?? operation.api,
    method: operation.method,
    path: operation.path,
    description: operation.description,
    rest: operation,
  }));
  const xml = catalog.xml.map((call): CatalogEntry => ({
    key: `xml:${call.service}.${call.callName}`,
    kind: 'xml',
    title: call.callName,
    group: call.service,
    area: 'xml',
    description: `${XML_SERVICE_LABELS[call.service]} API XML call${call.status === 'retired' ? ' (decommissioned by eBay)' : ''}`,
    xml: call,
  }));
  return [...rest, ...xml];
}

/**
 * Ranked matches; an empty query gives all entries in catalog order. Matches operation/call names
 * (case-insensitive, also camelCase word parts, so "getItem" finds getItem first, then getItemByLegacyId,
 * getItems…, and Trading GetItem), paths ("/item/{item_id}", "item_summary"), api/service names, and
 * description words. A query can be words ("upload image", "search items by keyword"): small words are left
 * out, plurals match their singular, and a few everyday words also match eBay's word for the same thing
 * (image → picture). Every term must match somewhere, except that a query of three or more terms may miss
 * one; entries that match more terms come first, then by how well they match. A query of several words that,
 * joined, is a name ("issue refund" → issueRefund) ranks that name first, then the names it begins. A seller's
 * everyday words name the operations that do the task (search-intents.ts: "mark order shipped" →
 * createShippingFulfillment, CompleteSale). A word that matches nothing gives the names it is closest to
 * (`didYouMean`).
 */
export function searchCatalog(entries: readonly CatalogEntry[], query: string, limit?: number): CatalogEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return entries.slice(0, limit);
  const needed = terms.length >= 3 ? terms.length - 1 : terms.length;
  const ranked: { entry: CatalogEntry; matched: number; score: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const fields = searchFields(entry);
    // Everyday words for a task ("shipped") find the operations that do it (search-intents.ts).
    const intents = intentScores(entry.key, terms);
    let score = 0;
    let matched = 0;
    for (const [i, term] of terms.entries()) {
      const termScore = Math.max(scoreWord(fields, term), intents[i] ?? 0);
      if (termScore > 0) matched++;
      score += termScore;
    }
    // The words joined are the name ("issue refund" → issueRefund, "get item" → getItem): first, then names they
    // begin (getItems, getItemByLegacyId…), ahead of names that only hold every word somewhere.
    const joined = joinedNameScore(fields.title, query, terms);
    if (joined > 0) matched = terms.length;
    if (matched < needed) return;
    score += joined;
    // A case-exact name (what the user copied from code) beats a name that differs only in case.
    if (terms.length === 1 && entry.title === query.trim()) score += 50;
    ranked.push({ entry, matched, score, index });
  });
  // Equal scores keep catalog order, so the list stays predictable while typing.
  ranked.sort((a, b) => b.matched - a.matched || b.score - a.score || a.index - b.index);
  if (ranked.length === 0) return suggestedEntries(entries, query).slice(0, limit);
  return ranked.slice(0, limit).map((match) => match.entry);
}

/**
 * The names a one-word query that matches nothing was probably meant to be ("getitme" → GetItem, getItem), closest
 * first, by the same did-you-mean as the command line's and the MCP server's (@baykit/spec/facts).
 */
export function didYouMean(entries: readonly CatalogEntry[], query: string, limit = 3): string[] {
  const word = query.trim();
  if (/\s/.test(word)) return [];
  return closestNames(
    word,
    entries.map((entry) => entry.title),
    limit,
  );
}

/** The entries `didYouMean` names, in its order (each name's entries in catalog order). */
function suggestedEntries(entries: readonly CatalogEntry[], query: string): CatalogEntry[] {
  return didYouMean(entries, query).flatMap((name) => entries.filter((entry) => entry.title === name));
}

/**
 * Extra score when a query of several words, joined, is the name (5000) or begins it (2500): with its small
 * words ("get item by legacy id" → getItemByLegacyId) or without them. One word is scored by `scoreTerm` alone.
 */
function joinedNameScore(title: string, query: string, terms: readonly string[]): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length < 2) return 0;
  const candidates = [words.join(''), terms.join('')];
  if (candidates.includes(title)) return 5000;
  if (candidates.some((joined) => title.startsWith(joined))) return 2500;
  return 0;
}

/** Words that say nothing about an operation, left out of a query of several words. */
const STOP_WORDS = new Set(['a', 'an', 'the', 'by', 'for', 'of', 'to', 'in', 'on', 'with', 'and', 'or', 'my', 'from']);

/** Everyday words and the words eBay's names use for the same thing (each also matches itself). */
const RELATED: Record<string, readonly string[]> = {
  image: ['picture', 'photo'],
  photo: ['picture', 'image'],
  picture: ['image'],
  keyword: ['search', 'q', 'find'],
  find: ['search'],
  search: ['find'],
  upload: ['create', 'add'],
  remove: ['delete', 'withdraw'],
  delete: ['remove'],
  update: ['revise', 'replace', 'bulk'],
  edit: ['revise', 'update'],
  listing: ['item', 'offer', 'inventory'],
  sale: ['order'],
  sold: ['order', 'selling'],
  buyer: ['order'],
  refund: ['return', 'cancellation'],
  ship: ['fulfillment', 'shipping'],
  category: ['taxonomy', 'categories'],
  campaign: ['marketing', 'ad'],
  token: ['oauth'],
};

/** The query's terms, lower-cased; small words are dropped when other words remain. */
export function queryTerms(query: string): string[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const words = terms.filter((term) => !STOP_WORDS.has(term));
  return words.length > 0 ? words : terms;
}

/** `items` → `item`, `categories` → `category`, `searches` → `search`; other words as they are. */
function singular(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 4 && /(ches|shes|sses|xes)$/.test(term)) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

/** A term's best score: as typed, as a singular, or (worth less) through a related word. */
function scoreWord(fields: SearchFields, term: string): number {
  const direct = scoreTerm(fields, term);
  if (direct > 0 || /[^a-z0-9]/.test(term)) return direct;
  const base = singular(term);
  let best = base === term ? 0 : scoreTerm(fields, base) * 0.9;
  for (const related of RELATED[base] ?? []) best = Math.max(best, scoreTerm(fields, related) * 0.6);
  return best;
}

/** The entries grouped by area, then by API or service, in the order they first appear (so ranking shows). */
export function groupEntries(entries: readonly CatalogEntry[]): CatalogGroup[] {
  const areas = new Map<string, Map<string, CatalogEntry[]>>();
  for (const entry of entries) {
    let groups = areas.get(entry.area);
    if (!groups) areas.set(entry.area, (groups = new Map()));
    let list = groups.get(entry.group);
    if (!list) groups.set(entry.group, (list = []));
    list.push(entry);
  }
  return [...areas].map(([area, groups]) => ({
    area,
    groups: [...groups].map(([group, list]) => ({ group, entries: list })),
  }));
}

interface SearchFields {
  title: string;
  /** Lower-cased suffixes of the name starting at each camelCase word (`item`, `itembylegacyid`, …). */
  wordStarts: string[];
  qualified: string;
  path: string;
  pathSegments: string[];
  group: string;
  groupParts: string[];
  method: string;
  descriptionWords: string[];
  description: string;
}

function searchFields(entry: CatalogEntry): SearchFields {
  const path = (entry.path ?? '').toLowerCase();
  const description = `${entry.description} ${entry.rest?.tag ?? ''}`.toLowerCase();
  return {
    title: entry.title.toLowerCase(),
    wordStarts: wordStarts(entry.title),
    qualified: `${entry.group}.${entry.title}`.toLowerCase(),
    path,
    pathSegments: path.split('/').filter(Boolean),
    group: entry.group.toLowerCase(),
    groupParts: entry.group.toLowerCase().split('.'),
    method: (entry.method ?? '').toLowerCase(),
    descriptionWords: description.split(/[^a-z0-9_]+/).filter(Boolean),
    description,
  };
}

/** Where camelCase (and PascalCase, digits, underscores) words start, as lower-cased suffixes of the name. */
function wordStarts(name: string): string[] {
  const starts: string[] = [];
  for (let i = 1; i < name.length; i++) {
    const previous = name[i - 1] ?? '';
    const current = name[i] ?? '';
    const upperAfterLower = /[A-Z]/.test(current) && /[a-z0-9]/.test(previous);
    // `getHTTPStatus`: the word `Status` starts at the last capital of a run.
    const endOfCapitalRun =
      /[A-Z]/.test(previous) && /[a-z]/.test(current) && i >= 2 && /[A-Z]/.test(name[i - 2] ?? '');
    const afterSeparator = previous === '_' && current !== '_';
    if (upperAfterLower || afterSeparator) starts.push(name.slice(i).toLowerCase());
    if (endOfCapitalRun) starts.push(name.slice(i - 1).toLowerCase());
  }
  return starts;
}

// Weights: a name match outranks the API's name, then word parts, paths, and prose last.
function scoreTerm(f: SearchFields, term: string): number {
  if (f.title === term || f.qualified === term) return 1000;
  if (f.title.startsWith(term)) return 700;
  // An API's own name (`fulfillment`) says more than the same word inside operation names of other APIs.
  if (f.groupParts.includes(term)) return 550;
  if (f.wordStarts.some((start) => start.startsWith(term))) return 500;
  if (f.path && (f.path === term || f.pathSegments.includes(term.replace(/^\/+|\/+$/g, '')))) return 450;
  if (f.path && f.path.includes(term)) return 400;
  if (f.qualified.includes(term) && term.includes('.')) return 380;
  if (f.title.includes(term)) return 300;
  if (f.group.includes(term)) return 200;
  if (f.method === term) return 150;
  if (f.descriptionWords.includes(term)) return 120;
  if (f.descriptionWords.some((word) => word.startsWith(term))) return 100;
  if (f.description.includes(term)) return 50;
  return 0;
}
