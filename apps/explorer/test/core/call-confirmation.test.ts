import { callEffects, EFFECTS, effectsOf, isGuarded, OPERATION_EFFECT_NOTES, type Effect } from '@baykit/spec/effects';
import { describe, expect, it } from 'vitest';
import type { CallInput, EnvId, RestCallInput, XmlCallInput } from '../../shared/api.js';
import { asksBeforeSending, effectArguments, operationName } from '../../shared/call-effects.js';
import {
  confirmationFor,
  confirmationInProblem,
  confirmationView,
  effectBadges,
  guardedBadge,
  knownEffects,
  type KnownEffects,
} from '../../src/core/call-confirmation.js';
import { catalogEntries } from '../../src/core/catalog-search.js';
import { fullCatalog } from './fixtures.js';

function rest(name: string, env: EnvId, args: Partial<RestCallInput> = {}): RestCallInput {
  const dot = name.lastIndexOf('.');
  return {
    kind: 'rest',
    env,
    api: name.slice(0, dot),
    operationId: name.slice(dot + 1),
    path: {},
    query: {},
    headers: {},
    ...args,
  };
}

function xml(callName: string, env: EnvId, fields: Record<string, unknown> = {}): XmlCallInput {
  return { kind: 'xml', env, service: 'trading', callName, fields };
}

/** What the catalog gives an operation, from @baykit/spec/effects as the back end builds it. */
function known(name: string): KnownEffects {
  const note = OPERATION_EFFECT_NOTES[name];
  return { effects: effectsOf(name) ?? [], ...(note ? { effectNote: note } : {}) };
}

const ENDPOINT = 'https://hooks.example.com/ebay';
const destination = (env: EnvId) =>
  rest('commerce.notification.createDestination', env, {
    body: { name: 'hooks', deliveryConfig: { endpoint: ENDPOINT, verificationToken: 'token' } },
  });

describe('asksBeforeSending', () => {
  it('asks for every guarded operation of the catalog on production, and for nothing on the emulator or sandbox', () => {
    const catalog = fullCatalog();
    const names = [
      ...catalog.rest.map((o) => `${o.api}.${o.operationId}`),
      ...catalog.xml.map((c) => `${c.service}.${c.callName}`),
    ];
    let asked = 0;
    for (const name of names) {
      const effects = effectsOf(name) ?? [];
      expect(asksBeforeSending('local', effects), name).toBe(false);
      expect(asksBeforeSending('sandbox', effects), name).toBe(false);
      expect(asksBeforeSending('production', effects), name).toBe(isGuarded(effects));
      if (asksBeforeSending('production', effects)) asked++;
    }
    // The reviewed list of guarded operations (packages/spec/test/effects/guarded-operations.txt) has this many.
    expect(asked).toBeGreaterThan(100);
  });

  it('asks on production for each effect beyond read and write, and never for read or write alone', () => {
    for (const effect of EFFECTS)
      expect(asksBeforeSending('production', [effect]), effect).toBe(effect !== 'read' && effect !== 'write');
    expect(asksBeforeSending('production', ['write', 'irreversible'])).toBe(true);
    expect(asksBeforeSending('production', [])).toBe(false);
  });
});

describe('confirmationFor', () => {
  it('asks before a notification destination goes to production: egress, the note, and the endpoint it pushes to', () => {
    expect(confirmationFor(destination('production'), known('commerce.notification.createDestination'))).toEqual({
      operation: 'commerce.notification.createDestination',
      env: 'production',
      effects: ['egress'],
      note: OPERATION_EFFECT_NOTES['commerce.notification.createDestination'],
      lines: [`eBay will push data, buyers' names and addresses among them, to "${ENDPOINT}"`],
    });
  });

  it('does not ask for the same call to the emulator or the sandbox', () => {
    for (const env of ['local', 'sandbox'] as const)
      expect(confirmationFor(destination(env), known('commerce.notification.createDestination')), env).toBeUndefined();
  });

  it('does not ask for a call that reads or writes, even on production', () => {
    expect(confirmationFor(rest('buy.browse.getItem', 'production'), known('buy.browse.getItem'))).toBeUndefined();
    expect(confirmationFor(xml('GetItem', 'production'), known('trading.GetItem'))).toBeUndefined();
    expect(
      confirmationFor(rest('sell.inventory.createOffer', 'production'), known('sell.inventory.createOffer')),
    ).toBeUndefined();
  });

  it('asks as for the most guarded operation when the catalog gave no effects for it', () => {
    const asked = confirmationFor(rest('buy.browse.getItem', 'production'), undefined);
    expect(asked?.effects).toEqual(['spend', 'price', 'irreversible', 'egress', 'credentials']);
    expect(confirmationFor(rest('buy.browse.getItem', 'local'), undefined)).toBeUndefined();
  });

  it('says what the arguments commit in the words callEffects gives the back end, REST and Trading alike', () => {
    const cases: CallInput[] = [
      rest('buy.offer.placeProxyBid', 'production', {
        path: { item_id: 'v1|1|0' },
        body: { maxAmount: { value: '120.00', currency: 'USD' } },
      }),
      rest('sell.marketing.createCampaign', 'production', {
        body: { budget: { daily: { amount: { value: '50', currency: 'USD' } } } },
      }),
      rest('sell.inventory.updateOffer', 'production', {
        path: { offerId: '5000123010' },
        body: { pricingSummary: { price: { value: '19.99', currency: 'USD' } }, availableQuantity: 3 },
      }),
      rest('sell.fulfillment.issueRefund', 'production', {
        path: { order_id: '1' },
        body: { orderLevelRefundAmount: { value: '30.00', currency: 'EUR' } },
      }),
      xml('PlaceOffer', 'production', {
        ItemID: '110553',
        Offer: { Action: 'Bid', MaxBid: { '@_currencyID': 'USD', '#value': '10.00' }, Quantity: 2 },
      }),
      xml('ReviseItem', 'production', {
        Item: { ItemID: '110553', StartPrice: { '@_currencyID': 'USD', '#value': '9' } },
      }),
      xml('AddItem', 'production', { Item: { Title: 'A lamp' } }),
    ];
    for (const input of cases) {
      const name = operationName(input);
      const asked = confirmationFor(input, known(name));
      expect(asked?.lines, name).toEqual(callEffects(name, effectArguments(input)).lines);
      expect(asked?.lines.length, name).toBeGreaterThan(0);
    }
    expect(confirmationFor(cases[0] as CallInput, known('buy.offer.placeProxyBid'))?.lines).toEqual([
      'a bid of up to 120.00 USD (its maximum), binding if it wins',
    ]);
    expect(confirmationFor(cases[4] as CallInput, known('trading.PlaceOffer'))?.lines).toEqual([
      '"Bid" on item "110553": up to 10.00 USD × 2 = 20.00 USD',
    ]);
  });

  it("reads a REST call's path, query, body and headers, and an XML call's fields", () => {
    const input = rest('a.b.c', 'local', { path: { id: '1' }, query: { q: 'x' }, headers: { h: 'v' }, body: { b: 1 } });
    expect(effectArguments(input)).toEqual({
      path: { id: '1' },
      query: { q: 'x' },
      headers: { h: 'v' },
      body: { b: 1 },
    });
    expect(effectArguments(xml('AddItem', 'local', { Item: { Title: 't' } }))).toEqual({ Item: { Title: 't' } });
    expect(operationName(xml('AddItem', 'local'))).toBe('trading.AddItem');
  });
});

describe('confirmationView: what the dialog says', () => {
  it('titles the dialog, names the operation and its effects, says nothing was sent, and offers Cancel first', () => {
    const asked = confirmationFor(
      rest('sell.fulfillment.issueRefund', 'production', {
        path: { order_id: '1' },
        body: { orderLevelRefundAmount: { value: '30.00', currency: 'EUR' } },
      }),
      known('sell.fulfillment.issueRefund'),
    );
    if (!asked) throw new Error('a refund on production must ask');
    const view = confirmationView(asked);
    expect(view.title).toBe('Send to eBay production?');
    expect(view.summary).toBe(
      'sell.fulfillment.issueRefund would run on your eBay production account. Nothing has been sent yet.',
    );
    expect(view.effects).toEqual([
      { effect: 'spend', meaning: 'commits money or fees', guarded: true },
      { effect: 'irreversible', meaning: 'cannot be undone', guarded: true },
    ]);
    expect(view.note).toBe("refunds the buyer from the seller's funds");
    expect(view.lines).toEqual(['refunds 30.00 EUR in total to the buyer']);
    expect([view.cancel, view.send]).toEqual(['Cancel', 'Send to production']);
  });

  it('leaves the note out when the table has none, and keeps an empty list of lines empty', () => {
    const view = confirmationView({ operation: 'x.y.z', env: 'production', effects: ['credentials'], lines: [] });
    expect(view).not.toHaveProperty('note');
    expect(view.lines).toEqual([]);
  });
});

describe('effect badges', () => {
  it('gives each effect its meaning as the title, in the table order, and marks the guarded ones', () => {
    expect(effectBadges(['irreversible', 'write'])).toEqual([
      { effect: 'write', meaning: 'changes something that can be changed back, costs nothing', guarded: false },
      { effect: 'irreversible', meaning: 'cannot be undone', guarded: true },
    ]);
  });

  it('gives the list a badge only for guarded operations, naming their guarded effects', () => {
    expect(guardedBadge(['read'])).toBeUndefined();
    expect(guardedBadge(['write'])).toBeUndefined();
    expect(guardedBadge(undefined)).toBeUndefined();
    expect(guardedBadge(['spend', 'irreversible'])).toEqual({
      text: 'spend, irreversible',
      title: 'spend: commits money or fees; irreversible: cannot be undone. Asked before it goes to eBay production.',
    });
  });

  it("finds a call's effects among the catalog's entries, REST and XML", () => {
    const entries = catalogEntries(fullCatalog());
    expect(knownEffects(entries, destination('production'))?.effects).toEqual(['egress']);
    expect(knownEffects(entries, xml('AddItem', 'production'))?.effects).toEqual(['spend']);
    expect(knownEffects(entries, rest('buy.browse.noSuchThing', 'production'))).toBeUndefined();
  });
});

describe('confirmationInProblem: a back end that asked when the app did not', () => {
  const problem = {
    error: 'x has effects beyond read and write',
    confirmation: { operation: 'trading.AddItem', env: 'production', effects: ['spend'], note: 'n', lines: ['l'] },
  };

  it("reads the 428 answer's confirmation", () => {
    expect(confirmationInProblem(problem)).toEqual(problem.confirmation);
  });

  it('reads nothing from an answer that is not a guarded production confirmation', () => {
    const broken: unknown[] = [
      undefined,
      'text',
      { error: 'no confirmation' },
      { confirmation: { ...problem.confirmation, env: 'local' } },
      { confirmation: { ...problem.confirmation, effects: ['read'] } },
      { confirmation: { ...problem.confirmation, effects: ['made-up'] } },
      { confirmation: { ...problem.confirmation, lines: 'one line' } },
      { confirmation: { ...problem.confirmation, operation: 7 } },
    ];
    for (const answer of broken) expect(confirmationInProblem(answer), JSON.stringify(answer)).toBeUndefined();
  });

  it('keeps only the effects and lines it knows how to show', () => {
    const mixed = {
      confirmation: { ...problem.confirmation, effects: ['spend', 'made-up'] as (Effect | string)[], lines: ['l', 3] },
    };
    expect(confirmationInProblem(mixed)).toMatchObject({ effects: ['spend'], lines: ['l'] });
  });
});
