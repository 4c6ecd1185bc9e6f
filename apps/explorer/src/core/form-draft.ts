import { isSavedForm, type SavedRequest } from './collections.js';

/**
 * The open form kept through a sign-in. Signing in on the local emulator leaves the page (its consent or
 * Auth'n'Auth page, then `/callback`), which starts the app again: the operation and the values typed would be
 * lost. They are written to the tab's sessionStorage as the page leaves and given back once when it loads again.
 * sessionStorage belongs to this tab and this origin, and goes when the tab closes; the form holds what the user
 * typed, never a token or a credential (those stay in the back end).
 */
export const FORM_DRAFT_STORAGE = 'baykit-explorer.form-draft';
/** A draft older than this is dropped: the sign-in it waited for was given up. */
export const FORM_DRAFT_MAX_AGE_MS = 30 * 60_000;
/** A draft larger than this (characters) is not kept: a body that big is the user's to save. */
export const FORM_DRAFT_MAX_CHARS = 512 * 1024;

/** The open operation (its catalog key) and its form as it was. */
export interface FormDraft {
  key: string;
  form: SavedRequest['form'];
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

/** The subset of `Storage` a draft needs. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps `draft` in `storage`; true when kept (false: too large, or the storage refused it). */
export function keepFormDraft(storage: DraftStorage | undefined, draft: FormDraft): boolean {
  if (!storage) return false;
  const text = JSON.stringify(draft);
  if (text.length > FORM_DRAFT_MAX_CHARS) return false;
  try {
    storage.setItem(FORM_DRAFT_STORAGE, text);
    return true;
  } catch {
    // Storage full or turned off: the sign-in goes on; only the form is not kept.
    return false;
  }
}

/**
 * The draft kept in `storage`, removed from it (given back once), or undefined when there is none, it is not a
 * draft (storage anyone with the tab can edit), it is too large, or it is older than `FORM_DRAFT_MAX_AGE_MS` at
 * `now`.
 */
export function takeFormDraft(storage: DraftStorage | undefined, now: number): FormDraft | undefined {
  let text: string | null;
  try {
    text = storage?.getItem(FORM_DRAFT_STORAGE) ?? null;
    storage?.removeItem(FORM_DRAFT_STORAGE);
  } catch {
    return undefined;
  }
  if (text === null || text.length > FORM_DRAFT_MAX_CHARS) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, form, savedAt } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !/^(rest|xml):/.test(key) || !isSavedForm(form)) return undefined;
  if (typeof savedAt !== 'number' || !(now - savedAt >= 0 && now - savedAt <= FORM_DRAFT_MAX_AGE_MS)) return undefined;
  if (!key.startsWith(`${form.kind}:`)) return undefined;
  return { key, form, savedAt };
}

/** This tab's sessionStorage, or undefined where there is none or it is turned off. */
export function tabStorage(): DraftStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}
