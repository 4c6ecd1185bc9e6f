/**
 * What the explorer shows of an operation's effects, and whether and how it asks before a call: the browser app's
 * side of shared/call-effects.ts. The effects come from the catalog (the back end reads @baykit/spec/effects); what a
 * call's arguments commit is read here with the same package's `commitmentOf`, so the dialog's lines are the ones
 * `callEffects` gives the back end.
 */
import { commitmentOf, EFFECT_MEANINGS, EFFECTS, GUARDED_EFFECTS, isGuarded, type Effect } from '@baykit/spec/effects';
import type { CallConfirmation, CallInput, ConfirmationProblem } from '../../shared/api.js';
import { asksBeforeSending, effectArguments, operationName } from '../../shared/call-effects.js';
import { callKey } from './call-names.js';
import type { CatalogEntry } from './catalog-search.js';

/** An operation's effects as the catalog gives them (`OperationSummary`, `XmlCallSummary`). */
export interface KnownEffects {
  effects: readonly Effect[];
  effectNote?: string;
}

/**
 * The effects the catalog gave for the operation `input` calls, found among the list's entries; undefined when the
 * catalog is not loaded or lacks it (then `confirmationFor` asks as for the most guarded operation).
 */
export function knownEffects(entries: readonly CatalogEntry[], input: CallInput): KnownEffects | undefined {
  const key = callKey(input);
  const entry = entries.find((candidate) => candidate.key === key);
  return entry?.rest ?? entry?.xml;
}

/** One effect as a badge shows it: its name, its meaning (the badge's title) and whether it is guarded. */
export interface EffectBadge {
  effect: Effect;
  meaning: string;
  guarded: boolean;
}

/** The badges of an operation's effects, in the order @baykit/spec/effects lists effects. */
export function effectBadges(effects: readonly Effect[]): EffectBadge[] {
  return EFFECTS.filter((effect) => effects.includes(effect)).map((effect) => ({
    effect,
    meaning: EFFECT_MEANINGS[effect],
    guarded: GUARDED_EFFECTS.includes(effect),
  }));
}

/**
 * The small badge the operation list gives a guarded operation: its guarded effects (`spend`, `irreversible,
 * spend`) and, as its title, what they mean; undefined for an operation that only reads or writes.
 */
export function guardedBadge(effects: readonly Effect[] | undefined): { text: string; title: string } | undefined {
  const guarded = effectBadges(effects ?? []).filter((badge) => badge.guarded);
  if (guarded.length === 0) return undefined;
  return {
    text: guarded.map((badge) => badge.effect).join(', '),
    title: `${guarded.map((badge) => `${badge.effect}: ${badge.meaning}`).join('; ')}. Asked before it goes to eBay production.`,
  };
}

/**
 * The confirmation a call needs before it is sent, or undefined when it goes without asking: a guarded operation
 * (an effect beyond read and write) to eBay production. Never for the emulator or the sandbox
 * (shared/call-effects.ts says why). An operation whose effects the catalog did not give (`known` undefined) is
 * treated as guarded in every way, as the back end treats an operation @baykit/spec/effects does not know.
 */
export function confirmationFor(input: CallInput, known: KnownEffects | undefined): CallConfirmation | undefined {
  const effects = known ? [...known.effects] : [...GUARDED_EFFECTS];
  if (!asksBeforeSending(input.env, effects)) return undefined;
  const operation = operationName(input);
  return {
    operation,
    env: input.env,
    effects,
    ...(known?.effectNote ? { note: known.effectNote } : {}),
    lines: [...commitmentOf(operation, effectArguments(input)).lines],
  };
}

/** What the confirmation dialog says: its title, the effects with their meanings, the note and the call's lines. */
export interface ConfirmationView {
  title: string;
  /** One sentence under the title: which operation, where, and that nothing has been sent. */
  summary: string;
  effects: EffectBadge[];
  note?: string;
  /** What these arguments commit, in words; empty when the arguments name nothing more than the effects. */
  lines: string[];
  /** The two buttons, Cancel first (it has the focus when the dialog opens). */
  cancel: string;
  send: string;
}

/** The words of the dialog for a confirmation (the app's own, or the one a back end's 428 answer carried). */
export function confirmationView(confirmation: CallConfirmation): ConfirmationView {
  return {
    title: 'Send to eBay production?',
    summary: `${confirmation.operation} would run on your eBay production account. Nothing has been sent yet.`,
    effects: effectBadges(confirmation.effects),
    ...(confirmation.note ? { note: confirmation.note } : {}),
    lines: [...confirmation.lines],
    cancel: 'Cancel',
    send: 'Send to production',
  };
}

/** The confirmation a back end's 428 answer carries (a call the app did not know to ask about), if it is one. */
export function confirmationInProblem(problem: unknown): CallConfirmation | undefined {
  if (typeof problem !== 'object' || problem === null) return undefined;
  const confirmation = (problem as Partial<ConfirmationProblem>).confirmation;
  if (typeof confirmation !== 'object' || confirmation === null) return undefined;
  const { operation, env, effects, note, lines } = confirmation as Partial<CallConfirmation>;
  if (typeof operation !== 'string' || env !== 'production' || !Array.isArray(effects) || !Array.isArray(lines))
    return undefined;
  const known = effects.filter((effect): effect is Effect => (EFFECTS as readonly unknown[]).includes(effect));
  if (!isGuarded(known)) return undefined;
  return {
    operation,
    env,
    effects: known,
    ...(typeof note === 'string' ? { note } : {}),
    lines: lines.filter((line): line is string => typeof line === 'string'),
  };
}
