import {
  CLIENT_ALERTS_CALLS,
  FINDING_CALLS,
  MERCHANDISING_CALLS,
  restCatalog,
  SHOPPING_CALLS,
  TRADING_CALLS,
  type OperationSpec,
} from 'baykit';
import { effectsOf, type Effect } from '@baykit/spec/effects';
import type { Catalog, OperationDetail, OperationSummary, ParameterDetail, XmlCallSummary } from '../../shared/api.js';

/** The baykit catalog entry of `api.operationId` (fails the test when it is missing). */
export function specOf(api: string, operationId: string): OperationSpec {
  const spec = restCatalog[api]?.[operationId];
  if (!spec) throw new Error(`No operation ${api}.${operationId} in baykit's catalog`);
  return spec;
}

/** The effects @baykit/spec/effects gives an operation, as the back end's catalog carries them. */
export function effectsFor(name: string): Effect[] {
  return [...(effectsOf(name) ?? [])];
}

/** A summary like the back end's, from baykit's catalog (tag: the path's first resource word). */
export function summaryOf(spec: OperationSpec): OperationSummary {
  const resource = spec.path.split('/').filter((segment) => segment && !segment.startsWith('{'))[3] ?? spec.api;
  return {
    api: spec.api,
    operationId: spec.id,
    method: spec.method,
    path: spec.path,
    tag: resource,
    description: `${spec.method} ${resource} (${spec.grant} token)`,
    effects: effectsFor(`${spec.api}.${spec.id}`),
  };
}

/** An operation detail built from baykit's catalog, so argument order matches the generated methods. */
export function detailOf(api: string, operationId: string, extra: Partial<OperationDetail> = {}): OperationDetail {
  const spec = specOf(api, operationId);
  const parameters: ParameterDetail[] = [
    ...spec.pathParams.map((name): ParameterDetail => ({ name, in: 'path', required: true, type: 'string' })),
    ...(spec.query ?? []).map((q): ParameterDetail => ({
      name: q.name,
      in: 'query',
      required: q.required,
      type: 'string',
    })),
    ...(spec.headers ?? []).map((h): ParameterDetail => ({
      name: h.name,
      in: 'header',
      required: h.required,
      type: 'string',
    })),
  ];
  const detail: OperationDetail = {
    ...summaryOf(spec),
    parameters,
    grant: spec.grant,
    scopes: [...spec.scopes],
    sign: spec.sign ?? false,
    response: spec.response,
    ...extra,
  };
  if (spec.body && !extra.body) detail.body = { contentType: spec.body.contentType, required: spec.body.required };
  if (spec.paging) detail.paging = spec.paging;
  return detail;
}

/** The whole catalog as the back end lists it: every REST operation and XML call baykit knows. */
export function fullCatalog(): Catalog {
  const rest = Object.values(restCatalog).flatMap((operations) => Object.values(operations).map(summaryOf));
  const xml: XmlCallSummary[] = [
    ...TRADING_CALLS.map((callName): XmlCallSummary => ({
      service: 'trading',
      callName,
      status: 'live',
      effects: effectsFor(`trading.${callName}`),
    })),
    ...SHOPPING_CALLS.map((callName): XmlCallSummary => ({
      service: 'shopping',
      callName,
      status: 'live',
      effects: effectsFor(`shopping.${callName}`),
    })),
    ...FINDING_CALLS.map((callName): XmlCallSummary => ({
      service: 'finding',
      callName,
      status: 'retired',
      effects: effectsFor(`finding.${callName}`),
    })),
    ...MERCHANDISING_CALLS.map((callName): XmlCallSummary => ({
      service: 'merchandising',
      callName,
      status: 'retired',
      effects: effectsFor(`merchandising.${callName}`),
    })),
    ...CLIENT_ALERTS_CALLS.map((callName): XmlCallSummary => ({
      service: 'clientAlerts',
      callName,
      status: 'live',
      effects: effectsFor(`clientAlerts.${callName}`),
    })),
  ];
  return { rest, xml };
}
