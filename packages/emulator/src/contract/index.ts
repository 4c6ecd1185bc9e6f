// @baykit/emulator/contract: checks HTTP exchanges against eBay's contracts (docs/architecture.md#the-contract-check),
// for `baykit proxy` and tests; the emulator's own validations underneath, without the emulator.
export { ContractChecker, type ContractCheck } from './checker.js';
export { formatDrift, type Drift, type DriftKind } from './drift.js';
export type { ExchangeToCheck, MessageBody } from './exchange.js';
export type { IdentifiedOperation } from './identify.js';
