import { effectsOf, type Effect } from '@baykit/spec/effects';
import { operationNames, type OperationRef } from '@baykit/spec/operations';
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

/** What the tools offer of one entry of @baykit/spec's operation index: REST operations and Trading calls. */
function shaped(ref: OperationRef): Operation | undefined {
  if (ref.kind === 'rest') {
    const spec = restCatalog[ref.api]?.[ref.id];
    if (!spec) return undefined;
    const lifecycle = spec.lifecycle;
    return { kind: 'rest', name: ref.name, spec, effects: effects(ref.name), ...(lifecycle ? { lifecycle } : {}) };
  }
  if (ref.service !== 'trading') return undefined;
  const lifecycle = XML_LIFECYCLE[ref.name] ?? XML_LIFECYCLE.trading;
  return {
    kind: 'trading',
    name: ref.name,
    call: ref.call,
    effects: effects(ref.name),
    ...(lifecycle ? { lifecycle } : {}),
  };
}

/**
 * The REST operation or Trading call named `name` exactly (`sell.inventory.getInventoryItem`, `trading.GetItem`),
 * retired ones included (to refuse them by name), resolved by @baykit/spec's one operation index.
 */
export function operationNamed(name: string): Operation | undefined {
  const ref = operationNames().get(name);
  return ref && shaped(ref);
}

let every: readonly Operation[] | undefined;

/** Every REST operation and Trading call, in the index's order, shaped once (search walks them all). */
function everyOperation(): readonly Operation[] {
  every ??= [...operationNames().values()].flatMap((ref) => shaped(ref) ?? []);
  return every;
}

/**
 * Every REST operation and Trading call by full name, retired ones included.
 * @deprecated A copy of @baykit/spec's operation index kept for callers of 0.1: use `operationNamed(name)` (or
 * `operationNames` of `@baykit/spec/operations`) to resolve a name.
 */
export function operations(): ReadonlyMap<string, Operation> {
  return new Map(everyOperation().map((op) => [op.name, op]));
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
  for (const op of everyOperation()) {
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
