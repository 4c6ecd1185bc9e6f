import { Scope } from 'baykit';
import { describe, expect, it } from 'vitest';
import { APP, testContext } from './context.js';

// A gzip stream in base64 after the header, as eBay's access tokens carry (docs/ebay-facts.md#token-responses-and-lifetimes).
const APPLICATION_TOKEN = /^v\^1\.1#i\^1#p\^1#r\^0#I\^3#f\^0#t\^H4sI[A-Za-z0-9+/]+={0,2}$/;
const USER_TOKEN = /^v\^1\.1#i\^1#p\^3#r\^1#I\^3#f\^0#t\^H4sI[A-Za-z0-9+/]+={0,2}$/;

/** The text a refresh token or code carries after `t^`, decoded from base64. */
function recordOf(token: string): string {
  return Buffer.from(token.slice(token.indexOf('#t^') + 3), 'base64').toString('ascii');
}

describe('MemoryAuthStore', () => {
  it("issues tokens shaped like eBay's: application p^1#r^0, user p^3#r^1, hundreds of characters", () => {
    const { store } = testContext();
    const app = store.issue('application', APP.appId, [Scope.API]);
    const user = store.issue('user', APP.appId, [Scope.SELL_INVENTORY]);
    expect(app.token).toMatch(APPLICATION_TOKEN);
    expect(user.token).toMatch(USER_TOKEN);
    expect(app.token.length).toBeGreaterThan(500);
    expect(user.user).toBe('testuser_baykit');
    expect(app.user).toBeUndefined();
  });

  it('issues access tokens in the whole base64 alphabet, `+` and `/` included, in every one of 50 tokens', () => {
    const { store } = testContext({ seed: 11 });
    const tokens = Array.from({ length: 50 }, (_, i) =>
      store.issue(i % 2 === 0 ? 'application' : 'user', APP.appId, [Scope.API]),
    );
    for (const { token, grant } of tokens) {
      expect(token).toMatch(grant === 'user' ? USER_TOKEN : APPLICATION_TOKEN);
      expect(token).toContain('+');
      expect(token).toContain('/');
    }
    // The payload is base64 of whole bytes: padding varies with its length, as a gzip stream's does.
    expect(new Set(tokens.map(({ token }) => /=*$/.exec(token)?.[0])).size).toBeGreaterThan(1);
  });

  it('issues refresh tokens and codes as eBay does: base64 of an `R^…#E^…` text, so no `+` or `/`', () => {
    const { store } = testContext({ seed: 11 });
    for (let i = 0; i < 50; i++) {
      const refresh = store.issueRefreshToken({ appId: APP.appId, scopes: [Scope.API], user: 'u' }).token;
      const code = store.createCode({ appId: APP.appId, ruName: APP.ruName, scopes: [Scope.API], user: 'u' }).code;
      expect(refresh).toMatch(/^v\^1\.1#i\^1#p\^3#r\^1#I\^3#f\^0#t\^[A-Za-z0-9]+={0,2}$/);
      expect(code).toMatch(/^v\^1\.1#i\^1#r\^1#p\^3#I\^3#f\^0#t\^[A-Za-z0-9]+={0,2}$/);
      expect(recordOf(refresh)).toMatch(/^R\^10_\d{1,2}:[0-9A-F]{32}_[0-3]_1#E\^(260|1284)$/);
      expect(recordOf(code)).toMatch(/^R\^5_\d{1,2}:[0-9A-F]{32}_[0-3]_1#E\^(260|1284)$/);
    }
  });

  it('gives the same tokens for the same seed and call order, other tokens for another seed', () => {
    const run = (seed: number): string[] => {
      const { store } = testContext({ seed });
      return [
        store.issue('application', APP.appId, [Scope.API]).token,
        store.createSession(APP.appId, APP.ruName).sessionId,
      ];
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)[0]).not.toBe(run(8)[0]);
  });

  it('shares nothing between two stores', () => {
    const a = testContext().store;
    const b = testContext().store;
    const token = a.issue('application', APP.appId, [Scope.API]).token;
    expect(a.check(token).ok).toBe(true);
    expect(b.check(token)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('expires an access token after tokenTtlSeconds', () => {
    const { store, clock } = testContext({ tokenTtlSeconds: 60 });
    const token = store.issue('user', APP.appId, [Scope.API]).token;
    clock.advance(59);
    expect(store.check(token).ok).toBe(true);
    clock.advance(1);
    expect(store.check(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('expireAll expires every access token issued so far, even after the clock is reset, and not later ones', () => {
    const { store, clock } = testContext();
    clock.advance(100);
    const before = store.issue('application', APP.appId, [Scope.API]).token;
    store.expireAll();
    expect(store.check(before)).toEqual({ ok: false, reason: 'expired' });
    clock.reset();
    expect(store.check(before)).toEqual({ ok: false, reason: 'expired' });
    expect(store.check(store.issue('application', APP.appId, [Scope.API]).token).ok).toBe(true);
  });

  it('expireAll leaves refresh tokens and classic tokens valid', () => {
    const { store } = testContext();
    const refresh = store.issueRefreshToken({ appId: APP.appId, scopes: [Scope.API], user: 'u' });
    const classic = store.issueClassicToken(APP.appId);
    store.expireAll();
    expect(store.checkRefreshToken(refresh.token, APP.appId)).toBeDefined();
    expect(store.checkClassicToken(classic.token).ok).toBe(true);
  });

  it('hands out copies: changing a returned token does not change what the store grants', () => {
    const { store } = testContext();
    const info = store.issue('user', APP.appId, [Scope.SELL_INVENTORY]);
    info.scopes.push(Scope.SELL_FINANCES);
    const check = store.check(info.token);
    expect(check.ok && check.info.scopes).toEqual([Scope.SELL_INVENTORY]);
  });

  it('keeps a session 5 minutes for sign-in, then 48 hours for FetchToken', () => {
    const { store, clock } = testContext();
    const pending = store.createSession(APP.appId, APP.ruName);
    expect(pending.sessionId).toHaveLength(40);
    clock.advance(299);
    expect(store.signIn(pending.sessionId, 'seller1').ok).toBe(true);
    clock.advance(47 * 3600);
    expect(store.fetchClassicToken(pending.sessionId, APP.appId).ok).toBe(true);
    clock.advance(3600);
    expect(store.fetchClassicToken(pending.sessionId, APP.appId)).toEqual({ ok: false, reason: 'expired' });

    const late = store.createSession(APP.appId, APP.ruName);
    clock.advance(300);
    expect(store.signIn(late.sessionId, 'seller1')).toEqual({ ok: false, reason: 'expired' });
  });
});
