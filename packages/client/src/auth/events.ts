import type { AccessToken, TokenKind } from './token.js';

/** Called with every new token (minted, exchanged or refreshed). */
export type RefreshListener = (token: AccessToken, info: { kind: TokenKind }) => void;

/** A minimal listener list (no `node:events`, so it runs in browsers). A throwing listener is reported, not fatal. */
export class TokenEvents {
  readonly #listeners = new Set<RefreshListener>();

  add(listener: RefreshListener): void {
    this.#listeners.add(listener);
  }

  remove(listener: RefreshListener): void {
    this.#listeners.delete(listener);
  }

  emit(token: AccessToken, onListenerError: (error: unknown) => void): void {
    for (const listener of this.#listeners) {
      try {
        listener(token, { kind: token.kind });
      } catch (error) {
        onListenerError(error);
      }
    }
  }
}
