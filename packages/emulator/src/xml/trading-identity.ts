import { fulfillmentOrders } from '../flows/fulfillment/orders.js';
import { authStoreOf } from '../oauth/index.js';
import { getNotificationsUsage, unsubscribeUser } from './platform-notifications.js';
import { text } from './request-body.js';
import { invalidField, success, type TradingCall } from './trading-call.js';

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
 * GetUserContactDetails: the contact details of `ContactID` for the caller (`RequesterID`), when the two are the
 * buyer and the seller of an order of `ItemID` (the one order store); a buyer's details are the order's ship-to
 * name and region (eBay leaves out the street and email). Otherwise error 37 on the field at fault (eBay's own
 * code for "no relationship" was not found).
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
  if (!shared) return invalidField('ContactID');
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
