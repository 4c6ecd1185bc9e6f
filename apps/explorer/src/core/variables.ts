import type { RestFormValues, XmlFormValues } from './call-form.js';

/** `{{name}}` in a form value: a variable of the saved environment variables (letters, digits, `_`, `-`, `.`). */
const VARIABLE = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** A variable name as `{{…}}` accepts it. */
export function isVariableName(name: string): boolean {
  return /^[A-Za-z0-9_.-]+$/.test(name);
}

/** `text` with each `{{name}}` replaced by its value; names without a value are collected in `missing`. */
export function substitute(text: string, variables: Readonly<Record<string, string>>, missing: Set<string>): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    if (Object.hasOwn(variables, name)) return variables[name] ?? '';
    missing.add(name);
    return whole;
  });
}

const each = (record: Readonly<Record<string, string>>, fill: (text: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, fill(value)]));

/**
 * The form with every `{{name}}` filled in (path, query, header values, extra headers, the body text), or the
 * names that have no value. Values go in as they are: inside the JSON body a value lands inside the quotes the
 * user wrote around `{{name}}`.
 */
export function fillRestForm(
  values: RestFormValues,
  variables: Readonly<Record<string, string>>,
): { values: RestFormValues } | { missing: string[] } {
  const missing = new Set<string>();
  const fill = (text: string) => substitute(text, variables, missing);
  const filled: RestFormValues = {
    ...values,
    path: each(values.path, fill),
    query: each(values.query, fill),
    headers: each(values.headers, fill),
    bodyText: fill(values.bodyText),
    ...(values.extraHeaders === undefined ? {} : { extraHeaders: fill(values.extraHeaders) }),
  };
  return missing.size > 0 ? { missing: [...missing] } : { values: filled };
}

/** The XML form with every `{{name}}` filled in, or the names that have no value. */
export function fillXmlForm(
  values: XmlFormValues,
  variables: Readonly<Record<string, string>>,
): { values: XmlFormValues } | { missing: string[] } {
  const missing = new Set<string>();
  const fieldsText = substitute(values.fieldsText, variables, missing);
  return missing.size > 0 ? { missing: [...missing] } : { values: { fieldsText } };
}
