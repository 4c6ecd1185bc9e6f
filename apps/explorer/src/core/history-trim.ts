import type { CallOutcome, Exchange } from '../../shared/api.js';
import type { HistoryEntry } from './history-entry.js';
import { formatBytes } from './time-format.js';

/** An entry whose JSON is longer than this (in characters, what localStorage counts) has its large bodies trimmed. */
export const HISTORY_ENTRY_MAX_CHARS = 200 * 1024;

/** Bodies up to this size survive trimming: small error bodies stay readable. */
const KEEP_CHARS = 4 * 1024;

/** How a trimmed body starts, so the UI can tell a trimmed body from a real one. */
export const TRIMMED_PREFIX = '[not kept in history:';

/** Whether a stored body or data value is a trim marker rather than what the server sent. */
export function isTrimmed(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(TRIMMED_PREFIX);
}

/**
 * The entry as stored: unchanged when small; otherwise large response bodies and parsed data are replaced by
 * a marker (then large request bodies too, if that was not enough). The call input is never trimmed, so a
 * stored call can always be re-run. Returns the JSON as well, which the caller needs anyway.
 */
export function trimEntry(entry: HistoryEntry): { entry: HistoryEntry; json: string } {
  const json = JSON.stringify(entry);
  if (json.length <= HISTORY_ENTRY_MAX_CHARS) return { entry, json };
  const outcome: CallOutcome = { ...entry.outcome, exchanges: entry.outcome.exchanges.map(trimResponse) };
  if (entry.outcome.data !== undefined) {
    const size = JSON.stringify(entry.outcome.data)?.length ?? 0;
    if (size > KEEP_CHARS) outcome.data = marker(size, 'parsed response');
  }
  let trimmed: HistoryEntry = { ...entry, outcome };
  let trimmedJson = JSON.stringify(trimmed);
  if (trimmedJson.length > HISTORY_ENTRY_MAX_CHARS) {
    trimmed = { ...trimmed, outcome: { ...outcome, exchanges: outcome.exchanges.map(trimRequest) } };
    trimmedJson = JSON.stringify(trimmed);
  }
  return { entry: trimmed, json: trimmedJson };
}

function marker(chars: number, what: string): string {
  return `${TRIMMED_PREFIX} ${formatBytes(chars)} ${what}]`;
}

function trimResponse(exchange: Exchange): Exchange {
  const response = exchange.response;
  if (!response || response.body.length <= KEEP_CHARS) return exchange;
  return {
    ...exchange,
    response: { ...response, body: marker(response.body.length, 'response body'), bodyEncoding: 'text' },
  };
}

function trimRequest(exchange: Exchange): Exchange {
  const body = exchange.request.body;
  if (body === undefined || body.length <= KEEP_CHARS) return exchange;
  return { ...exchange, request: { ...exchange.request, body: marker(body.length, 'request body') } };
}
