import type { ErrorObject } from 'ajv';

/** One schema failure in emulator terms: which field, whether it is absent or wrong, and a sentence. */
export interface SchemaIssue {
  /** Dotted path of the field, array indices in brackets: `product.aspects.Color[0]`; empty for the body itself. */
  readonly field: string;
  readonly kind: 'missing' | 'invalid';
  /** A sentence that names the field, e.g. `The value of product.title must be a string.` */
  readonly detail: string;
}

/** `/product/aspects/Color/0` → `product.aspects.Color[0]` (JSON Pointer unescaped). */
export function fieldPath(instancePath: string, child?: string): string {
  const segments = instancePath === '' ? [] : instancePath.slice(1).split('/');
  if (child !== undefined) segments.push(child);
  let out = '';
  for (const raw of segments) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(segment)) out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}

const ARTICLES: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function describe(field: string): string {
  return field === '' ? 'the request body' : field;
}

function param(error: ErrorObject, name: string): unknown {
  return (error.params as Record<string, unknown>)[name];
}

/** Turns one Ajv error into a field-naming issue. */
export function toIssue(error: ErrorObject): SchemaIssue {
  if (error.keyword === 'required') {
    const field = fieldPath(error.instancePath, String(param(error, 'missingProperty')));
    return { field, kind: 'missing', detail: `The field ${field} is required.` };
  }
  const field = fieldPath(error.instancePath);
  const subject = describe(field);
  switch (error.keyword) {
    case 'type': {
      const type = String(param(error, 'type'));
      return { field, kind: 'invalid', detail: `The value of ${subject} must be ${ARTICLES[type] ?? type}.` };
    }
    case 'enum': {
      const allowed = param(error, 'allowedValues');
      const list = Array.isArray(allowed) ? allowed.map(String).join(', ') : '';
      return { field, kind: 'invalid', detail: `The value of ${subject} must be one of: ${list}.` };
    }
    case 'format':
      return {
        field,
        kind: 'invalid',
        detail: `The value of ${subject} must match the format ${String(param(error, 'format'))}.`,
      };
    default:
      return {
        field,
        kind: 'invalid',
        detail: `The value of ${subject} is invalid: ${error.message ?? error.keyword}.`,
      };
  }
}

/** Issues for a list of Ajv errors, one per field and kind (allErrors may report a field twice). */
export function toIssues(errors: readonly ErrorObject[] | null | undefined): SchemaIssue[] {
  const seen = new Set<string>();
  const out: SchemaIssue[] = [];
  for (const error of errors ?? []) {
    const issue = toIssue(error);
    const key = `${issue.kind}\u0000${issue.field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue);
  }
  return out;
}
