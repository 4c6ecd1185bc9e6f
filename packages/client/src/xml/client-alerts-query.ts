import { ValidationError } from '../errors/validation-error.js';

function append(out: [string, string][], name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => append(out, `${name}(${index})`, item));
    return;
  }
  if (value instanceof Date) {
    out.push([name, value.toISOString()]);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) append(out, `${name}.${key}`, inner);
    return;
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new ValidationError(`Client Alerts field ${name} must be a string, number, boolean, Date, array or object.`, {
      parameter: name,
    });
  }
  out.push([name, String(value)]);
}

/**
 * Client Alerts' URL encoding of complex input (docs/ebay-facts.md#client-alerts): arrays as `Name(i)`, nested fields as
 * `Name.Field`, e.g. `ChannelDescriptor(0).EventType(0)=ItemEnded`.
 */
export function clientAlertsQuery(fields: Readonly<Record<string, unknown>>): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) append(out, name, value);
  return out;
}
