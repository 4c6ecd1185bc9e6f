/**
 * What kind of difference between an exchange and its contract: a field the contract lacks, one it requires that is
 * missing, a value of the wrong type or outside its enumeration (or another of the contract's limits), a status or an
 * error id the contract does not list, an operation the contract does not know, or a body that could not be read.
 */
export type DriftKind =
  | 'unknown-field'
  | 'missing-field'
  | 'wrong-type'
  | 'unknown-value'
  | 'invalid-value'
  | 'unlisted-status'
  | 'unlisted-error-id'
  | 'unknown-operation'
  | 'unreadable-body';

/** One difference between an exchange and the contract, at the place where it can be acted on. */
export interface Drift {
  /** `sell.inventory.createOffer`, `trading.GetItem`, or `METHOD /path` for an operation no contract knows. */
  readonly operation: string;
  /** Whether the request (what the app sent) or the response (what eBay answered) departs from the contract. */
  readonly side: 'request' | 'response';
  readonly kind: DriftKind;
  /**
   * Where: `body.product.title`, `body.items[0].price` (JSON), `body.Item.Title` (XML, below `<Call>Request` or
   * `<Call>Response`), `query.limit`, `status`, `errors[0].errorId`; empty for the whole exchange.
   */
  readonly path: string;
  /** One sentence saying what differs. */
  readonly detail: string;
}

/** One drift as one line: operation, side, kind, path and detail, separated by two spaces. */
export function formatDrift(drift: Drift): string {
  return [drift.operation, drift.side, drift.kind, drift.path || '-', drift.detail].join('  ');
}
