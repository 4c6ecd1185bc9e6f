// The confirmation of a guarded call to production, in the stores and components over a fake back end: no server,
// no browser (react-dom/server renders).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type {
  CallOutcome,
  CallRequest,
  ConfirmationProblem,
  OperationDetail,
  XmlCallDetail,
} from '../../shared/api.js';
import { createBackend } from '../../src/api.js';
import { ConfirmDialog } from '../../src/components/confirm-send.js';
import { GuardedBadge } from '../../src/components/effects.js';
import { OperationForm } from '../../src/components/operation-form.js';
import { confirmationView } from '../../src/core/call-confirmation.js';
import { catalogEntries } from '../../src/core/catalog-search.js';
import type { OpenOperation } from '../../src/state/catalog.js';
import { createStores, StoresProvider, type Stores } from '../../src/state/stores.js';

const ENDPOINT = 'https://hooks.example.com/ebay';

const createDestination: OperationDetail = {
  api: 'commerce.notification',
  operationId: 'createDestination',
  method: 'POST',
  path: '/commerce/notification/v1/destination',
  tag: 'destination',
  description: 'Creates a destination',
  effects: ['egress'],
  effectNote: 'eBay will push notifications to its endpoint',
  parameters: [],
  body: { contentType: 'application/json', required: false },
  grant: 'application',
  scopes: ['https://api.ebay.com/oauth/api_scope'],
  sign: false,
  response: 'json',
};

const getItem: XmlCallDetail = {
  service: 'trading',
  callName: 'GetItem',
  status: 'live',
  effects: ['read'],
  sample: {},
  needsUserToken: true,
};

const outcome: CallOutcome = { ok: true, status: 201, durationMs: 3, data: {}, exchanges: [] };

/**
 * A fetch that answers like the back end and records every `POST /api/call` body; `refuse` makes the call endpoint
 * answer 428 with a confirmation when the body does not say `confirmed: true`, as the real back end does.
 */
function fakeFetch(refuse?: ConfirmationProblem) {
  const calls: CallRequest[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/catalog') return answer(200, { rest: [createDestination], xml: [getItem] });
    if (path === '/api/call') {
      const body = JSON.parse(String(init?.body)) as CallRequest;
      calls.push(body);
      if (refuse && body.confirmed !== true) return answer(428, refuse);
      return answer(200, outcome);
    }
    return answer(404, { error: 'no such endpoint' });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

async function openDestination(stores: Stores): Promise<OpenOperation> {
  await stores.catalog.getState().load();
  const entry = stores.catalog.getState().entries.find((e) => e.key === 'rest:commerce.notification.createDestination');
  const open: OpenOperation = { kind: 'rest', entry: entry!, detail: createDestination };
  stores.call.getState().reset(open);
  stores.call.getState().setBody(JSON.stringify({ deliveryConfig: { endpoint: ENDPOINT } }));
  return open;
}

describe('the call store and a guarded call', () => {
  it('holds a guarded call to production for the confirmation: nothing is sent, the dialog has its effects and lines', async () => {
    const { fetch, calls } = fakeFetch();
    const stores = createStores(createBackend(fetch));
    const open = await openDestination(stores);
    await stores.call.getState().send('production', open);
    expect(calls).toEqual([]);
    const pending = stores.call.getState().pending;
    expect(pending?.input).toMatchObject({ env: 'production', operationId: 'createDestination' });
    expect(pending?.confirmation).toEqual({
      operation: 'commerce.notification.createDestination',
      env: 'production',
      effects: ['egress'],
      note: 'eBay will push notifications to its endpoint',
      lines: [`eBay will push data, buyers' names and addresses among them, to "${ENDPOINT}"`],
    });
    expect(stores.history.getState().history.entries).toEqual([]);
  });

  it('sends nothing when cancelled, and sends once with confirmed: true when confirmed', async () => {
    const { fetch, calls } = fakeFetch();
    const stores = createStores(createBackend(fetch));
    const open = await openDestination(stores);
    await stores.call.getState().send('production', open);
    stores.call.getState().cancel();
    expect(stores.call.getState().pending).toBeUndefined();
    expect(calls).toEqual([]);

    await stores.call.getState().send('production', open);
    await stores.call.getState().confirm();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ env: 'production', operationId: 'createDestination', confirmed: true });
    expect(stores.call.getState().pending).toBeUndefined();
    expect(stores.call.getState().outcome).toEqual(outcome);
    // The history keeps the input without the confirmation: a re-run asks again.
    const [entry] = stores.history.getState().history.entries;
    expect(entry?.input).not.toHaveProperty('confirmed');
    await stores.call.getState().rerun(entry!.input);
    expect(calls).toHaveLength(1);
    expect(stores.call.getState().pending?.input).toEqual(entry?.input);
  });

  it('sends a guarded call to the emulator or the sandbox at once, without confirmed', async () => {
    const { fetch, calls } = fakeFetch();
    const stores = createStores(createBackend(fetch));
    const open = await openDestination(stores);
    await stores.call.getState().send('local', open);
    await stores.call.getState().send('sandbox', open);
    expect(calls.map((c) => [c.env, c.confirmed])).toEqual([
      ['local', undefined],
      ['sandbox', undefined],
    ]);
    expect(stores.call.getState().pending).toBeUndefined();
  });

  it('asks when the back end answers 428 for a call the catalog here did not know to be guarded', async () => {
    const refusal: ConfirmationProblem = {
      error: 'trading.GetItem has effects beyond read and write',
      confirmation: { operation: 'trading.GetItem', env: 'production', effects: ['spend'], lines: ['a line'] },
    };
    const { fetch, calls } = fakeFetch(refusal);
    const stores = createStores(createBackend(fetch));
    await stores.catalog.getState().load();
    await stores.call
      .getState()
      .rerun({ kind: 'xml', env: 'production', service: 'trading', callName: 'GetItem', fields: {} });
    expect(calls).toHaveLength(1);
    expect(stores.call.getState().pending?.confirmation).toEqual(refusal.confirmation);
    expect(stores.call.getState().refusal).toBeUndefined();
    await stores.call.getState().confirm();
    expect(calls.map((c) => c.confirmed)).toEqual([undefined, true]);
    expect(stores.call.getState().outcome).toEqual(outcome);
  });
});

describe('ConfirmDialog', () => {
  const view = confirmationView({
    operation: 'commerce.notification.createDestination',
    env: 'production',
    effects: ['egress'],
    note: 'eBay will push notifications to its endpoint',
    lines: [`eBay will push data to "${ENDPOINT}"`],
  });
  const html = renderToStaticMarkup(createElement(ConfirmDialog, { view, onCancel() {}, onConfirm() {} }));

  it('is a dialog labelled by its title and described by what the call does', () => {
    expect(html).toMatch(
      /^<dialog class="confirm-send" aria-labelledby="confirm-send-title" aria-describedby="confirm-send-summary"/,
    );
    expect(html).toContain('<h2 id="confirm-send-title">Send to eBay production?</h2>');
    expect(html).toContain(
      'commerce.notification.createDestination would run on your eBay production account. Nothing has been sent yet.',
    );
  });

  it("lists the effects with their meanings, the note and the call's lines", () => {
    expect(html).toMatch(
      /<span class="badge badge-effect effect-egress effect-guarded" title="sends the seller&#x27;s or buyers&#x27; data to an address outside eBay">egress<\/span>/,
    );
    expect(html).toContain('Why: eBay will push notifications to its endpoint');
    expect(html).toContain(`<li>eBay will push data to &quot;${ENDPOINT}&quot;</li>`);
  });

  it('has Cancel first, with the focus, then an explicit Send to production', () => {
    const buttons = [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map((m) => [m[2], m[1]]);
    expect(buttons.map(([label]) => label)).toEqual(['Cancel', 'Send to production']);
    expect(buttons[0]?.[1]).toContain('autofocus');
    expect(buttons[1]?.[1]).not.toContain('autofocus');
  });
});

describe('effects in the form and the list', () => {
  it("shows the open operation's effects as badges with their meanings, the note, and that production asks first", async () => {
    const stores = createStores(createBackend(fakeFetch().fetch));
    const open = await openDestination(stores);
    const html = renderToStaticMarkup(
      createElement(StoresProvider, { stores, children: createElement(OperationForm, { open }) }),
    );
    expect(html).toMatch(
      /<p class="facts effects" aria-label="Effects"><span class="effects-label">Effects<\/span><span class="badge badge-effect effect-egress effect-guarded" title="[^"]+">egress<\/span>/,
    );
    expect(html).toContain('eBay will push notifications to its endpoint');
    expect(html).toContain('the explorer asks before sending it to eBay production');
  });

  it('shows a read-only operation with its read badge and no word of asking', () => {
    const stores = createStores(createBackend(fakeFetch().fetch));
    const [, entry] = catalogEntries({ rest: [createDestination], xml: [getItem] });
    const html = renderToStaticMarkup(
      createElement(StoresProvider, {
        stores,
        children: createElement(OperationForm, { open: { kind: 'xml', entry: entry!, detail: getItem } }),
      }),
    );
    expect(html).toContain('<span class="badge badge-effect effect-read" title="reads, changes nothing">read</span>');
    expect(html).not.toContain('asks before sending');
  });

  it("gives a guarded operation the list's small badge, naming its guarded effects, and a read-only one none", () => {
    expect(renderToStaticMarkup(createElement(GuardedBadge, { effects: ['write', 'irreversible'] }))).toBe(
      '<span class="badge badge-guarded" title="irreversible: cannot be undone. Asked before it goes to eBay production.">irreversible</span>',
    );
    expect(renderToStaticMarkup(createElement(GuardedBadge, { effects: ['read'] }))).toBe('');
    expect(renderToStaticMarkup(createElement(GuardedBadge, { effects: undefined }))).toBe('');
  });
});
