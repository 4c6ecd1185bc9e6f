import type { AccessToken, TokenKind } from './token.js';

/** Called with every new token (minted, exchanged or refreshed). */
export type RefreshListener = (token: AccessToken, info: { kind: TokenKind }) => void;
