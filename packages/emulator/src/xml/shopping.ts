import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import { authenticateIaf } from '../oauth/index.js';
import { eblResponse, type XmlFailure } from './envelope.js';
import { shoppingItem } from './item-render.js';
import { shoppingUserProfile as userProfile } from './member-render.js';
import { findListing } from '../flows/listings.js';
import { list, readXmlRequest, text } from './request-body.js';
import { answerFormat, CALL_NAME, nameValueFields, serviceParams } from './url-form.js';

/** Shopping's answer to an unknown item id (error 10.12). */
function invalidItem(itemId: string, severity: 'Error' | 'Warning'): XmlFailure {
  return {
    code: '10.12',
    shortMessage: 'Invalid item ID.',
    longMessage: `Invalid item ID "${itemId}".`,
    severity,
    parameters: [itemId],
  };
}

/** Shopping's service parameters in its GET form; every other parameter is a call field. */
const SHOPPING_PARAMS = new Set([
  'CALLNAME',
  'APPID',
  'VERSION',
  'SITEID',
  'RESPONSEENCODING',
  'REQUESTENCODING',
  'TRACKINGID',
  'TRACKINGPARTNERCODE',
  'AFFILIATEUSERID',
]);

/**
 * Answers a Shopping request (historical API), as an XML POST or in its GET form
 * (`/shopping?callname=GetSingleItem&version=…&responseencoding=JSON&ItemID=…`), answered in XML or, with
 * `responseencoding=JSON`, in Shopping's JSON. The application IAF token comes in `X-EBAY-API-IAF-TOKEN` either way: eBay
 * stopped taking `appid` in its place in 2021 (docs/ebay-facts.md#retired-services). Then `GetSingleItem` (one `ItemID`)
 * and `GetMultipleItems` (the first 20 `ItemID`s, repeated or comma-separated; unknown ids are warnings) over the Browse
 * catalog, and `GetUserProfile` (`UserID`; `IncludeSelector` FeedbackHistory) from the member's one feedback profile.
 * Other calls answer an empty success.
 */
export async function handleShopping(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  const now = ctx.clock.now();
  const params = serviceParams(req);
  const named = params.get('CALLNAME') ?? req.headers.get('x-ebay-api-call-name') ?? '';
  const call = CALL_NAME.test(named) ? named : 'Unknown';
  const format = answerFormat(req, params.get('RESPONSEENCODING'), 'x-ebay-api-response-encoding');
  const answer = (fields: Record<string, unknown>, failures: XmlFailure[] = []): Response =>
    eblResponse(call, now, fields, failures, format);
  const iaf = req.headers.get('x-ebay-api-iaf-token');
  if (!iaf)
    return answer({}, [
      {
        code: '1.33',
        shortMessage: 'Token not available in request.',
        longMessage: 'Token not available in request. Please specify a valid token as HTTP header.',
      },
    ]);
  const checked = authenticateIaf(iaf, ctx, { grant: 'auto' });
  if (!checked.ok)
    return answer({}, [{ code: '1.32', shortMessage: 'Invalid token. Please specify a valid token as HTTP header.' }]);
  const fields =
    req.method === 'GET'
      ? nameValueFields(req.url.searchParams, (name) => SHOPPING_PARAMS.has(name))
      : (await readXmlRequest(req, call, ctx.xmlParser))?.fields;
  if (!fields) return answer({}, [{ code: '10.1', shortMessage: 'Please specify a query!' }]);
  const ids = list(fields.ItemID)
    .flatMap((id) => text(id).split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  const item = (id: string): Record<string, unknown> | undefined => {
    const listing = findListing(ctx, id);
    return listing && shoppingItem(ctx, listing);
  };
  switch (call) {
    case 'GetSingleItem': {
      const id = ids[0];
      if (!id) return answer({}, [{ code: '10.1', shortMessage: 'Please specify a query!' }]);
      const found = item(id);
      return found ? answer({ Item: found }) : answer({}, [invalidItem(id, 'Error')]);
    }
    case 'GetMultipleItems': {
      if (ids.length === 0) return answer({}, [{ code: '10.1', shortMessage: 'Please specify a query!' }]);
      // eBay answers at most 20 items per call.
      const found = ids
        .slice(0, 20)
        .map(item)
        .filter((i): i is Record<string, unknown> => i !== undefined);
      const missing = ids.slice(0, 20).filter((id) => !findListing(ctx, id));
      if (found.length === 0)
        return answer(
          {},
          missing.map((id) => invalidItem(id, 'Error')),
        );
      return answer(
        { Item: found },
        missing.map((id) => invalidItem(id, 'Warning')),
      );
    }
    case 'GetUserProfile': {
      const userId = text(fields.UserID);
      if (!userId) return answer({}, [{ code: '10.1', shortMessage: 'Please specify a query!' }]);
      const selectors = new Set(list(fields.IncludeSelector).flatMap((s) => text(s).split(',')));
      return answer(userProfile(ctx, userId, selectors.has('FeedbackHistory')));
    }
    case 'GeteBayTime':
    default:
      return answer({});
  }
}
