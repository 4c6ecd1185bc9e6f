// What `verifyCassette` reports: the `--json` output of `baykit emulator verify` (docs/cassettes.md#verify). Its
// `version` changes when a field changes meaning; fields may be added.

/** What differs between eBay's recorded answer and the emulator's. */
export type DifferenceKind =
  | 'status'
  | 'error-ids'
  | 'body-kind'
  | 'missing-field'
  | 'extra-field'
  | 'field-type'
  | 'value'
  | 'replay-failed'
  | 'needs-account-data';

/** One difference, at the exchange where it can be acted on. */
export interface VerifyDifference {
  /** The exchange's `seq` in the cassette. */
  seq: number;
  operation?: string;
  kind: DifferenceKind;
  /** The field (`offers[].offerId`; XML `GetItemResponse.Item.ItemID`), for field differences. */
  path?: string;
  /** What eBay answered: a status, error ids, a type or a value. */
  recorded?: unknown;
  /** What the emulator answered. */
  emulator?: unknown;
  /** One sentence a person reads. */
  message: string;
}

/** The four parts of an exchange's score, each from 0 to 1. */
export interface ExchangeScores {
  status: number;
  errorIds: number;
  shape: number;
  values: number;
}

/** How one exchange replayed. */
export interface ExchangeVerdict {
  seq: number;
  operation?: string;
  /** The API, e.g. `sell.inventory`, `trading`, `identity.oauth2`. */
  api: string;
  method: string;
  /** The recorded path, without the query. */
  path: string;
  status: { recorded: number; emulator: number };
  /** Weighted sum of `scores` (weights: `SCORE_WEIGHTS`). */
  score: number;
  scores: ExchangeScores;
  /** How many values were compared (deterministic values present in both answers). */
  valuesCompared: number;
  differences: VerifyDifference[];
  /**
   * The ids only the recorded account has that the emulator's refusal named, when eBay accepted the call: the
   * exchange is then left out of the score and `differences` (see `VerifyReport.needsAccountData`).
   */
  needsAccountData?: string[];
}

/** A whole verification. */
export interface VerifyReport {
  version: 1;
  cassette: { recorder: string; environment?: string; source?: string; exchanges: number };
  /**
   * The fidelity score: the mean of the exchanges' scores, from 0 to 1 (1 for a cassette with no exchanges), over the
   * exchanges that do not need the recorded account's data.
   */
  score: number;
  /** The same mean per API. */
  byApi: Record<string, { exchanges: number; score: number }>;
  exchanges: ExchangeVerdict[];
  /** Every scored exchange's differences, in cassette order. */
  differences: VerifyDifference[];
  /** One `needs-account-data` entry per exchange left out of the score for data only the recorded account has. */
  needsAccountData: VerifyDifference[];
}
