// The app's components and stores over a fake back end: no server, no browser (react-dom/server renders).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CallOutcome, OperationDetail, SessionInfo } from '../../shared/api.js';
import { createBackend } from '../../src/api.js';
import { PAGE_KEY_STORAGE, PageKey } from '../../src/core/page-key.js';
import { OperationForm } from '../../src/components/operation-form.js';
import { catalogEntries } from '../../src/core/catalog-search.js';
import type { OpenOperation } from '../../src/state/catalog.js';
import { createStores, StoresProvider } from '../../src/state/stores.js';

const detail: OperationDetail = {
  api: 'buy.browse',
  operationId: 'getItem',
  method: 'GET',
  path: '/buy/browse/v1/item/{item_id}',
  tag: 'item',
  description: 'Reads an item',
  effects: ['read'],
  parameters: [{ name: 'item_id', in: 'path', required: true, type: 'string', example: 'v1|1|0' }],
  grant: 'application',
  scopes: ['https://api.ebay.com/oauth/api_scope'],
  sign: false,
  response: 'json',
};

const session: SessionInfo = {
  csrfToken: 'csrf-123',
  environments: [{ id: 'local', label: 'Local emulator', configured: true }] as SessionInfo['environments'],
  emulator: {
    url: 'http://127.0.0.1:1',
    appId: 'app',
    ruName: 'ru',
    redirectUrl: 'http://127.0.0.1:2/callback',
    shared: false,
  },
  origin: 'http://127.0.0.1:2',
  scopes: { user: [], defaultConsent: [] },
};

const outcome: CallOutcome = { ok: true, status: 200, durationMs: 3, data: { title: 'A thing' }, exchanges: [] };

/** A fetch that answers like the back end and records every request it was given. */
function fakeFetch() {
  const seen: { path: string; init: RequestInit | undefined }[] = [];
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    seen.push({ path, init });
    if (path === '/api/session') return answer(session);
    if (path === '/api/catalog') return answer({ rest: [detail], xml: [] });
    if (path.startsWith('/api/operations/')) return answer(detail);
    if (path === '/api/call') return answer(outcome);
    return new Response(JSON.stringify({ error: 'no such endpoint' }), { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

describe('stores over a fake back end', () => {
  it('sends the page key in x-baykit-key on every request, GET and POST, and stores a key the back end accepted', async () => {
    const { fetch, seen } = fakeFetch();
    const items = new Map<string, string>();
    const key = new PageKey({
      getItem: (name) => items.get(name) ?? null,
      setItem: (name, value) => void items.set(name, value),
    });
    key.takeFromAddress({ location: { hash: '#key=k-1', pathname: '/', search: '' }, history: { replaceState() {} } });
    const stores = createStores(createBackend(fetch, key));
    await stores.session.getState().load();
    expect(items.get(PAGE_KEY_STORAGE)).toBe('k-1');
    await stores.catalog.getState().load();
    await createBackend(fetch, key).call({ kind: 'xml', env: 'local', service: 'trading', callName: 'X', fields: {} });
    expect(seen.map((request) => new Headers(request.init?.headers).get('x-baykit-key'))).toEqual([
      'k-1',
      'k-1',
      'k-1',
    ]);
  });

  it('sends a call with the CSRF token from the session and records it in the history', async () => {
    const { fetch, seen } = fakeFetch();
    const stores = createStores(createBackend(fetch));
    await stores.session.getState().load();
    await stores.catalog.getState().load();
    const entry = stores.catalog.getState().entries[0];
    expect(entry?.key).toBe('rest:buy.browse.getItem');
    const open = await stores.catalog.getState().select(entry!);
    stores.call.getState().reset(open!);
    expect(stores.call.getState().rest?.path).toEqual({ item_id: 'v1|1|0' });
    await stores.call.getState().send('local', open!);

    const call = seen.find((request) => request.path === '/api/call');
    expect(new Headers(call?.init?.headers).get('x-csrf-token')).toBe('csrf-123');
    expect(new Headers(call?.init?.headers).get('content-type')).toBe('application/json');
    expect(stores.call.getState().outcome).toEqual(outcome);
    expect(stores.history.getState().history.entries.map((e) => e.title)).toEqual(['buy.browse.getItem']);
  });

  it('keeps two apps apart: each back end has its own CSRF token and each store its own history', async () => {
    const one = createStores(createBackend(fakeFetch().fetch));
    const two = createStores(createBackend(fakeFetch().fetch));
    await one.call.getState().rerun({
      kind: 'rest',
      env: 'local',
      api: 'buy.browse',
      operationId: 'getItem',
      path: { item_id: 'x' },
      query: {},
      headers: {},
    });
    expect(one.history.getState().history.entries).toHaveLength(1);
    expect(two.history.getState().history.entries).toHaveLength(0);
  });
});

describe('notices', () => {
  it('belong to the screen that raised them: another screen clears them, the same one keeps them', () => {
    const session = createStores(createBackend(fakeFetch().fetch)).session;
    session.getState().setView('tokens');
    session.getState().setNotice({ kind: 'info', text: 'Signed in.' });
    session.getState().setView('tokens');
    expect(session.getState().notice).toEqual({ kind: 'info', text: 'Signed in.', view: 'tokens' });
    session.getState().setView('operations');
    expect(session.getState().notice).toBeUndefined();
    session.getState().setNotice({ kind: 'error', text: 'The emulator refused.' });
    session.getState().setView('history');
    expect(session.getState().notice).toBeUndefined();
  });
});

describe('a browser without the access key', () => {
  it("shows the back end's 401 as it is: open the address the explorer printed", async () => {
    const error =
      'Open the address the explorer printed in its terminal (…): only a browser that opened it can use it.';
    const refusing = (async () =>
      new Response(JSON.stringify({ error }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      })) as typeof globalThis.fetch;
    const stores = createStores(createBackend(refusing));
    await stores.session.getState().load();
    expect(stores.session.getState().notice).toEqual({ kind: 'error', text: error });
  });
});

describe('variables at send time', () => {
  it('fills {{name}} from the variables, and refuses to send when one has no value', async () => {
    const { fetch, seen } = fakeFetch();
    const stores = createStores(createBackend(fetch));
    const [entry] = catalogEntries({ rest: [detail], xml: [] });
    const open: OpenOperation = { kind: 'rest', entry: entry!, detail };
    stores.call.getState().reset(open);
    stores.call.getState().setField('path', 'item_id', '{{item}}');
    await stores.call.getState().send('local', open, {});
    expect(stores.call.getState().problems[0]?.message).toContain('No value for {{item}}');
    expect(seen.some((request) => request.path === '/api/call')).toBe(false);
    await stores.call.getState().send('local', open, { item: 'v1|7|0' });
    const sent = JSON.parse(String(seen.find((request) => request.path === '/api/call')?.init?.body)) as {
      path: Record<string, string>;
    };
    expect(sent.path).toEqual({ item_id: 'v1|7|0' });
    // The form keeps the variable, so the next send fills it again.
    expect(stores.call.getState().rest?.path.item_id).toBe('{{item}}');
  });
});

describe('OperationForm without a server', () => {
  it('renders the open operation with its labelled fields and facts', () => {
    const stores = createStores(createBackend(fakeFetch().fetch));
    const [entry] = catalogEntries({ rest: [detail], xml: [] });
    const open: OpenOperation = { kind: 'rest', entry: entry!, detail };
    const html = renderToStaticMarkup(
      createElement(StoresProvider, { stores, children: createElement(OperationForm, { open }) }),
    );
    expect(html).toContain('aria-label="Call getItem"');
    expect(html).toMatch(/<label for="param-path-item_id">item_id/);
    expect(html).toContain('scopes: api_scope');
  });
});
