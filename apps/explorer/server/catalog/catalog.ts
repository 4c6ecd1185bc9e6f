import { inlineSchema, requestShape } from '@baykit/spec';
import { findRestOperation } from '@baykit/spec/operations';
import { sampleRequestBody } from '@baykit/spec/samples';
import { restCatalog, type OperationSpec } from 'baykit';
import type { Catalog, OperationDetail, OperationSummary, XmlCallDetail, XmlCallSummary } from '../../shared/api.js';
import type { ExampleValues } from './catalog-examples.js';
import { effectFacts } from './catalog-effects.js';
import { operationDocsUrl, xmlDocsUrl } from './catalog-links.js';
import { ownSampleBody } from './catalog-sample-bodies.js';
import { intendedSampleOutcome } from './sample-outcomes.js';
import { parameterDetails } from './catalog-parameters.js';
import { describeOperation } from './catalog-words.js';
import {
  isXmlCall,
  isXmlService,
  needsUserToken,
  serviceStatus,
  XML_CALLS,
  xmlLifecycle,
  xmlSample,
} from './catalog-xml.js';

export type { ExampleValues } from './catalog-examples.js';

/**
 * The catalog's entry for `api`/`operationId`, resolved by @baykit/spec's one operation index (a name it lacks,
 * `__proto__` and friends included, is unknown).
 */
export function findOperation(api: string, operationId: string): OperationSpec | undefined {
  const ref = findRestOperation(api, operationId);
  return ref && restCatalog[ref.api]?.[ref.id];
}

/**
 * Where an operation's schemas, samples and reference page live: its own, or for an alias of a renamed or moved
 * operation (`sell.account.getInventoryLocation`), the operation it calls (`sell.inventory.getInventoryLocation`).
 */
export function schemaOwner(spec: OperationSpec): { api: string; id: string } {
  const status = spec.lifecycle?.status;
  const replacement = spec.lifecycle?.replacement;
  if ((status === 'renamed' || status === 'moved') && replacement) {
    const dot = replacement.lastIndexOf('.');
    return { api: replacement.slice(0, dot), id: replacement.slice(dot + 1) };
  }
  return { api: spec.api, id: spec.id };
}

/**
 * The spec's tag; the post-order specs have none, so there the resource is the path's first segment after the base
 * path (`/post-order/v2/cancellation/{cancelId}/approve` → `cancellation`).
 */
function tagOf(spec: OperationSpec): string {
  const owner = schemaOwner(spec);
  const tag = requestShape(owner.api, owner.id)?.tag;
  if (tag) return tag;
  const segments = spec.path.split('/').filter(Boolean);
  const basePathLength = spec.api.startsWith('postOrder.') ? 2 : 3;
  return segments.slice(basePathLength).find((s) => !s.startsWith('{')) ?? '';
}

function summaryOf(spec: OperationSpec): OperationSummary {
  const tag = tagOf(spec);
  return {
    api: spec.api,
    operationId: spec.id,
    method: spec.method,
    path: spec.path,
    tag,
    description: describeOperation(spec, tag),
    ...(spec.lifecycle ? { lifecycle: { ...spec.lifecycle } } : {}),
    ...effectFacts(`${spec.api}.${spec.id}`),
  };
}

/**
 * What `GET /api/catalog` answers: every REST operation of baykit's catalog (by API, then operation id) and every
 * call of the five XML services, with whether its service is still live, and each one's effects.
 */
export function buildCatalog(): Catalog {
  const rest: OperationSummary[] = [];
  for (const api of Object.keys(restCatalog).sort()) {
    const operations = restCatalog[api] ?? {};
    for (const operationId of Object.keys(operations).sort()) {
      const spec = operations[operationId];
      if (spec) rest.push(summaryOf(spec));
    }
  }
  const xml: XmlCallSummary[] = [];
  for (const service of Object.keys(XML_CALLS).filter(isXmlService)) {
    for (const callName of XML_CALLS[service]) {
      const lifecycle = xmlLifecycle(service, callName);
      xml.push({
        service,
        callName,
        status: serviceStatus(service, callName),
        ...(lifecycle ? { lifecycle } : {}),
        ...effectFacts(`${service}.${callName}`),
      });
    }
  }
  return { rest, xml };
}

/**
 * What `GET /api/operations/:api/:operationId` answers: the operation's form (parameters with types, allowed
 * values and examples), its body (media type, a schema-valid sample, the schema), grant, scopes, signing, paging
 * and response kind; undefined for an operation baykit does not have.
 */
export function operationDetail(
  api: string,
  operationId: string,
  examples: ExampleValues,
): OperationDetail | undefined {
  const spec = findOperation(api, operationId);
  if (!spec) return undefined;
  const owner = schemaOwner(spec);
  const shape = requestShape(owner.api, owner.id);
  const docsUrl = operationDocsUrl(spec, tagOf(spec));
  const detail: OperationDetail = {
    ...summaryOf(spec),
    docsUrl,
    parameters: parameterDetails(spec, shape?.parameters ?? [], examples, { pageUrl: docsUrl, api: owner.api }),
    grant: spec.grant,
    scopes: [...spec.scopes],
    sign: spec.sign ?? false,
    response: spec.response,
  };
  if (spec.body) {
    const sample = /json/i.test(spec.body.contentType)
      ? (ownSampleBody(owner.api, owner.id, examples) ??
        sampleRequestBody(owner.api, owner.id, undefined, restCatalog[owner.api]?.[owner.id]))
      : undefined;
    detail.body = {
      contentType: spec.body.contentType,
      required: spec.body.required,
      ...(sample === undefined ? {} : { sample }),
      ...(shape?.body ? { schema: inlineSchema(owner.api, shape.body) } : {}),
    };
  }
  if (spec.paging) detail.paging = spec.paging;
  const outcome = intendedSampleOutcome(`${owner.api}.${owner.id}`, spec);
  if (outcome) detail.sampleOutcome = outcome;
  return detail;
}

/**
 * What `GET /api/xml/:service/:callName` answers: the call's status, request fields that work against the
 * emulator, and whether it needs a user's token; undefined for a service or call baykit does not know.
 */
export function xmlCallDetail(service: string, callName: string, examples: ExampleValues): XmlCallDetail | undefined {
  if (!isXmlService(service) || !isXmlCall(service, callName)) return undefined;
  const lifecycle = xmlLifecycle(service, callName);
  const outcome =
    lifecycle?.status === 'decommissioned'
      ? { status: 0, errorId: 'DeprecatedApiError', reason: lifecycle.message }
      : intendedSampleOutcome(`${service}.${callName}`);
  return {
    service,
    callName,
    status: serviceStatus(service, callName),
    ...(lifecycle ? { lifecycle } : {}),
    ...effectFacts(`${service}.${callName}`),
    sample: xmlSample(service, callName, examples),
    needsUserToken: needsUserToken(service, callName),
    docsUrl: xmlDocsUrl(service, callName),
    ...(outcome ? { sampleOutcome: outcome } : {}),
  };
}
