import { restCatalog } from 'baykit';
import { jsonResponse } from '../../json-response.js';
import type { RestCall } from '../../rest/flow.js';
import { createdStatus, givesLocation } from '../../rest/operation-info.js';

/**
 * The answer of a Post-Order create, as its contract says (the catalog, with codegen's `post-order-created`
 * overlay): createInquiry answers 201 with the new inquiry's URL in `Location`; the creates whose pages document
 * neither answer 200 without one. `read` names the operation that reads the new record back and its path values,
 * so `Location` is exactly the URL that GETs it.
 */
export function createdAnswer(
  call: RestCall,
  body: Record<string, unknown>,
  read: { operation: string; params: Readonly<Record<string, string>> },
): Response {
  const { api, id } = call.spec;
  const status = createdStatus(api, id);
  if (!givesLocation(api, id)) return jsonResponse(body, { status });
  const path = restCatalog[api]?.[read.operation]?.path;
  if (!path) throw new Error(`createdAnswer: ${api} has no operation ${read.operation}`);
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(read.params[name] ?? ''));
  return jsonResponse(body, { status, headers: { location: `${call.ctx.origin}${url}` } });
}
