import type { CallInput, EnvId, RestCallInput, XmlCallInput } from '../../shared/api.js';
import { HEADER_NAME, RESERVED_HEADERS } from '../../shared/call-headers.js';
import { findOperation } from '../catalog/catalog.js';
import { isXmlCall, isXmlService } from '../catalog/catalog-xml.js';

/** A call the explorer cannot run as asked (unknown operation, wrong shape); the HTTP layer answers it with 400. */
export class CallInputError extends Error {
  override name = 'CallInputError';
}

const ENVS: readonly EnvId[] = ['local', 'sandbox', 'production'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown, field: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new CallInputError(`${field} must be an object of strings.`);
  const out: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw new CallInputError(`${field}.${name} must be a string.`);
    out[name] = item;
  }
  return out;
}

/** The call's headers; the ones baykit sets (credentials, signature, framing) cannot be given by hand. */
function callHeaders(value: unknown): Record<string, string> {
  const headers = stringRecord(value, 'headers');
  for (const [name, item] of Object.entries(headers)) {
    if (RESERVED_HEADERS.has(name.toLowerCase()))
      throw new CallInputError(`headers.${name} is set by baykit (credentials and framing), not by the call.`);
    if (/[\r\n\0]/.test(item) || !HEADER_NAME.test(name))
      throw new CallInputError(`headers.${name} is not a valid header.`);
  }
  return headers;
}

function readRest(value: Record<string, unknown>, env: EnvId): RestCallInput {
  const { api, operationId, sign } = value;
  if (typeof api !== 'string' || typeof operationId !== 'string')
    throw new CallInputError('A REST call needs api and operationId strings.');
  if (!findOperation(api, operationId)) throw new CallInputError(`Unknown REST operation ${api}.${operationId}.`);
  if (sign !== undefined && typeof sign !== 'boolean') throw new CallInputError('sign must be true, false or absent.');
  return {
    kind: 'rest',
    env,
    api,
    operationId,
    path: stringRecord(value.path, 'path'),
    query: stringRecord(value.query, 'query'),
    headers: callHeaders(value.headers),
    ...(value.body === undefined ? {} : { body: value.body }),
    ...(sign === undefined ? {} : { sign }),
  };
}

function readXml(value: Record<string, unknown>, env: EnvId): XmlCallInput {
  const { service, callName, fields } = value;
  if (!isXmlService(service))
    throw new CallInputError(
      `Unknown XML service ${JSON.stringify(service)}: use trading, shopping, finding, merchandising or clientAlerts.`,
    );
  if (!isXmlCall(service, callName)) throw new CallInputError(`Unknown ${service} call ${JSON.stringify(callName)}.`);
  if (fields !== undefined && !isRecord(fields))
    throw new CallInputError('fields must be an object of request fields.');
  return { kind: 'xml', env, service, callName, fields: fields ?? {} };
}

/**
 * Checks a `POST /api/call` body (parsed JSON, so nothing is trusted) and returns it typed; unknown operations,
 * services and calls, and values of the wrong type, raise `CallInputError` saying which.
 */
export function readCallInput(value: unknown): CallInput {
  if (!isRecord(value)) throw new CallInputError('The call must be a JSON object.');
  const env = value.env;
  if (typeof env !== 'string' || !(ENVS as readonly string[]).includes(env))
    throw new CallInputError('env must be local, sandbox or production.');
  if (value.kind === 'rest') return readRest(value, env as EnvId);
  if (value.kind === 'xml') return readXml(value, env as EnvId);
  throw new CallInputError('kind must be "rest" or "xml".');
}
