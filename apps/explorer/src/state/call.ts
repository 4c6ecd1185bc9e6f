import { createStore, type StoreApi } from 'zustand';
import type { CallConfirmation, CallInput, CallOutcome, EnvId } from '../../shared/api.js';
import { BackendError, type Backend } from '../api.js';
import type { CallRefusal } from '../core/call-advice.js';
import { confirmationFor, confirmationInProblem, type KnownEffects } from '../core/call-confirmation.js';
import type { SavedRequest } from '../core/collections.js';
import { fillRestForm, fillXmlForm } from '../core/variables.js';
import { headerLines } from '../../shared/call-headers.js';
import {
  buildRestCall,
  buildXmlCall,
  initialRestForm,
  initialXmlForm,
  type FormProblem,
  type RestFormValues,
  type XmlFormValues,
} from '../core/call-form.js';
import type { OpenOperation } from './catalog.js';
import type { HistorySlice } from './history.js';

/** Which part of a REST form a field belongs to. */
export type RestSection = 'path' | 'query' | 'headers';

/** The call slice: the open operation's form, the last call made from it and its outcome. */
export interface CallSlice {
  rest?: RestFormValues;
  xml?: XmlFormValues;
  problems: FormProblem[];
  running: boolean;
  input?: CallInput;
  outcome?: CallOutcome;
  /** Why the back end would not run the call (then there is no outcome). */
  refusal?: CallRefusal;
  /** A guarded call to eBay production waiting for the person's answer in the confirmation dialog; not sent yet. */
  pending?: { input: CallInput; confirmation: CallConfirmation };
  /** Sends the pending call, saying the person confirmed it. */
  confirm(): Promise<void>;
  /** Drops the pending call: nothing is sent. */
  cancel(): void;
  /** Fills the form for a newly opened operation (or with a past call's input). */
  reset(open: OpenOperation, from?: CallInput): void;
  setField(section: RestSection, name: string, value: string): void;
  setBody(text: string): void;
  setSign(sign: RestFormValues['sign']): void;
  setExtraHeaders(text: string): void;
  setXmlFields(text: string): void;
  /** Fills `{{variables}}` from `variables`, checks the form and sends it. */
  send(env: EnvId, open: OpenOperation, variables?: Readonly<Record<string, string>>): Promise<void>;
  /** Puts a saved request's form values in the form. */
  loadForm(form: SavedRequest['form']): void;
  /** Sends an exact earlier input again (history re-run). */
  rerun(input: CallInput): Promise<void>;
  /** Shows a past call's input and outcome. */
  show(input: CallInput, outcome: CallOutcome): void;
}

const pretty = (value: unknown): string => (value === undefined ? '' : JSON.stringify(value, null, 2));

function formFrom(open: OpenOperation, from: CallInput | undefined): Pick<CallSlice, 'rest' | 'xml'> {
  if (open.kind === 'xml') {
    const xml = from?.kind === 'xml' ? { fieldsText: pretty(from.fields) } : initialXmlForm(open.detail);
    return { rest: undefined, xml };
  }
  if (from?.kind !== 'rest') return { rest: initialRestForm(open.detail), xml: undefined };
  const sign = from.sign === undefined ? 'auto' : from.sign ? 'on' : 'off';
  // Headers the operation declares go to their fields; the others were added by hand.
  const declared = new Set(open.detail.parameters.filter((p) => p.in === 'header').map((p) => p.name));
  const own = Object.entries(from.headers).filter(([name]) => declared.has(name));
  const extra = Object.entries(from.headers).filter(([name]) => !declared.has(name));
  return {
    rest: {
      path: { ...from.path },
      query: { ...from.query },
      headers: Object.fromEntries(own),
      extraHeaders: headerLines(Object.fromEntries(extra)),
      bodyText: pretty(from.body),
      sign,
    },
    xml: undefined,
  };
}

/**
 * A call store that sends through `backend` and records every outcome in `history`. `effectsOf` gives the effects
 * of the operation a call is for (from the catalog); a guarded call to production waits in `pending` until the
 * person confirms it, whether it comes from the form, a saved request or the history. `prefill` puts values into
 * the form of a freshly opened operation (not one opened with a past call's input): the ids earlier answers gave.
 */
export function createCallStore(
  backend: Backend,
  history: StoreApi<HistorySlice>,
  effectsOf: (input: CallInput) => KnownEffects | undefined = () => undefined,
  prefill: (open: OpenOperation, form: Pick<CallSlice, 'rest' | 'xml'>) => Pick<CallSlice, 'rest' | 'xml'> = (
    _open,
    form,
  ) => form,
): StoreApi<CallSlice> {
  type Set = (partial: Partial<CallSlice>) => void;
  const run = async (input: CallInput, confirmed: boolean, set: Set): Promise<void> => {
    set({ running: true, problems: [], input, outcome: undefined, refusal: undefined, pending: undefined });
    try {
      const outcome = await backend.call(input, { confirmed });
      set({ outcome, running: false });
      history.getState().add(input, outcome);
    } catch (error) {
      // A back end that knows the call to be guarded when the catalog here did not: ask, as for any other.
      const asked = error instanceof BackendError && error.status === 428 && !confirmed;
      const confirmation = asked ? confirmationInProblem(error.problem) : undefined;
      if (confirmation) {
        set({ running: false, input: undefined, pending: { input, confirmation } });
        return;
      }
      // The back end reached but refused (no credentials, a bad input): shown where the response would be.
      const status = error instanceof BackendError ? error.status : 0;
      set({ running: false, refusal: { status, message: (error as Error).message } });
    }
  };
  const execute = async (input: CallInput, set: Set): Promise<void> => {
    const confirmation = confirmationFor(input, effectsOf(input));
    if (confirmation) {
      set({ problems: [], pending: { input, confirmation } });
      return;
    }
    await run(input, false, set);
  };
  return createStore<CallSlice>((set, get) => ({
    problems: [],
    running: false,
    reset(open, from) {
      set({
        ...(from ? formFrom(open, from) : prefill(open, formFrom(open, undefined))),
        problems: [],
        input: undefined,
        outcome: undefined,
        refusal: undefined,
        pending: undefined,
      });
    },
    setField(section, name, value) {
      const rest = get().rest;
      if (rest) set({ rest: { ...rest, [section]: { ...rest[section], [name]: value } } });
    },
    setBody(bodyText) {
      const rest = get().rest;
      if (rest) set({ rest: { ...rest, bodyText } });
    },
    setSign(sign) {
      const rest = get().rest;
      if (rest) set({ rest: { ...rest, sign } });
    },
    setExtraHeaders(extraHeaders) {
      const rest = get().rest;
      if (rest) set({ rest: { ...rest, extraHeaders } });
    },
    setXmlFields(fieldsText) {
      set({ xml: { fieldsText } });
    },
    loadForm(form) {
      set(
        form.kind === 'rest'
          ? { rest: { ...form.values }, xml: undefined }
          : { xml: { ...form.values }, rest: undefined },
      );
      set({ problems: [], input: undefined, outcome: undefined, refusal: undefined, pending: undefined });
    },
    async send(env, open, variables = {}) {
      const filled =
        open.kind === 'rest' && get().rest
          ? fillRestForm(get().rest as RestFormValues, variables)
          : open.kind === 'xml' && get().xml
            ? fillXmlForm(get().xml as XmlFormValues, variables)
            : undefined;
      if (filled && 'missing' in filled) {
        const names = filled.missing.map((name) => `{{${name}}}`).join(', ');
        set({
          problems: [{ field: 'variables', message: `No value for ${names}: set it under Saved, or type the value.` }],
        });
        return;
      }
      const rest = open.kind === 'rest' ? (filled?.values as RestFormValues | undefined) : undefined;
      const xml = open.kind === 'xml' ? (filled?.values as XmlFormValues | undefined) : undefined;
      const built =
        open.kind === 'rest' && rest
          ? buildRestCall(env, open.detail, rest)
          : open.kind === 'xml' && xml
            ? buildXmlCall(env, open.detail, xml)
            : undefined;
      if (!built) return;
      if (!built.ok) {
        set({ problems: built.problems });
        return;
      }
      await execute(built.input, set);
    },
    async rerun(input) {
      await execute(input, set);
    },
    async confirm() {
      const pending = get().pending;
      if (pending) await run(pending.input, true, set);
    },
    cancel() {
      set({ pending: undefined });
    },
    show(input, outcome) {
      set({ input, outcome, problems: [], refusal: undefined });
    },
  }));
}
