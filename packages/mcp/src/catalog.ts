import { effectsOf, type Effect } from '@baykit/spec/effects';
import { XML_CALLS } from '@baykit/spec/xml-services';
import { restCatalog, XML_LIFECYCLE, type Lifecycle, type OperationSpec } from 'baykit';

/**
 * The effects of an operation (docs/security.md#effects); one the table lacks gets every guarded effect, so a
 * gap in the table asks the person instead of letting a call through.
 */
function effects(name: string): readonly Effect[] {
  return effectsOf(name) ?? ['spend', 'price', 'irreversible', 'egress', 'credentials'];
}

/** One operation an agent may search, describe and call: a REST operation or a Trading call. */
export type Operation =
  | {
      readonly kind: 'rest';
      /** `sell.inventory.getInventoryItem` */
      readonly name: string;
      readonly spec: OperationSpec;
      /** What it does, from @baykit/spec/effects. */
      readonly effects: readonly Effect[];
      readonly lifecycle?: Lifecycle;
    }
  | {
      readonly kind: 'trading';
      /** `trading.GetItem` */
      readonly name: string;
      readonly call: string;
      readonly effects: readonly Effect[];
      readonly lifecycle?: Lifecycle;
    };

/**
 * Whether an operation is offered: active ones and deprecated ones (with their notice). Removed and decommissioned
 * ones fail at eBay; renamed and moved ones are offered under their new name.
 */
export function isOffered(lifecycle: Lifecycle | undefined): boolean {
  return lifecycle === undefined || lifecycle.status === 'deprecated';
}

let all: Map<string, Operation> | undefined;

/** Every REST operation and Trading call by full name, retired ones included (to refuse them by name). */
export function operations(): ReadonlyMap<string, Operation> {
  if (all) return all;
  const out = new Map<string, Operation>();
  for (const [api, specs] of Object.entries(restCatalog))
    for (const [id, spec] of Object.entries(specs)) {
      const name = `${api}.${id}`;
      out.set(name, {
        kind: 'rest',
        name,
        spec,
        effects: effects(name),
        ...(spec.lifecycle ? { lifecycle: spec.lifecycle } : {}),
      });
    }
  for (const call of XML_CALLS.trading) {
    const name = `trading.${call}`;
    const lifecycle = XML_LIFECYCLE[name] ?? XML_LIFECYCLE.trading;
    out.set(name, { kind: 'trading', name, call, effects: effects(name), ...(lifecycle ? { lifecycle } : {}) });
  }
  all = out;
  return out;
}

/** `getInventoryItem` → `get inventory item`. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The one line search shows: name, method and path (or the Trading call), effects, grant, and a lifecycle notice.
 */
export function summaryLine(op: Operation): string {
  const notice = op.lifecycle ? ` [${op.lifecycle.status}]` : '';
  const effects = op.effects.join('+');
  if (op.kind === 'rest')
    return `${op.name} | ${op.spec.method} ${op.spec.path} | ${words(op.spec.id).join(' ')} | ${effects} | ${op.spec.grant} token${notice}`;
  return `${op.name} | Trading XML call ${op.call} | ${words(op.call).join(' ')} | ${effects} | user token${notice}`;
}

/** What `search_operations` finds: the lines and how many matched in all. */
export interface SearchResult {
  readonly lines: readonly string[];
  readonly total: number;
}

/**
 * Offered operations whose name, path or API hold the words (each word matches the start of a word; of two or
 * more words one may miss), best first; `kind` narrows to REST or Trading, `effect` to those that have it.
 */
export function search(
  query: string,
  options: { kind?: 'rest' | 'trading'; effect?: Effect; limit: number; offset?: number },
): SearchResult {
  const wanted = words(query);
  const needed = wanted.length >= 2 ? wanted.length - 1 : wanted.length;
  const found: { op: Operation; score: number }[] = [];
  for (const op of operations().values()) {
    if (!isOffered(op.lifecycle)) continue;
    if (options.kind && op.kind !== options.kind) continue;
    if (options.effect && !op.effects.includes(options.effect)) continue;
    const hay =
      op.kind === 'rest' ? [...words(op.name), ...words(op.spec.path)] : ['trading', 'xml', ...words(op.call)];
    const matched = wanted.filter((w) => hay.some((h) => h.startsWith(w))).length;
    if (matched >= needed) found.push({ op, score: matched });
  }
  found.sort((a, b) => b.score - a.score || (a.op.name < b.op.name ? -1 : 1));
  const offset = options.offset ?? 0;
  return { lines: found.slice(offset, offset + options.limit).map((f) => summaryLine(f.op)), total: found.length };
}
