import type { Leaf, ParsedBody } from './flatten.js';
import type { IdMap } from './id-map.js';
import type { DifferenceKind, ExchangeScores, VerifyDifference } from './types.js';

/** How much each part counts in an exchange's score (they add up to 1; docs/cassettes.md#the-score). */
export const SCORE_WEIGHTS: Readonly<ExchangeScores> = { status: 0.4, errorIds: 0.2, shape: 0.3, values: 0.1 };

/** The most field and value differences listed per exchange (the score still counts them all). */
const MAX_LISTED = 50;

/**
 * eBay's error ids: REST `errors[].errorId` and `warnings[].errorId`
 * (https://developer.ebay.com/api-docs/static/handling-error-messages.html), Post-Order `error[]` and
 * `errorMessage.error[]`, OAuth's `error` (docs/ebay-facts.md#oauth-error-bodies) and XML `Errors.ErrorCode`
 * (https://developer.ebay.com/devzone/XML/docs/Reference/eBay/Errors/errormessages.htm).
 */
const ERROR_ID_PATH = /(^|\.)(errors|warnings|error)\[\]\.errorId$|^error$|(^|\.)Errors\.ErrorCode$/;
/** Fields whose values change from run to run: ids, times, links, tokens, eBay's build and correlation ids. */
const VOLATILE_FIELD =
  /(^|[.\]])(id|\w*(Id|ID|Ids|IDs)|\w*([Dd]ate|[Tt]ime|Timestamp|At)|\w*([Hh]ref|[Uu]rl|URL|[Uu]ri)|access_token|refresh_token|Version|Build|CorrelationID|TimeLeft)(\[\d+\])?$/;
/** Values that are times or links, whatever their field is called. */
const VOLATILE_VALUE = /^\d{4}-\d{2}-\d{2}T|^https?:\/\//;
/** Redacted or masked values: baykit's (`[redacted]`, `masked-3`) and eBay's own masks in its samples (`b*****r`). */
const HIDDEN_VALUE = /^\[redacted\]$|^masked-\d+(@example\.com)?$|^(Bearer|IAF|TOKEN) \[redacted\]$|\*\*/;

/** One side of a comparison: a status and a parsed body. */
export interface Answer {
  status: number;
  body: ParsedBody;
}

/** What comparing two answers found. */
export interface Comparison {
  scores: ExchangeScores;
  valuesCompared: number;
  differences: Omit<VerifyDifference, 'seq' | 'operation'>[];
}

/** Compares the emulator's answer with eBay's recorded one: status, error ids, shape and deterministic values. */
export function compareAnswers(recorded: Answer, live: Answer, ids: IdMap): Comparison {
  const differences: Comparison['differences'] = [];
  const status = recorded.status === live.status ? 1 : 0;
  if (!status)
    differences.push({
      kind: 'status',
      recorded: recorded.status,
      emulator: live.status,
      message: `eBay answered ${recorded.status}, the emulator ${live.status}.`,
    });
  const [errorsThen, errorsNow] = [errorIds(recorded.body.leaves), errorIds(live.body.leaves)];
  const errorIdsScore = errorsThen.join() === errorsNow.join() ? 1 : 0;
  if (!errorIdsScore)
    differences.push({
      kind: 'error-ids',
      recorded: errorsThen,
      emulator: errorsNow,
      message: `eBay's error ids were [${errorsThen.join(', ')}], the emulator's [${errorsNow.join(', ')}].`,
    });
  const shape = compareShapes(recorded.body, live.body, differences);
  const values = compareValues(recorded.body.leaves, live.body.leaves, ids, differences);
  return {
    scores: { status, errorIds: errorIdsScore, shape, values: values.score },
    valuesCompared: values.compared,
    differences,
  };
}

/** The weighted score of an exchange's parts. */
export function weighted(scores: ExchangeScores): number {
  return (
    scores.status * SCORE_WEIGHTS.status +
    scores.errorIds * SCORE_WEIGHTS.errorIds +
    scores.shape * SCORE_WEIGHTS.shape +
    scores.values * SCORE_WEIGHTS.values
  );
}

function errorIds(leaves: readonly Leaf[]): string[] {
  return leaves
    .filter((leaf) => leaf.value !== undefined && ERROR_ID_PATH.test(leaf.shapePath))
    .map((leaf) => String(leaf.value))
    .sort();
}

/** Jaccard similarity of the two answers' field sets (`path:type`); lists the fields missing, added or retyped. */
function compareShapes(recorded: ParsedBody, live: ParsedBody, out: Comparison['differences']): number {
  if (recorded.kind === 'none' && live.kind === 'none') return 1;
  if (recorded.kind !== live.kind) {
    out.push({
      kind: 'body-kind',
      recorded: recorded.kind,
      emulator: live.kind,
      message: `eBay's answer body was ${describeKind(recorded.kind)}, the emulator's ${describeKind(live.kind)}.`,
    });
    return 0;
  }
  if (recorded.kind === 'text' || recorded.kind === 'bytes') return recorded.raw === live.raw ? 1 : 0;
  const then = typesByPath(recorded.leaves);
  const now = typesByPath(live.leaves);
  let listed = 0;
  const list = (kind: DifferenceKind, path: string, message: string, extra: Partial<VerifyDifference> = {}): void => {
    if (listed++ < MAX_LISTED) out.push({ kind, path, message, ...extra });
  };
  for (const [path, types] of then) {
    const other = now.get(path);
    if (!other) {
      if (!then.has(parentOf(path)) || now.has(parentOf(path)))
        list('missing-field', path, `eBay sent ${path}; the emulator did not.`);
    } else if ([...types].join() !== [...other].join()) {
      const [a, b] = [[...types].join('|'), [...other].join('|')];
      list('field-type', path, `${path} is ${a} at eBay, ${b} in the emulator.`, { recorded: a, emulator: b });
    }
  }
  for (const path of now.keys())
    if (!then.has(path) && (!now.has(parentOf(path)) || then.has(parentOf(path))))
      list('extra-field', path, `The emulator sent ${path}; eBay did not.`);
  const keys = (m: Map<string, Set<string>>): Set<string> =>
    new Set([...m].flatMap(([path, types]) => [...types].map((t) => `${path}:${t}`)));
  const [a, b] = [keys(then), keys(now)];
  const shared = [...a].filter((key) => b.has(key)).length;
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 1 : shared / union;
}

function typesByPath(leaves: readonly Leaf[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const leaf of leaves) {
    const types = out.get(leaf.shapePath) ?? new Set<string>();
    types.add(leaf.type);
    out.set(leaf.shapePath, types);
  }
  // Sorted, so two sets compare by their joined text.
  for (const [path, types] of out) out.set(path, new Set([...types].sort()));
  return out;
}

function parentOf(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.endsWith('[]') ? path.length - 2 : -1);
  return cut > 0 ? path.slice(0, cut) : '';
}

/** The share of deterministic values at the same place that are equal (ids mapped by the replay count as equal). */
function compareValues(
  recorded: readonly Leaf[],
  live: readonly Leaf[],
  ids: IdMap,
  out: Comparison['differences'],
): { score: number; compared: number } {
  const byPath = new Map(live.map((leaf) => [leaf.path, leaf]));
  let compared = 0;
  let equal = 0;
  let listed = 0;
  for (const leaf of recorded) {
    const other = byPath.get(leaf.path);
    if (leaf.value === undefined || other?.value === undefined || other.type !== leaf.type || volatile(leaf)) continue;
    compared++;
    if (leaf.value === other.value || ids.maps(String(leaf.value), String(other.value))) {
      equal++;
      continue;
    }
    if (listed++ < MAX_LISTED)
      out.push({
        kind: 'value',
        path: leaf.path,
        recorded: leaf.value,
        emulator: other.value,
        message: `${leaf.path} is ${JSON.stringify(leaf.value)} at eBay, ${JSON.stringify(other.value)} in the emulator.`,
      });
  }
  return { score: compared === 0 ? 1 : equal / compared, compared };
}

function volatile(leaf: Leaf): boolean {
  const value = String(leaf.value);
  return VOLATILE_FIELD.test(leaf.path) || VOLATILE_VALUE.test(value) || HIDDEN_VALUE.test(value);
}

function describeKind(kind: ParsedBody['kind']): string {
  return kind === 'none' ? 'empty' : kind === 'bytes' ? 'binary' : kind === 'text' ? 'plain text' : kind.toUpperCase();
}
