// What the Simulate panel shows of an emulator's answer: its values as rows, and the operations that read what it made.

/** One value of an answer as the panel lists it: its name and its values as text (a list has several). */
export interface ResultRow {
  name: string;
  values: string[];
}

/** An operation that reads what a simulated event made, opened with the made id in one path parameter. */
export interface RelatedOperation {
  /** The catalog key to open (`rest:sell.fulfillment.getOrder`). */
  key: string;
  /** The operation's name, for the button (`getOrder`). */
  title: string;
  /** The path parameter the id goes into. */
  param: string;
  value: string;
}

/**
 * Per answer field holding an id: the operation whose path parameter takes it. One row per kind of id, whichever
 * event made it; an id no operation reads (a world event's) has none.
 */
const READERS: Readonly<Record<string, Omit<RelatedOperation, 'value'>>> = {
  orderId: { key: 'rest:sell.fulfillment.getOrder', title: 'getOrder', param: 'orderId' },
};

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/** The answer's values as rows, in the answer's order (a list's items each a value). */
export function resultRows(result: Readonly<Record<string, unknown>>): ResultRow[] {
  return Object.entries(result).map(([name, value]) => ({
    name,
    values: Array.isArray(value) ? value.map(text) : [text(value)],
  }));
}

/** The operations that read the ids the answer holds (an order id: Fulfillment getOrder). */
export function relatedOperations(result: Readonly<Record<string, unknown>>): RelatedOperation[] {
  return Object.entries(result).flatMap(([name, value]) => {
    const reader = Object.hasOwn(READERS, name) ? READERS[name] : undefined;
    return reader && typeof value === 'string' && value !== '' ? [{ ...reader, value }] : [];
  });
}
