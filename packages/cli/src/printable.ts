// Text from the network (eBay's error messages, headers, bodies, pushes) on its way to a terminal. A terminal acts on
// control characters: ESC starts sequences that set the window title, clear the screen or (OSC 52) write the
// clipboard, CR overwrites a line, and C1 characters (U+0080–U+009F; U+009B is CSI) do the same as ESC sequences on
// many terminals. Bidirectional overrides make text read differently from what it is. So such text is shown with
// those characters made visible; the command line's own escapes (the progress bar) never pass through here.

/**
 * C0 except tab and newline, DEL, C1, and the bidirectional marks, embeddings, overrides and isolates (the same set
 * as the explorer's paste check, apps/explorer/src/core/paste-safe.ts, which refuses tab too).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The characters JSON.stringify leaves as they are that a terminal still acts on (it escapes C0 itself). */
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const hex = (c: string, digits: number): string => c.charCodeAt(0).toString(16).padStart(digits, '0');

/** `text` with every control character shown as an escape (`\x1b`, `\x9b`, `\u202e`); tabs and newlines stay. */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => (c.charCodeAt(0) <= 0xff ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));
}

/**
 * JSON text with DEL, C1 and bidirectional controls written as `\u` escapes: the same JSON value (they can only
 * stand inside strings), so `jq` and scripts read exactly what was sent, and a terminal shows it inert.
 */
export function terminalSafeJson(json: string): string {
  return json.replace(RAW_IN_JSON, (c) => `\\u${hex(c, 4)}`);
}
