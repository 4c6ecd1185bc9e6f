import { DeprecatedApiError } from '../errors/deprecated-api-error.js';
import type { Logger } from './logger.js';

/** Where a REST operation or an XML call stands at eBay, when it is not simply active (generated from lifecycle.json). */
export interface Lifecycle {
  readonly status: 'deprecated' | 'removed' | 'decommissioned' | 'renamed' | 'moved';
  /** When eBay ended (or ends) it, `YYYY-MM-DD` or `YYYY-MM`. */
  readonly date?: string;
  /** What to use instead: a method path such as `sell.inventory.getInventoryLocation`, or words. */
  readonly replacement?: string;
  /** What happened, when, and what to use instead: the text of the error or warning. */
  readonly message: string;
}

/**
 * Before a call is sent: a decommissioned one is refused with `DeprecatedApiError` unless `allowRetired`; any
 * other lifecycle (and a decommissioned one sent anyway) logs its message once per client (`warned` is the
 * client's set of messages already logged).
 */
export function checkLifecycle(
  entry: Lifecycle,
  allowRetired: boolean,
  warned: Set<string>,
  log: Required<Pick<Logger, 'warn'>>,
): void {
  if (entry.status === 'decommissioned' && !allowRetired)
    throw new DeprecatedApiError(`${entry.message} To send it anyway, pass allowRetired: true.`, entry);
  if (warned.has(entry.message)) return;
  warned.add(entry.message);
  log.warn(entry.message);
}
