import { BaykitError } from './baykit-error.js';

/** Missing or invalid configuration (environment, devId, ruName, siteId, …). The message says what to set. */
export class ConfigError extends BaykitError {
  override name = 'ConfigError';
}
