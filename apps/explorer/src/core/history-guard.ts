import type { CallErrorView, CallInput, CallOutcome, EnvId, Exchange, XmlCallSummary } from '../../shared/api.js';

// localStorage is user-editable and outlives app versions: every field the UI reads is checked before use.

const ENVS: readonly EnvId[] = ['local', 'sandbox', 'production'];
const SERVICES: readonly XmlCallSummary['service'][] = [
  'trading',
  'shopping',
  'finding',
  'merchandising',
  'clientAlerts',
];

/** Whether `value` is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is an object whose values are all strings (path, query, headers). */
export function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}

/** Whether `value` names one of the explorer's environments. */
export function isEnvId(value: unknown): value is EnvId {
  return ENVS.includes(value as EnvId);
}

/** Whether `value` names an XML service baykit has. */
export function isXmlService(value: unknown): value is XmlCallSummary['service'] {
  return SERVICES.includes(value as XmlCallSummary['service']);
}

/** Whether `value` is a complete call input (REST or XML) as the back end takes it. */
export function isCallInput(value: unknown): value is CallInput {
  if (!isRecord(value) || !isEnvId(value.env)) return false;
  if (value.kind === 'rest') {
    return (
      typeof value.api === 'string' &&
      typeof value.operationId === 'string' &&
      isStringRecord(value.path) &&
      isStringRecord(value.query) &&
      isStringRecord(value.headers) &&
      (value.sign === undefined || typeof value.sign === 'boolean')
    );
  }
  return (
    value.kind === 'xml' && isXmlService(value.service) && typeof value.callName === 'string' && isRecord(value.fields)
  );
}

/** Whether `value` is a call outcome the response view can render (exchanges and error included). */
export function isCallOutcome(value: unknown): value is CallOutcome {
  return (
    isRecord(value) &&
    typeof value.ok === 'boolean' &&
    typeof value.durationMs === 'number' &&
    (value.status === undefined || typeof value.status === 'number') &&
    (value.error === undefined || isCallError(value.error)) &&
    Array.isArray(value.exchanges) &&
    value.exchanges.every(isExchange)
  );
}

function isCallError(value: unknown): value is CallErrorView {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.message === 'string' &&
    Array.isArray(value.errors) &&
    value.errors.every((entry) => isRecord(entry) && typeof entry.message === 'string')
  );
}

function isExchange(value: unknown): value is Exchange {
  if (!isRecord(value) || (value.purpose !== 'call' && value.purpose !== 'token')) return false;
  if (typeof value.startedAt !== 'string' || typeof value.durationMs !== 'number') return false;
  const request = value.request;
  if (
    !isRecord(request) ||
    typeof request.method !== 'string' ||
    typeof request.url !== 'string' ||
    !isStringRecord(request.headers)
  ) {
    return false;
  }
  if (request.body !== undefined && typeof request.body !== 'string') return false;
  const response = value.response;
  return (
    response === undefined ||
    (isRecord(response) &&
      typeof response.status === 'number' &&
      isStringRecord(response.headers) &&
      typeof response.body === 'string' &&
      (response.bodyEncoding === 'text' || response.bodyEncoding === 'base64'))
  );
}
