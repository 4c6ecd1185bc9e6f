import { fulfillmentOrders } from '../world/orders.js';
import { authStoreOf } from '../oauth/index.js';
import { getNotificationsUsage, unsubscribeUser } from './platform-notifications.js';
import { text } from './request-body.js';
import { failure, invalidField, success, type TradingCall, type TradingCallResult } from './trading-call.js';

// The calls about the caller's token and trading partners: GetTokenStatus and RevokeToken act on the token the
// call was made with (the emulator's token store); GetUserContactDetails answers only for a partner of an order.

/** GetTokenStatus: the call's token is `Active` (a revoked or expired one is refused before the call runs) until its expiry. */
export const getTokenStatus: TradingCall = ({ ctx, token }) => {
  const classic = authStoreOf(ctx).checkClassicToken(token);
  const oauth = ctx.state.auth.check(token);
  const expires = classic.ok ? classic.info.hardExpiresAt : oauth.ok ? oauth.info.expiresAt : undefined;
  return success({
    TokenStatus: {
      Status: 'Active',
      ...(expires === undefined ? {} : { ExpirationTime: new Date(expires).toISOString() }),
    },
  });
};

/**
 * RevokeToken: revokes the call's token, so that every later call with it is refused (932 for an Auth'n'Auth
 * token, 21917053 for an OAuth token); `UnsubscribeNotification` also turns off the user's platform events.
 */
export const revokeToken: TradingCall = ({ ctx, fields, user, token, appId }) => {
  authStoreOf(ctx).revoke(token);
  if (text(fields.UnsubscribeNotification) === 'true') unsubscribeUser(ctx, appId, user);
  return success({});
};

/**
 * eBay's answer to GetUserContactDetails when the caller and `ContactID` have no relationship on the item: error
 * 22173, the same text short and long, no parameters (eBay's knowledge base article 898 shows the answer).
 */
const notAuthorized = (): TradingCallResult =>
  failure({
    code: '22173',
    shortMessage: 'You are not authorized to make this API call.',
    longMessage: 'You are not authorized to make this API call.',
  });

/**
 * GetUserContactDetails: the contact details of `ContactID` for the caller (`RequesterID`), when the two are the
 * buyer and the seller of an order of `ItemID` (the one order store); a buyer's details are the order's ship-to
 * name and region (eBay leaves out the street and email). No such order: {@link notAuthorized}; a `RequesterID`
 * other than the caller: error 37 on it.
 */
export const getUserContactDetails: TradingCall = ({ ctx, fields, user }) => {
  const itemId = text(fields.ItemID);
  const contact = text(fields.ContactID);
  const requester = text(fields.RequesterID);
  if (!itemId) return invalidField('ItemID');
  if (!contact) return invalidField('ContactID');
  if (requester && requester !== user) return invalidField('RequesterID');
  const shared = fulfillmentOrders(ctx).find(
    (o) =>
      ((o.seller === user && o.buyer === contact) || (o.buyer === user && o.seller === contact)) &&
      o.lineItems.some((l) => l.legacyItemId === itemId),
  );
  if (!shared) return notAuthorized();
  const shipTo = shared.buyer === contact ? shared.shipTo : undefined;
  return success({
    UserID: contact,
    ...(shipTo
      ? {
          ContactAddress: {
            Name: shipTo.fullName,
            CityName: shipTo.city,
            ...(shipTo.stateOrProvince ? { StateOrProvince: shipTo.stateOrProvince } : {}),
            Country: shipTo.countryCode,
            PostalCode: shipTo.postalCode,
          },
        }
      : {}),
  });
};

/** The token, identity and notification usage calls, for `TRADING_HANDLERS` (ConfirmIdentity is a key-authenticated call in trading-calls.ts). */
export const IDENTITY_CALLS: Readonly<Record<string, TradingCall>> = {
  GetTokenStatus: getTokenStatus,
  RevokeToken: revokeToken,
  GetUserContactDetails: getUserContactDetails,
  GetNotificationsUsage: getNotificationsUsage,
};
