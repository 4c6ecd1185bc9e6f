/** A money amount as Trading writes it: text with two decimals and the `currencyID` attribute. */
export function amount(value: number, currency: string): { '#value': string; '@_currencyID': string } {
  return { '#value': value.toFixed(2), '@_currencyID': currency };
}
