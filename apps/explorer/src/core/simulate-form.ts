import type { SimulateEventView, SimulateFieldView, SimulateInput } from '../../shared/api.js';
import type { BuildResult, FormProblem } from './call-form.js';

/**
 * What the Simulate form holds: each field's text as typed, by name. An empty one is not sent (the emulator then
 * uses its default); a boolean field holds `''`, `'true'` or `'false'`.
 */
export type SimulateFormValues = Readonly<Record<string, string>>;

/** The JSON value of one field's text, or why it has none (`undefined`: empty, not sent). */
function valueOf(field: SimulateFieldView, text: string): string | number | boolean | FormProblem | undefined {
  if (text === '') return undefined;
  if (field.kind === 'string') return text; // ids are opaque: kept exactly as typed
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (field.kind === 'boolean') {
    if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
    return { field: field.name, message: `${field.name} must be true or false` };
  }
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : { field: field.name, message: `${field.name} must be a number` };
}

/**
 * The fields `POST /api/emulator/simulate/:event` takes from the form's `values`: each non-empty one as its kind's
 * JSON value, or every problem at once. Whether a value makes sense (a listing that exists, a quantity left) is the
 * emulator's to say.
 */
export function buildSimulateFields(
  event: SimulateEventView,
  values: SimulateFormValues,
): BuildResult<SimulateInput['fields']> {
  const fields: SimulateInput['fields'] = {};
  const problems: FormProblem[] = [];
  for (const field of event.fields) {
    const value = valueOf(field, values[field.name] ?? '');
    if (value === undefined) continue;
    if (typeof value === 'object') problems.push(value);
    else fields[field.name] = value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, input: fields };
}
