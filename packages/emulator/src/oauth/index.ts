// The emulator's OAuth 2.0 and Auth'n'Auth: token store, token endpoint, consent and sign-in pages, the
// Trading token calls, and request authentication. Named exports only, so the surface shows in a diff.
export {
  AUTHORIZATION_CODE_TTL_SECONDS,
  CLASSIC_TOKEN_TTL_SECONDS,
  DEFAULT_TEST_USER,
  MemoryAuthStore,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  SIGNED_IN_SESSION_TTL_SECONDS,
  authStoreOf,
  type AuthSessionInfo,
  type AuthorizationCodeInfo,
  type ClassicTokenCheck,
  type ClassicTokenFetch,
  type ClassicTokenInfo,
  type MemoryAuthStoreOptions,
  type RefreshTokenInfo,
  type SessionLookup,
  type UserGrant,
} from './auth-store.js';
export {
  authenticateClassic,
  authenticateIaf,
  authenticateRest,
  type AuthNeed,
  type RestAuthResult,
} from './authenticate.js';
export { approveConsent, handleAuthorize, readConsentRequest, type ConsentRequest } from './consent.js';
export { parseScopes } from './scopes.js';
export { handleSignIn, signInSession, type SignInResult } from './sign-in.js';
export { handleToken } from './token-endpoint.js';
export { type XmlError, type XmlFailure } from './xml-error.js';
export {
  checkKeyHeaders,
  confirmIdentity,
  fetchToken,
  getSessionId,
  type ConfirmIdentityFields,
  type FetchTokenFields,
  type GetSessionIdFields,
  type KeyHeadersCheck,
  type XmlCallResult,
} from './xml-token-calls.js';
