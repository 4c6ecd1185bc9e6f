/** What eBay did to a REST operation, as lifecycle.json of the specs records it. */
export interface OperationRetirement {
  readonly status: string;
  /** `YYYY-MM-DD` or `YYYY-MM`. */
  readonly date?: string;
  /** What to use instead: a method path such as `buy.orderV2.getGuestCheckoutSession`, or words. */
  readonly replacement?: string;
}

/**
 * The sentence of a retired, renamed or moved REST operation's error or warning: what happened, when, what to use
 * instead. `name` is the method path (`buy.order.getGuestCheckoutSession`); `contract` names the API's current
 * contract (`Buy Order API v1_beta.20.0`), the one a removed operation is absent from. codegen uses it, and the
 * client's table decoder writes it for the tables codegen leaves the sentences out of, so the wording lives here once.
 */
export function operationLifecycleMessage(name: string, contract: string, entry: OperationRetirement): string {
  const instead = entry.replacement ? ` Use ${entry.replacement} instead.` : '';
  switch (entry.status) {
    case 'decommissioned':
      return `eBay decommissioned ${name}${entry.date ? ` on ${entry.date}` : ''}; it fails at eBay.${instead}`;
    case 'deprecated':
      return `eBay deprecated ${name}${entry.date ? `; it ends on ${entry.date}` : ''}.${instead}`;
    case 'removed':
      return `${name} is not in eBay's current contract (${contract}); it may fail at eBay.${instead}`;
    case 'renamed':
    case 'moved':
      return `${name} ${entry.status === 'moved' ? 'moved' : 'was renamed'}: it is now ${entry.replacement}, which this method calls. Call ${entry.replacement} directly.`;
    default:
      return name;
  }
}
