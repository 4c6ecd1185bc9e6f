import { TRADING_CALLS, XML_LIFECYCLE } from 'baykit';
import { XML_SERVICE_TABLE } from '@baykit/spec';
import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import {
  authenticateCaller,
  checkAccountSignature,
  checkCompatibilityLevel,
  dispatch,
  fail,
  readRequest,
  signIn,
  SIGN_IN_CALLS,
  type TradingRequest,
  type TradingRoute,
} from './trading-steps.js';
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
import { STORE_CALLS } from './trading-store.js';
import { IDENTITY_CALLS } from './trading-identity.js';
import { SETTINGS_CALLS } from './trading-settings.js';
import { DETAILS_CALLS } from './trading-details.js';

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

/** Every known Trading call's route, by call name. */
const TRADING_ROUTES: ReadonlyMap<string, TradingRoute> = new Map(
  TRADING_CALLS.map((call) => [
    call,
    {
      call,
      retired: XML_LIFECYCLE[`trading.${call}`]?.status === 'decommissioned',
      signIn: KEY_AUTHENTICATED.has(call) ? SIGN_IN_CALLS[call] : undefined,
      handler: TRADING_HANDLERS[call],
    },
  ]),
);

/** Error 2 for a call eBay does not know, or one it retired (unless `serveRetired`); else the call's route. */
function routeOf(t: TradingRequest): TradingRoute | Response {
  const route = TRADING_ROUTES.get(t.call);
  if (route && !(route.retired && !t.ctx.serveRetired)) return route;
  return fail(t, {
    code: '2',
    shortMessage: 'Unsupported API call.',
    longMessage: `The API call "${t.call}" is invalid or not supported in this release.`,
  });
}

/**
 * Answers a Trading request, in eBay's order: the call name, the compatibility level, the body (its schema errors
 * wait for the credentials), then sign-in calls by the app's keys, every other call by its token, GetAccount's
 * signature, and the call itself.
 */
export async function handleTrading(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  const t: TradingRequest = { req, ctx, call: req.headers.get('x-ebay-api-call-name') ?? '', now: ctx.clock.now() };
  const route = routeOf(t);
  if (route instanceof Response) return route;
  const incompatible = checkCompatibilityLevel(t);
  if (incompatible) return incompatible;
  const read = await readRequest(t);
  if (read instanceof Response) return read;
  if (route.signIn) return signIn(read, route.signIn);
  const caller = authenticateCaller(read);
  if (caller instanceof Response) return caller;
  return (await checkAccountSignature(read)) ?? dispatch(read, route, caller);
}
