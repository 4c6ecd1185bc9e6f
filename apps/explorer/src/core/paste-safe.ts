/**
 * Characters a terminal or a shell's line editor acts on when they are pasted, whatever the quotes around them:
 * C0 controls (ESC ends bash's bracketed paste with `ESC [201~`, Ctrl-U wipes the line typed so far, CR runs it,
 * Tab completes and may eat the next character), DEL, C1 controls (U+009B is an 8-bit CSI to some terminals) and
 * the bidirectional controls that make text display in another order than the shell reads it. Line feed is
 * checked apart: inside single quotes it only continues the quoted text, so a multi-line body may keep it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds.
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const LINE_FEED = '\n';

/** The characters `escapeJsonControls` writes as `\uXXXX` (JSON.stringify already escapes C0 itself). */
const JSON_RAW_CONTROL = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A character of `text` that is not safe to paste into a terminal, as `U+001B`; undefined when there is
 * none. A line feed counts unless `allowLineFeed` (a command that is meant to be one line has no use for one).
 */
export function pasteHazard(text: string, options: { allowLineFeed?: boolean } = {}): string | undefined {
  const found =
    TERMINAL_CONTROL.exec(text)?.[0] ?? (options.allowLineFeed || !text.includes(LINE_FEED) ? undefined : LINE_FEED);
  return found === undefined ? undefined : `U+${codePoint(found)}`;
}

/**
 * JSON text with every DEL, C1 and bidirectional control inside its strings written as a `\uXXXX` escape: the
 * same value to any JSON parser, and nothing a terminal acts on when pasted. (These characters never occur
 * outside strings in JSON.stringify's output, so no structure is touched.)
 */
export function escapeJsonControls(json: string): string {
  return json.replace(JSON_RAW_CONTROL, (c) => `\\u${codePoint(c).toLowerCase()}`);
}

/** The code point of a one-character string: four upper-case hex digits (every character here is in the BMP). */
function codePoint(character: string): string {
  return (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}

/** Why a command was not written: which value holds which character, and what to do instead. */
export function pasteRefusal(where: string, character: string): string {
  return (
    `Not written as a command: ${where} holds the control character ${character}. Pasted into a terminal, such a ` +
    'character can end the paste and run the text that follows it. Remove it from the value (a collection file ' +
    'you imported may have put it there), or copy the call as TypeScript.'
  );
}
