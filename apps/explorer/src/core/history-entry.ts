import type { CallInput, CallOutcome } from '../../shared/api.js';

/** One past call: what was sent and what came back. */
export interface HistoryEntry {
  id: string;
  /** ISO time the call was made. */
  at: string;
  /** A short name for lists: `buy.browse.getItem`, `trading.GetItem`. */
  title: string;
  input: CallInput;
  outcome: CallOutcome;
}
