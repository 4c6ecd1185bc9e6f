import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import { authenticateIaf } from '../oauth/index.js';
import { eblResponse, type XmlFailure } from './envelope.js';
import { shoppingItem } from './item-render.js';
import { findListing } from '../flows/listings.js';
import { list, readXmlRequest, text } from './request-body.js';

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

/**
 * Answers a Shopping request (historical API): the application IAF token, then `GetSingleItem` (one `ItemID`) and
 * `GetMultipleItems` (the first 20 `ItemID`s; unknown ids are warnings) over the Browse catalog. Other calls answer
 * an empty success.
 */
export async function handleShopping(req: EmulatorRequest, ctx: EmulatorContext): Promise<Response> {
  const now = ctx.clock.now();
  const call = req.headers.get('x-ebay-api-call-name') ?? 'Unknown';
  const iaf = req.headers.get('x-ebay-api-iaf-token');
  if (!iaf)
    return eblResponse(call, now, {}, [
      {
        code: '1.33',
        shortMessage: 'Token not available in request.',
        longMessage: 'Token not available in request. Please specify a valid token as HTTP header.',
      },
    ]);
  const checked = authenticateIaf(iaf, ctx, { grant: 'auto' });
  if (!checked.ok)
    return eblResponse(call, now, {}, [
      { code: '1.32', shortMessage: 'Invalid token. Please specify a valid token as HTTP header.' },
    ]);
  const body = await readXmlRequest(req, call, ctx.xmlParser);
  if (!body) return eblResponse(call, now, {}, [{ code: '10.1', shortMessage: 'Please specify a query!' }]);
  const ids = list(body.fields.ItemID).map(text).filter(Boolean);
  const item = (id: string): Record<string, unknown> | undefined => {
    const listing = findListing(ctx, id);
    return listing && shoppingItem(ctx, listing);
  };
  switch (call) {
    case 'GetSingleItem': {
      const id = ids[0];
      if (!id) return eblResponse(call, now, {}, [{ code: '10.1', shortMessage: 'Please specify a query!' }]);
      const found = item(id);
      return found ? eblResponse(call, now, { Item: found }) : eblResponse(call, now, {}, [invalidItem(id, 'Error')]);
    }
    case 'GetMultipleItems': {
      if (ids.length === 0)
        return eblResponse(call, now, {}, [{ code: '10.1', shortMessage: 'Please specify a query!' }]);
      // eBay answers at most 20 items per call.
      const found = ids
        .slice(0, 20)
        .map(item)
        .filter((i): i is Record<string, unknown> => i !== undefined);
      const missing = ids.slice(0, 20).filter((id) => !findListing(ctx, id));
      if (found.length === 0)
        return eblResponse(
          call,
          now,
          {},
          missing.map((id) => invalidItem(id, 'Error')),
        );
      return eblResponse(
        call,
        now,
        { Item: found },
        missing.map((id) => invalidItem(id, 'Warning')),
      );
    }
    case 'GeteBayTime':
    default:
      return eblResponse(call, now, {});
  }
}
