/** eBay's request id, from whichever header the area uses. */
export function requestIdFrom(headers: Readonly<Record<string, string>>): string | undefined {
  return headers['x-ebay-c-request-id'] ?? headers['x-ebay-request-id'] ?? headers['rlogid'];
}
