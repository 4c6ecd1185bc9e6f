import { isSavedForm, type SavedRequest } from './collections.js';
import { FORM_DRAFT_MAX_CHARS, type DraftStorage } from './form-draft.js';

/**
 * Each operation's form as it was last left, in the tab's sessionStorage (as the draft kept through a sign-in,
 * form-draft.ts: this tab only, gone when it closes, the values typed and never a token): a reload, a link or the
 * browser's back button gives an operation back its body and fields, which the address does not carry
 * (operation-route.ts). At most `OPERATION_DRAFTS_MAX` operations, the most recently left kept; a form larger than
 * `FORM_DRAFT_MAX_CHARS` is not kept.
 */
export const OPERATION_DRAFTS_STORAGE = 'baykit-explorer.operation-drafts';
/** How many operations' forms are kept. */
export const OPERATION_DRAFTS_MAX = 20;

type Form = SavedRequest['form'];
/** The stored value: operation keys, most recent first, with their forms. */
type Drafts = [key: string, form: Form][];

function read(storage: DraftStorage | undefined): Drafts {
  try {
    const value: unknown = JSON.parse(storage?.getItem(OPERATION_DRAFTS_STORAGE) ?? '[]');
    if (!Array.isArray(value)) return [];
    // Storage anyone with the tab can edit: only well-formed rows are given back.
    return value.filter(
      (row): row is [string, Form] =>
        Array.isArray(row) && typeof row[0] === 'string' && isSavedForm(row[1]) && row[0].startsWith(`${row[1].kind}:`),
    );
  } catch {
    return [];
  }
}

/** The form of the operation `key` as it was last left, or undefined. */
export function operationDraft(storage: DraftStorage | undefined, key: string): Form | undefined {
  return read(storage).find(([candidate]) => candidate === key)?.[1];
}

/** Keeps `form` as the operation `key`'s; true when kept (false: too large, or the storage refused it). */
export function keepOperationDraft(storage: DraftStorage | undefined, key: string, form: Form): boolean {
  if (!storage || JSON.stringify(form).length > FORM_DRAFT_MAX_CHARS) return false;
  const drafts: Drafts = [[key, form], ...read(storage).filter(([candidate]) => candidate !== key)];
  // The oldest go first when the tab's storage is full.
  for (let count = Math.min(drafts.length, OPERATION_DRAFTS_MAX); count > 0; count--) {
    try {
      storage.setItem(OPERATION_DRAFTS_STORAGE, JSON.stringify(drafts.slice(0, count)));
      return true;
    } catch {
      // Full: try with fewer.
    }
  }
  return false;
}
