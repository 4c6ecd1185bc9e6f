import { tradingSchema } from '../xml/trading-validate.js';
import type { Drift } from './drift.js';
import type { ExchangeToCheck } from './exchange.js';
import { OperationIdentifier, type IdentifiedOperation } from './identify.js';
import { checkRestExchange } from './rest-check.js';
import { StrictSchemaValidator } from './strict-validator.js';
import { checkTradingExchange } from './trading-check.js';

/** What checking one exchange found: its operation (when a contract knows it) and the differences. */
export interface ContractCheck {
  /** `sell.inventory.createOffer`, `trading.GetItem`, `identity.oauth2.token`; absent for an unknown operation. */
  readonly operation?: string;
  readonly drift: readonly Drift[];
}

/** Where relative URLs of an exchange are read against: only their path and query matter. */
const ANY_ORIGIN = 'http://contract.invalid';

/**
 * Checks HTTP exchanges against eBay's contracts as @baykit/spec holds them (docs/architecture.md#the-contract-check):
 * REST calls against their operation's request and response schemas, statuses and error ids; Trading calls against
 * Trading's schema. One per program (a proxy, a test, a replay); it compiles what it needs on first use and keeps it.
 */
export class ContractChecker {
  readonly #identifier = new OperationIdentifier();
  readonly #schemas = new StrictSchemaValidator();

  /** The operation a request is a call of, or undefined when no contract knows it. */
  identify(request: ExchangeToCheck['request']): IdentifiedOperation | undefined {
    return this.#identifier.identify({ ...request, url: new URL(request.url, ANY_ORIGIN) });
  }

  /** The differences between one exchange and its contract; one `unknown-operation` drift when none knows it. */
  async check(exchange: ExchangeToCheck): Promise<ContractCheck> {
    const url = new URL(exchange.request.url, ANY_ORIGIN);
    const found = this.#identifier.identify({ ...exchange.request, url });
    if (!found) {
      const operation = `${exchange.request.method.toUpperCase()} ${url.pathname}`;
      const detail = 'No operation of the contracts has this method and path.';
      return { drift: [{ operation, side: 'request', kind: 'unknown-operation', path: '', detail }] };
    }
    // The token endpoint is OAuth's (RFC 6749), not a contract of the catalog's: nothing to compare it with.
    if (found.kind === 'token') return { operation: found.name, drift: [] };
    if (found.kind === 'rest')
      return { operation: found.name, drift: checkRestExchange(found.spec, url, exchange, this.#schemas) };
    // The retired XML services (Shopping, Finding, …) have no schema baykit keeps.
    if (found.service !== 'trading') return { operation: found.name, drift: [] };
    return { operation: found.name, drift: checkTradingExchange(await tradingSchema(), found.call, exchange) };
  }
}
