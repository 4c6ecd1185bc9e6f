import type { EmulatorContext } from '../context.js';
import type { AppRegistration } from '../types.js';
import { authStoreOf } from './auth-store.js';
import { invalidInput, xmlError, type XmlError, type XmlFailure } from './xml-error.js';

/** The answer of a token call: the response fields, or one `<Errors>` entry. */
export type XmlCallResult<Fields> = { ok: true; fields: Fields } | XmlFailure;

// Type aliases, not interfaces, so the fields are assignable to `Record<string, unknown>` for the serialiser.
/** GetSessionID's response fields. */
export type GetSessionIdFields = {
  SessionID: string;
};

/** FetchToken's response fields. */
export type FetchTokenFields = {
  eBayAuthToken: string;
  /** xs:dateTime, e.g. `2027-05-28T19:27:54.000Z`. */
  HardExpirationTime: string;
};

/** The result of checking the key headers: the app, or the error entry to answer with. */
export type KeyHeadersCheck = { ok: true; app: AppRegistration; appId: string } | { ok: false; failure: XmlError };

function failed(error: XmlError): XmlFailure {
  return { ok: false, ...error };
}

/**
 * The three key headers token calls are authenticated by (docs/ebay-facts.md#session-and-sign-in-flow, #trading-headers): App ID, Dev ID and
 * Cert ID must be one registered app's. Error codes: 127 for the app name [M: DTS issue text, third-party
 * code tables], 124 for the developer name [M: eBay SDK samples' retry lists], 131 for the certificate
 * [L: one third-party table]; the long messages are written here in eBay's pattern, not captured.
 */
export function checkKeyHeaders(ctx: EmulatorContext, headers: Headers): KeyHeadersCheck {
  const appId = headers.get('x-ebay-api-app-name') ?? '';
  const app = ctx.apps.get(appId);
  if (!app) return { ok: false, failure: invalidApplication(appId) };
  const devId = headers.get('x-ebay-api-dev-name') ?? '';
  if (devId !== app.devId)
    return { ok: false, failure: xmlError('124', 'Developer name invalid.', `API developer "${devId}" invalid.`) };
  // The cert id is a secret: never echo it back.
  if (headers.get('x-ebay-api-cert-name') !== app.certId) {
    const long = `The certificate in X-EBAY-API-CERT-NAME does not belong to application "${appId}".`;
    return { ok: false, failure: xmlError('131', 'Application certificate invalid.', long) };
  }
  return { ok: true, app, appId: app.appId };
}

/**
 * GetSessionID: a new 40-character SessionID, valid 5 minutes (docs/ebay-facts.md#session-and-sign-in-flow). The RuName must be the
 * app's; a wrong one gets error 37 on the RuName tag (eBay's own code for it was not found).
 */
export function getSessionId(
  ctx: EmulatorContext,
  request: { appId: string; ruName: string | undefined },
): XmlCallResult<GetSessionIdFields> {
  const app = ctx.apps.get(request.appId);
  if (!app) return failed(invalidApplication(request.appId));
  if (!request.ruName || request.ruName !== app.ruName) return failed(invalidInput('RuName'));
  const session = authStoreOf(ctx).createSession(app.appId, app.ruName);
  return { ok: true, fields: { SessionID: session.sessionId } };
}

/**
 * FetchToken: the classic token of a signed-in session. Error codes [M, third-party code that handles them]:
 * 21916017 while the user has not finished signing in, 21916016 for an unknown or expired SessionID.
 */
export function fetchToken(
  ctx: EmulatorContext,
  request: { appId: string; sessionId: string | undefined },
): XmlCallResult<FetchTokenFields> {
  if (!request.sessionId) return failed(invalidInput('SessionID'));
  const fetched = authStoreOf(ctx).fetchClassicToken(request.sessionId, request.appId);
  if (fetched.ok) {
    return {
      ok: true,
      fields: {
        eBayAuthToken: fetched.token.token,
        HardExpirationTime: new Date(fetched.token.hardExpiresAt).toISOString(),
      },
    };
  }
  return failed(fetched.reason === 'not-signed-in' ? notSignedIn() : invalidSession());
}

/** ConfirmIdentity's response fields. */
export type ConfirmIdentityFields = {
  UserID: string;
};

/**
 * ConfirmIdentity: who signed in to a session of this app (the IDVerification consent flow), authenticated like
 * GetSessionID and FetchToken by the app's keys, not a token
 * (https://developer.ebay.com/devzone/xml/docs/reference/ebay/ConfirmIdentity.html). The session errors are
 * FetchToken's: 21916017 before the user signed in, 21916016 for an unknown, expired or another app's session.
 */
export function confirmIdentity(
  ctx: EmulatorContext,
  request: { appId: string; sessionId: string | undefined },
): XmlCallResult<ConfirmIdentityFields> {
  if (!request.sessionId) return failed(invalidInput('SessionID'));
  const found = authStoreOf(ctx).session(request.sessionId);
  if (!found.ok || found.session.appId !== request.appId) return failed(invalidSession());
  if (found.session.user === undefined) return failed(notSignedIn());
  return { ok: true, fields: { UserID: found.session.user } };
}

function notSignedIn(): XmlError {
  return xmlError(
    '21916017',
    'Sign-in not completed.',
    'The user has not yet signed in and agreed for this SessionID. Send the user to the sign-in URL first.',
  );
}

function invalidSession(): XmlError {
  return xmlError(
    '21916016',
    'Invalid SessionID.',
    'The SessionID is unknown, expired, or was issued to another application.',
  );
}

function invalidApplication(appId: string): XmlError {
  return xmlError('127', 'Application name invalid.', `API application "${appId}" invalid.`);
}
