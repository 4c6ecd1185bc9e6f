// Parsed Trading API (XML) data as `parseXml` returns it (see ./index.ts for the rules all these types follow):
// Basic values: amounts, name/value lists and other small shapes used by the larger types.

/** A money amount: the number as text under `#value` and the ISO 4217 code in the `currencyID` attribute. */
export interface AmountType {
  '#value': string;
  '@_currencyID': string;
}

/** Totals of a paginated result (`PaginationResult`). */
export interface PaginationResult {
  TotalNumberOfPages?: string;
  TotalNumberOfEntries?: string;
}

/** A text value with a `type` attribute, e.g. a payer or a payment reference. */
export interface TypedTextType {
  '#value': string;
  '@_type'?: string;
}
