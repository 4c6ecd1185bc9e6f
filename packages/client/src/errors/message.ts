import type { EbayErrorDetail } from './ebay-api-error.js';

/**
 * Most characters of eBay's text one part of a message quotes. An error answer is written by whoever answered (a
 * proxy, a hostile server): a message stays a line, never a megabyte.
 */
export const MAX_QUOTE = 300;

/** Most parameters a message names; the rest stay in `errors`. */
const MAX_PARAMETERS = 4;

/** eBay's long messages that say nothing the short one did not (docs/ebay-facts.md#common-error-ids: 2004, 3002). */
const BOILERPLATE: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'the request has errors. for help, see the documentation for this api',
]);

/** Parameter names that are only a label for their value (REST 2004's `reason`, post-order's `parameter`). */
const LABELS: ReadonlySet<string> = /* @__PURE__ */ new Set(['reason', 'parameter', 'message', 'value']);

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * `text` as one line of at most `max` characters: control characters and line breaks (which could forge a log
 * line) become spaces, runs of spaces one, and a longer text is cut with `…`.
 */
export function quote(text: string, max = MAX_QUOTE): string {
  // Only a head of the text is read: what collapsing spaces could shorten, never a megabyte.
  const head = text.length > 4 * max ? text.slice(0, 4 * max) : text;
  const flat = head.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  if (flat.length <= max && head === text) return flat;
  if (flat.length < max) return `${flat}…`;
  // Never half a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(flat.charAt(max - 2)) ? max - 2 : max - 1;
  return `${flat.slice(0, end)}…`;
}

/** A quoted part without its closing period, so parts join into one sentence. */
function part(text: string): string {
  return quote(text).replace(/\.$/, '');
}

function key(text: string): string {
  return text.replace(/\.$/, '').toLowerCase();
}

/**
 * What an error entry says beyond its short message: the long message when it adds something, then each
 * parameter the text does not name yet (`name=value`, or the value alone when the name is only a label), e.g.
 * `Could not serialize field [marketplaceId]` for REST 2004, or `Input data for tag <StartTimeFrom> is invalid or
 * missing` for Trading's 37. Undefined when there is nothing more.
 */
export function detailOf(error: EbayErrorDetail, headline: string): string | undefined {
  // Compared as quoted, so a megabyte from a hostile answer is cut before any work on it.
  const head = part(headline);
  const parts: string[] = [];
  const long = error.longMessage === undefined ? '' : part(error.longMessage);
  if (long && key(long) !== key(part(error.message ?? '')) && key(long) !== key(head) && !BOILERPLATE.has(key(long)))
    parts.push(long);
  let named = 0;
  // A few more than are named, for those the text already holds; never all of a hostile list.
  for (const { name, value } of (error.parameters ?? []).slice(0, 4 * MAX_PARAMETERS)) {
    if (named === MAX_PARAMETERS) break;
    const shown = value ? part(value) : '';
    if (!shown || head.includes(shown) || parts.some((p) => p.includes(shown))) continue;
    named++;
    parts.push(name && !LABELS.has(name.toLowerCase()) ? `${part(name)}=${shown}` : shown);
  }
  return parts.length > 0 ? quote(parts.join('; '), 2 * MAX_QUOTE) : undefined;
}

/**
 * A typed error's message, one sentence: `what happened: detail — what to do`. Without a detail or advice it is
 * eBay's headline as it came (so `err.message === 'Access denied'` still holds for a bare answer).
 */
export function composeMessage(
  headline: string,
  detail: string | undefined,
  advice: string | undefined,
  moreErrors = 0,
): string {
  const head = quote(headline);
  if (!detail && !advice && moreErrors === 0) return head;
  let message = head.replace(/\.$/, '');
  if (detail) message += `: ${detail}`;
  if (moreErrors > 0) message += ` (and ${moreErrors} more error${moreErrors === 1 ? '' : 's'} in .errors)`;
  if (advice) message += ` — ${advice}`;
  return message;
}
