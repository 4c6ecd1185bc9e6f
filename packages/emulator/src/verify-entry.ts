// @baykit/emulator/verify: replays a cassette against a fresh emulator and measures how far its answers are from the
// recorded ones (docs/cassettes.md#verify); what `baykit emulator verify` runs.
export { verifyCassette, type VerifyOptions } from './verify/verify.js';
export { SCORE_WEIGHTS } from './verify/compare.js';
export type {
  DifferenceKind,
  ExchangeScores,
  ExchangeVerdict,
  VerifyDifference,
  VerifyReport,
} from './verify/types.js';
