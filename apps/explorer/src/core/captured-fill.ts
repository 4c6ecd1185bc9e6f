import type { OperationDetail, ParameterDetail } from '../../shared/api.js';
import type { RestFormValues, XmlFormValues } from './call-form.js';
import { captureKind, capturedFor, type CapturedValue } from './captured-values.js';
import { isRecord } from './history-guard.js';

// Putting captured values into a form. A field is filled only where it holds nothing of the user's: empty, or a
// sample the explorer made up (`baykit-sample-…`, server/catalog/catalog-sample-values.ts), never a seeded id that
// works as it is. So `publishOffer` opens with the offerId `createOffer` answered, and `getItem` keeps its item.

const SAMPLE_PREFIX = 'baykit-sample-';

/** Whether a form value is the user's or a working sample (kept), or a stand-in a captured value may replace. */
export function isStandIn(value: string): boolean {
  return value.trim() === '' || value.startsWith(SAMPLE_PREFIX);
}

/**
 * Whether `parameter` names the record the call creates (`createInventoryLocation`'s `merchantLocationKey`): a
 * captured key names one that exists, so it would only make the create fail.
 */
function namesNewRecord(detail: OperationDetail, parameter: ParameterDetail): boolean {
  return parameter.in === 'path' && /^create/.test(detail.operationId) && detail.path.endsWith(`{${parameter.name}}`);
}

const SECTION = { path: 'path', query: 'query', header: 'headers' } as const;

/** The REST form with each stand-in parameter whose name holds a captured kind set to the most recent value. */
export function fillRestForm(
  detail: OperationDetail,
  form: RestFormValues,
  captured: readonly CapturedValue[],
): RestFormValues {
  const out: RestFormValues = {
    ...form,
    path: { ...form.path },
    query: { ...form.query },
    headers: { ...form.headers },
  };
  for (const parameter of detail.parameters) {
    const section = SECTION[parameter.in];
    const latest = capturedFor(captured, parameter.name)[0];
    if (!latest || namesNewRecord(detail, parameter) || !isStandIn(out[section][parameter.name] ?? '')) continue;
    out[section][parameter.name] = latest.value;
  }
  return { ...out, bodyText: fillJsonText(form.bodyText, captured) };
}

/** The XML form with its stand-in fields filled the same way (Trading's `ItemID`, `SKU`, `OrderID`). */
export function fillXmlForm(form: XmlFormValues, captured: readonly CapturedValue[]): XmlFormValues {
  return { fieldsText: fillJsonText(form.fieldsText, captured) };
}

/**
 * JSON text with each string field whose name holds a captured kind set to `pick(kind)` (default: the most recent
 * value) where `replace(current)` says so (default: a stand-in). Text that is not JSON, or where nothing changes,
 * comes back as it was.
 */
export function fillJsonText(
  text: string,
  captured: readonly CapturedValue[],
  replace: (current: string, name: string) => boolean = isStandIn,
  pick: (name: string) => string | undefined = (name) => capturedFor(captured, name)[0]?.value,
): string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return text;
  }
  let changed = false;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isRecord(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => {
        const next = typeof inner === 'string' && replace(inner, name) ? pick(name) : undefined;
        if (next === undefined || next === inner) return [name, visit(inner)];
        changed = true;
        return [name, next];
      }),
    );
  };
  const filled = visit(data);
  return changed ? JSON.stringify(filled, null, 2) : text;
}

/** A field of a JSON body or XML fields that holds a captured kind: its name, what it holds now, and the offers. */
export interface CapturedField {
  name: string;
  current: string;
  /** The captured value it holds now, when it holds one (where it came from). */
  holds?: CapturedValue;
  /** Captured values of its kind it does not hold, most recent first. */
  others: CapturedValue[];
}

/** The string fields of JSON `text` whose names hold a captured kind (each name once, its first value), for hints. */
export function capturedFields(text: string, captured: readonly CapturedValue[]): CapturedField[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const fields = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value))
      for (const [name, inner] of Object.entries(value)) {
        if (typeof inner === 'string' && captureKind(name) && !fields.has(name)) fields.set(name, inner);
        else visit(inner);
      }
  };
  visit(data);
  return [...fields].flatMap(([name, current]) => {
    const all = capturedFor(captured, name);
    if (all.length === 0) return [];
    const holds = all.find((value) => value.value === current);
    return [{ name, current, ...(holds ? { holds } : {}), others: all.filter((value) => value !== holds) }];
  });
}

/** JSON `text` with every string field named `name` set to `value` (the body hint's "use" button). */
export function putInJson(text: string, name: string, value: string): string {
  return fillJsonText(
    text,
    [],
    (_current, field) => field === name,
    () => value,
  );
}
