// Small value helpers every flow uses, in one place.

/** `value` as a plain object: `{}` when it is absent, an array or not an object (a JSON body, an XML element). */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A `DateTime` as Post-Order and other REST APIs write it: `{ value: <ISO 8601> }`. */
export function dateTime(iso: string): { value: string } {
  return { value: iso };
}

/** An `Amount` with a numeric value rounded to cents (Post-Order's shape). */
export function money(value: number, currency: string): { value: number; currency: string } {
  return { value: Math.round(value * 100) / 100, currency };
}
