import type {
  EnvId,
  OperationDetail,
  ParameterDetail,
  RestCallInput,
  XmlCallDetail,
  XmlCallInput,
} from '../../shared/api.js';
import { parseHeaderLines } from '../../shared/call-headers.js';
import { describeJsonError } from './json-error.js';

/** What the REST form holds: every value as the user typed it, the body as text. */
export interface RestFormValues {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  bodyText: string;
  /** `auto`: baykit decides whether to sign; `on`/`off` force it. */
  sign: 'auto' | 'on' | 'off';
  /** More headers for this call, one per line (`Name: value`): see shared/call-headers.ts. */
  extraHeaders?: string;
}

/** What the XML form holds: the call's fields as JSON text. */
export interface XmlFormValues {
  fieldsText: string;
}

/** Why a form cannot be sent. `field`: `path.item_id`, `query.limit`, `header.X-EBAY-C-MARKETPLACE-ID`, `body`, `fields`. */
export interface FormProblem {
  field: string;
  message: string;
}

/** A call input ready for `POST /api/call`, or every problem the form has (all at once, not just the first). */
export type BuildResult<T> = { ok: true; input: T } | { ok: false; problems: FormProblem[] };

type Section = 'path' | 'query' | 'headers';

const SECTION: Record<ParameterDetail['in'], Section> = { path: 'path', query: 'query', header: 'headers' };
const FIELD_PREFIX: Record<ParameterDetail['in'], string> = { path: 'path', query: 'query', header: 'header' };

/** The form of a freshly opened REST operation: parameter examples pre-filled, the body sample pretty-printed. */
export function initialRestForm(detail: OperationDetail): RestFormValues {
  const values: RestFormValues = { path: {}, query: {}, headers: {}, bodyText: '', sign: 'auto' };
  for (const parameter of detail.parameters) values[SECTION[parameter.in]][parameter.name] = parameter.example ?? '';
  if (detail.body?.sample !== undefined) values.bodyText = JSON.stringify(detail.body.sample, null, 2);
  return values;
}

/**
 * Checks the form and turns it into the call the back end runs through baykit. Values are kept exactly as typed
 * (ids are opaque); only empty optional query and header values are left out, so baykit does not send `limit=`.
 */
export function buildRestCall(env: EnvId, detail: OperationDetail, values: RestFormValues): BuildResult<RestCallInput> {
  const problems: FormProblem[] = [];
  const input: RestCallInput = {
    kind: 'rest',
    env,
    api: detail.api,
    operationId: detail.operationId,
    path: {},
    query: {},
    headers: {},
  };
  // Only declared parameters are sent: baykit's typed query objects take no others.
  for (const parameter of detail.parameters) {
    const value = values[SECTION[parameter.in]][parameter.name] ?? '';
    const field = `${FIELD_PREFIX[parameter.in]}.${parameter.name}`;
    if (value === '') {
      // Path parameters are always required: the URL cannot be built without them.
      if (parameter.required || parameter.in === 'path')
        problems.push({ field, message: `${parameter.name} is required` });
      continue;
    }
    const problem = checkValue(parameter, value);
    if (problem) {
      problems.push({ field, message: problem });
      continue;
    }
    input[SECTION[parameter.in]][parameter.name] = value;
  }
  if (detail.body) {
    const body = readBody(values.bodyText, detail.body.required);
    if ('problem' in body) problems.push({ field: 'body', message: body.problem });
    else if (body.value !== undefined) input.body = body.value;
  }
  const extra = parseHeaderLines(values.extraHeaders ?? '');
  if ('problems' in extra) problems.push({ field: 'extraHeaders', message: extra.problems.join('; ') });
  else Object.assign(input.headers, extra.headers);
  if (values.sign !== 'auto') input.sign = values.sign === 'on';
  return problems.length > 0 ? { ok: false, problems } : { ok: true, input };
}

/** The form of a freshly opened XML call: its sample fields pretty-printed. */
export function initialXmlForm(detail: XmlCallDetail): XmlFormValues {
  return { fieldsText: JSON.stringify(detail.sample ?? {}, null, 2) };
}

/** Checks the fields (a JSON object; blank means no fields) and turns them into the call the back end runs. */
export function buildXmlCall(env: EnvId, detail: XmlCallDetail, values: XmlFormValues): BuildResult<XmlCallInput> {
  const text = values.fieldsText;
  let fields: unknown = {};
  if (text.trim() !== '') {
    try {
      fields = JSON.parse(text);
    } catch (error) {
      return {
        ok: false,
        problems: [{ field: 'fields', message: `The fields are not valid JSON: ${describeJsonError(error, text)}` }],
      };
    }
  }
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    const got = fields === null ? 'null' : Array.isArray(fields) ? 'an array' : `a ${typeof fields}`;
    return {
      ok: false,
      problems: [{ field: 'fields', message: `Fields must be a JSON object ({ "ItemID": "…" }), not ${got}` }],
    };
  }
  return {
    ok: true,
    input: {
      kind: 'xml',
      env,
      service: detail.service,
      callName: detail.callName,
      fields: fields as Record<string, unknown>,
    },
  };
}

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const ENUM_SHOWN = 12;

function checkValue(parameter: ParameterDetail, value: string): string | undefined {
  if (parameter.type === 'integer' && !INTEGER.test(value))
    return `${parameter.name} must be a whole number (got "${value}")`;
  if (parameter.type === 'number' && !NUMBER.test(value)) return `${parameter.name} must be a number (got "${value}")`;
  if (parameter.type === 'boolean' && value !== 'true' && value !== 'false')
    return `${parameter.name} must be true or false`;
  const allowed = parameter.enum;
  if (allowed && allowed.length > 0 && !allowed.includes(value)) {
    const shown = allowed.slice(0, ENUM_SHOWN).join(', ');
    return `${parameter.name} must be one of ${shown}${allowed.length > ENUM_SHOWN ? `, … (${allowed.length} values)` : ''}`;
  }
  return undefined;
}

function readBody(text: string, required: boolean): { value: unknown } | { problem: string } {
  if (text.trim() === '') return required ? { problem: 'A request body is required' } : { value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `The body is not valid JSON: ${describeJsonError(error, text)}` };
  }
  // baykit rejects a null body where one is required; say so before the round trip.
  if (value === null && required) return { problem: 'A request body is required (got null)' };
  return { value };
}
