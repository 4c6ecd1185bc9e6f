import { XML_PATHS as SERVICE_PATHS } from '@baykit/spec';
import { XML_LIFECYCLE, type XmlServiceName } from 'baykit';
import { unknownRoute } from '../errors.js';
import type { EmulatorContext } from '../context.js';
import type { EmulatorRequest } from '../request.js';
import { handleClientAlerts } from './client-alerts.js';
import { multipartBoundary } from './request-body.js';
import { handleSoa } from './finding.js';
import { handleShopping } from './shopping.js';
import { handleTrading } from './trading-calls.js';

/** Paths of the XML services on the emulator (the production paths, from @baykit/spec's XML services table). */
export const XML_PATHS: Readonly<Record<string, XmlServiceName>> = Object.fromEntries(
  Object.entries(SERVICE_PATHS).map(([service, path]) => [path, service as XmlServiceName]),
);

/**
 * Answers an XML service request (Trading, Shopping, Finding, Merchandising, Client Alerts) over the same state
 * as the REST flows: listings are Browse catalog items, ItemID is the item's `legacyItemId`.
 */
export async function handleXml(
  service: XmlServiceName,
  req: EmulatorRequest,
  ctx: EmulatorContext,
): Promise<Response> {
  // A decommissioned service is no longer routed at eBay (Trading's retired calls: trading-calls.ts).
  if (XML_LIFECYCLE[service]?.status === 'decommissioned' && !ctx.serveRetired)
    return unknownRoute(req.method, req.path);
  // A multipart call carries a file (UploadSiteHostedPictures): the body may be as large as an upload.
  if (multipartBoundary(req)) req.acceptUpload();
  switch (service) {
    case 'trading':
      return handleTrading(req, ctx);
    case 'shopping':
      return handleShopping(req, ctx);
    case 'finding':
    case 'merchandising':
      return handleSoa(service, req, ctx);
    case 'clientAlerts':
      return handleClientAlerts(req, ctx);
  }
}
