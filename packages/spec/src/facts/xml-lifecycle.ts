/** What eBay did to an XML call, as lifecycle.json of the specs records it. */
export interface XmlCallRetirement {
  readonly status: string;
  /** `YYYY-MM-DD` or `YYYY-MM`. */
  readonly date?: string;
  /** What to use instead: a method path or words. */
  readonly replacement?: string;
}

/**
 * The sentence of a retired XML call's error or warning: what eBay did, when, what to use instead. codegen writes
 * the calls' lifecycle table without it and the client's decoder builds it, so the wording lives here once.
 */
export function xmlCallLifecycleMessage(title: string, call: string, entry: XmlCallRetirement): string {
  const when = entry.date ? ` on ${entry.date}` : '';
  const instead = entry.replacement ? ` Use ${entry.replacement} instead.` : '';
  return `eBay ${entry.status} the ${title} call ${call}${when}; it fails at eBay.${instead}`;
}
