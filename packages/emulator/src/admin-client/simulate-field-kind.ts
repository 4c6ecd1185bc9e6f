// How a simulated event's field is written in JSON, apart from the events themselves so that every file of event
// fields (simulate-events.ts, simulate-post-order-events.ts) can name it without importing the others.

/** How a field is written in JSON: what `baykit trigger --field name=value` turns its text into. */
export type SimulateFieldKind = 'string' | 'number' | 'boolean';
