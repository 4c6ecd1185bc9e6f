/**
 * The ids a `Location` header names, read against the catalog's REST path templates: eBay answers some creates
 * with the new record's URL and no body (Marketing `createCampaign`, Fulfillment `createShippingFulfillment`), and
 * the template that matches the URL's path says what each segment is
 * (`/sell/fulfillment/v1/order/{orderId}/shipping_fulfillment/{fulfillmentId}`). Pairs of name and value; none when
 * no template matches.
 */
export function idsInLocation(location: string, paths: readonly string[]): [string, string][] {
  let segments: string[];
  try {
    segments = new URL(location, 'http://location.invalid').pathname.split('/').filter(Boolean);
  } catch {
    return [];
  }
  let best: { literals: number; ids: [string, string][] } | undefined;
  for (const path of paths) {
    const match = matchTemplate(path, segments);
    if (match && (!best || match.literals > best.literals)) best = match;
  }
  return best?.ids ?? [];
}

/** The ids of `segments` under `template`, and how many literal segments matched (more: a closer template). */
function matchTemplate(
  template: string,
  segments: readonly string[],
): { literals: number; ids: [string, string][] } | undefined {
  const parts = template.split('/').filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  const ids: [string, string][] = [];
  let literals = 0;
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    const placeholder = /^\{(.+)\}$/.exec(part)?.[1];
    if (placeholder === undefined) {
      if (part !== segment) return undefined;
      literals++;
      continue;
    }
    try {
      ids.push([placeholder, decodeURIComponent(segment)]);
    } catch {
      return undefined;
    }
  }
  return ids.length > 0 ? { literals, ids } : undefined;
}
