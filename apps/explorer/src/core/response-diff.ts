import { diffLines } from 'diff';
import type { CallOutcome } from '../../shared/api.js';
import { callExchange } from './call-summary.js';

/** One line of a response diff. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Line diff of two responses (pretty JSON, object keys sorted so key order does not show as a change).
 * Uses the `diff` package (diffLines). `a` is the older response: its lines show as removed.
 */
export function diffResponses(a: unknown, b: unknown): DiffLine[] {
  return diffTexts(canonicalText(a), canonicalText(b));
}

function diffTexts(a: string, b: string): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const change of diffLines(a, b)) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    // Every text ends with a newline, so each change's value is whole lines ending in one.
    for (const text of change.value.replace(/\n$/, '').split('\n')) lines.push({ kind, text });
  }
  return lines;
}

/**
 * Line diff of the HTTP response bodies of two calls, and nothing else (not baykit's parsed result, not the
 * error it raised): JSON bodies compared as sorted pretty JSON, other text (XML) line by line.
 */
export function diffBodies(a: CallOutcome, b: CallOutcome): DiffLine[] {
  return diffTexts(bodyText(a), bodyText(b));
}

/** The text a body diff compares: sorted pretty JSON when the body is JSON, else the body as it came. */
export function bodyText(outcome: CallOutcome): string {
  const response = callExchange(outcome)?.response;
  if (!response || response.body === '') return '';
  if (response.bodyEncoding === 'base64') return `(binary body, ${response.body.length} base64 characters)\n`;
  try {
    return canonicalText(JSON.parse(response.body));
  } catch {
    return response.body.endsWith('\n') ? response.body : `${response.body}\n`;
  }
}

/** How many lines a diff adds and removes (for the header above it). */
export function diffSummary(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added++;
    else if (line.kind === 'removed') removed++;
  }
  return { added, removed };
}

/** Pretty JSON with sorted keys, ending in a newline (empty for no value), as the diff compares it. */
export function canonicalText(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(sortKeys(value), null, 2) ?? String(value);
  return `${text}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
  return sorted;
}
