import { TRADING_CALLS, XML_LIFECYCLE } from 'baykit';
import { XML_SERVICE_TABLE } from '@baykit/spec';
import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import {
  DEFAULT_TEST_USER,
  authenticateClassic,
  authenticateIaf,
  checkKeyHeaders,
  confirmIdentity,
  fetchToken,
  getSessionId,
} from '../oauth/index.js';
import { checkEbaySignature } from '../keys/index.js';
import { CREATED_OUT_OF_RANGE } from '../keys/signature-errors.js';
import { eblResponse, type XmlFailure } from './envelope.js';
import { readXmlRequest } from './request-body.js';
import { tradingSchema, validateTradingRequest } from './trading-validate.js';
import {
  getAccount,
  getCategories,
  geteBayOfficialTime,
  getUser,
  uploadSiteHostedPictures,
} from './trading-account.js';
import type { TradingCall } from './trading-call.js';
import { getNotificationPreferences, setNotificationPreferences } from './platform-notifications.js';
import {
  addFixedPriceItem,
  addItem,
  addItems,
  getItem,
  relistItem,
  verifyAddFixedPriceItem,
} from './trading-listings.js';
import { getOrders } from './trading-orders.js';
import { endItem, reviseInventoryStatus, reviseItem } from './trading-revise.js';
import { getItemTransactions, getSellerTransactions } from './trading-transactions.js';
import { getMyeBaySelling, getSellerList } from './trading-selling.js';
import { ORDER_ACTION_CALLS } from './trading-order-actions.js';
import { FEEDBACK_CALLS } from './trading-feedback.js';
import { MESSAGE_CALLS } from './trading-messages.js';
import { LISTING_EXTRA_CALLS } from './trading-listing-extras.js';
import { BUYING_CALLS } from './trading-buying.js';
import { EMULATION_HEADER } from '../resources/flow.js';
import { STORE_CALLS } from './trading-store.js';
import { IDENTITY_CALLS } from './trading-identity.js';
import { SETTINGS_CALLS } from './trading-settings.js';
import { DETAILS_CALLS } from './trading-details.js';

const KNOWN_TRADING = new Set<string>(TRADING_CALLS);
/** The calls authenticated by the app's key headers, not a token (`@baykit/spec`'s XML services table). */
const KEY_AUTHENTICATED = new Set<string>(XML_SERVICE_TABLE.trading.calls.keys);

/** The Trading calls the emulator answers with data; other known calls answer an empty success. */
export const TRADING_HANDLERS: Readonly<Record<string, TradingCall>> = {
  GetItem: getItem,
  GetMyeBaySelling: getMyeBaySelling,
  GetSellerList: getSellerList,
  GetOrders: getOrders,
  GetItemTransactions: getItemTransactions,
  GetSellerTransactions: getSellerTransactions,
  AddFixedPriceItem: addFixedPriceItem,
  VerifyAddFixedPriceItem: verifyAddFixedPriceItem,
  AddItem: addItem,
  AddItems: addItems,
  ReviseFixedPriceItem: reviseItem,
  ReviseItem: reviseItem,
  ReviseInventoryStatus: reviseInventoryStatus,
  EndFixedPriceItem: endItem,
  EndItem: endItem,
  RelistFixedPriceItem: relistItem,
  RelistItem: relistItem,
  GetCategories: getCategories,
  GetUser: getUser,
  GetAccount: getAccount,
  GeteBayOfficialTime: geteBayOfficialTime,
  SetNotificationPreferences: setNotificationPreferences,
  GetNotificationPreferences: getNotificationPreferences,
  UploadSiteHostedPictures: uploadSiteHostedPictures,
  ...STORE_CALLS,
  ...IDENTITY_CALLS,
  ...SETTINGS_CALLS,
  ...DETAILS_CALLS,
  ...ORDER_ACTION_CALLS,
  ...FEEDBACK_CALLS,
  ...MESSAGE_CALLS,
  ...LISTING_EXTRA_CALLS,
  ...BUYING_CALLS,
};

/**
 * Answers a Trading request: call name and compatibility checks, the key-authenticated calls of the sign-in flow
 * (GetSessionID, FetchToken, ConfirmIdentity), then the
 * classic token (`RequesterCredentials`) or the OAuth user token (`X-EBAY-API-IAF-TOKEN`), GetAccount's
 * signature, and the call itself.
 */
export async function handleTrading(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  const now = ctx.clock.now();
  const call = req.headers.get('x-ebay-api-call-name') ?? '';
  const fail = (...failures: XmlFailure[]): Response => eblResponse(call || 'Unknown', now, {}, failures);
  const retired = XML_LIFECYCLE[`trading.${call}`]?.status === 'decommissioned' && !ctx.serveRetired;
  if (!KNOWN_TRADING.has(call) || retired) {
    return fail({
      code: '2',
      shortMessage: 'Unsupported API call.',
      longMessage: `The API call "${call}" is invalid or not supported in this release.`,
    });
  }
  if (!req.headers.get('x-ebay-api-compatibility-level')) {
    return fail({
      code: '10012',
      shortMessage: 'Invalid value for header "X-EBAY-API-COMPATIBILITY-LEVEL".',
      parameters: ['X-EBAY-API-COMPATIBILITY-LEVEL', '(null)'],
    });
  }
  const body = await readXmlRequest(req, call, ctx.xmlParser);
  if (!body) return fail({ code: '5', shortMessage: 'XML Parse error.' });
  const { fields } = body;
  // Checked against eBay's schema and the call's required fields; refused after the credentials are (trading-validate.ts).
  const { errors, warnings } = validateTradingRequest(await tradingSchema(), call, fields);

  // The three calls of the sign-in flow are authenticated by the app's keys, not a token.
  if (KEY_AUTHENTICATED.has(call)) {
    const keys = checkKeyHeaders(ctx, req.headers);
    if (!keys.ok) return fail(keys.failure);
    if (errors.length) return fail(...errors, ...warnings);
    const session = { appId: keys.appId, sessionId: String(fields.SessionID ?? '') };
    const result =
      call === 'GetSessionID'
        ? getSessionId(ctx, { appId: keys.appId, ruName: String(fields.RuName ?? '') })
        : call === 'FetchToken'
          ? fetchToken(ctx, session)
          : confirmIdentity(ctx, session);
    return result.ok ? eblResponse(call, now, result.fields, warnings) : fail(result, ...warnings);
  }

  const credentials = fields.RequesterCredentials as { eBayAuthToken?: unknown } | undefined;
  const iaf = req.headers.get('x-ebay-api-iaf-token');
  let user: string;
  let token: string;
  let appId: string;
  if (typeof credentials?.eBayAuthToken === 'string') {
    const classic = authenticateClassic(credentials.eBayAuthToken, ctx);
    if (!classic.ok) return fail(classic.failure);
    user = classic.token.user;
    token = classic.token.token;
    appId = classic.token.appId;
  } else if (iaf) {
    const checked = authenticateIaf(iaf, ctx, { grant: 'user' });
    if (!checked.ok) return fail(checked.failure);
    user = checked.token.user ?? DEFAULT_TEST_USER;
    token = checked.token.token;
    appId = checked.token.appId;
  } else {
    return fail({ code: '930', shortMessage: 'Token not available in request.' });
  }
  // Unsigned GetAccount calls stay allowed (only EU/UK sellers must sign); a signature that is present must verify.
  if (call === 'GetAccount' && req.headers.has('signature')) {
    const rejected = await checkEbaySignature(
      { method: req.method, url: req.url.toString(), headers: req.headers, body: await req.bytes() },
      { masterKeys: [ctx.masterKey], nowSeconds: Math.floor(now / 1000) },
    );
    // What differs goes where the XML services put details: the long message and the error parameters.
    if (rejected)
      return fail({
        code: String(rejected.errorId),
        shortMessage: rejected.errorId === 215114 ? CREATED_OUT_OF_RANGE : 'Signature validation failed',
        longMessage: rejected.reason,
        parameters: rejected.component ? [rejected.component] : [],
      });
  }
  if (errors.length) return fail(...errors, ...warnings);
  const handler = TRADING_HANDLERS[call];
  if (!handler) {
    // A call the emulator does not model yet: an empty Success, marked as not from state.
    const empty = eblResponse(call, now, {}, warnings);
    empty.headers.set(EMULATION_HEADER, 'sample');
    return empty;
  }
  const siteId = req.headers.get('x-ebay-api-siteid') ?? '0';
  const result = handler({
    ctx,
    fields,
    user,
    token,
    appId,
    now,
    siteId,
    ...(body.attachment ? { attachment: body.attachment } : {}),
  });
  if (!result.ok) return fail(...result.failures, ...warnings);
  return eblResponse(call, now, result.fields, warnings);
}
