import { ValidationError } from '../errors/validation-error.js';

/**
 * Percent-encodes one path value so it stays inside its segment: `/`, `|`, `?`, `#` and `%` are encoded
 * (e.g. Browse item ids `v1|254188828753|0`), unreserved characters are not.
 */
export function encodePathValue(value: string | number): string {
  const encoded = encodeURIComponent(String(value));
  // encodeURIComponent leaves these five as they are; most values have none (checked first: it runs on every call).
  return SUB_DELIMS.test(encoded)
    ? encoded.replace(SUB_DELIMS_ALL, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    : encoded;
}

const SUB_DELIMS = /[!'()*]/;
const SUB_DELIMS_ALL = /[!'()*]/g;

/**
 * Fills `{name}` placeholders of a path template with encoded values.
 * A missing or empty value raises `ValidationError` naming the parameter, and so does `.` or `..`: no
 * encoding keeps those one segment (URL parsers treat `%2E` as a dot too), so `getItem('..')` would reach
 * another resource.
 */
export function expandPath(template: string, values: Readonly<Record<string, unknown>>): string {
  // A scan, not replace() with a callback: this runs on every REST call and costs a few times less.
  let out = '';
  let from = 0;
  let open;
  while ((open = template.indexOf('{', from)) !== -1) {
    const close = template.indexOf('}', open);
    if (close === -1) break;
    out += template.slice(from, open) + pathValue(template, template.slice(open + 1, close), values);
    from = close + 1;
  }
  return out + template.slice(from);
}

function pathValue(template: string, name: string, values: Readonly<Record<string, unknown>>): string {
  const value = values[name];
  if (value === undefined || value === null || value === '') {
    throw new ValidationError(`Missing path parameter "${name}" for ${template}: pass a non-empty value.`, {
      parameter: name,
    });
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new ValidationError(`Path parameter "${name}" must be a string or number, got ${typeof value}.`, {
      parameter: name,
    });
  }
  if (value === '.' || value === '..') {
    throw new ValidationError(
      `Path parameter "${name}" for ${template} cannot be "${value}": a dot segment would move the call to another resource.`,
      { parameter: name },
    );
  }
  return encodePathValue(value);
}
