import type { CallInput } from '../../shared/api.js';
import { operationName } from '../../shared/call-effects.js';

/** A short name of a call for lists: `buy.browse.getItem` or `trading.GetItem` (the name effects are keyed by). */
export function callTitle(input: CallInput): string {
  return operationName(input);
}

/** The catalog key of the operation a call input is for (`rest:buy.browse.getItem`, `xml:trading.GetItem`). */
export function callKey(input: CallInput): string {
  return `${input.kind}:${callTitle(input)}`;
}
