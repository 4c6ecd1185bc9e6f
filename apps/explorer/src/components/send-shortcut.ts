import type { KeyboardEvent } from 'react';

/**
 * Whether a key press is the send shortcut: Ctrl+Enter, or Cmd+Enter on a Mac. Not while an input method is
 * composing (its Enter commits the characters typed: `isComposing`, or key code 229 in browsers that report it so).
 */
export function isSendShortcut(
  event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing' | 'keyCode'>,
): boolean {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return false;
  return !event.isComposing && event.keyCode !== 229;
}

/** A form's key handler that submits it on the send shortcut, from whichever of its fields has the focus. */
export function submitOnSendShortcut(event: KeyboardEvent<HTMLFormElement>): void {
  if (!isSendShortcut(event.nativeEvent)) return;
  // The JSON editors would otherwise take the Enter as a new line.
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** The shortcut as `aria-keyshortcuts` names it, for the Send button. */
export const SEND_SHORTCUTS = 'Control+Enter Meta+Enter';
