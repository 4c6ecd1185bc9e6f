import { APPLICATION_SCOPES, USER_SCOPES, requiresSignature } from '@baykit/spec/facts';
import { apiInfo } from './apis.js';
import { LIFECYCLE_EXTENSION } from './lifecycle.js';
import type { ApiModel, ErrorCodeModel, Grant, LifecycleModel, OperationModel, ParameterModel } from './model.js';
import {
  HTTP_METHODS,
  type LoadedSpec,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type SchemaObject,
  type ServerObject,
} from './openapi.js';
import { refName } from './schema-ts.js';

/** Headers the client always sends from its options; operations never need them as arguments. */
const CLIENT_HEADERS = new Set([
  'authorization',
  'content-type',
  'content-length',
  'accept',
  'accept-encoding',
  'accept-language',
  'content-language',
  'x-ebay-c-marketplace-id',
  'x-ebay-c-enduserctx',
]);

/** Scopes only application tokens carry (docs/ebay-facts.md#scopes). */
const APPLICATION_ONLY = new Set<string>(
  APPLICATION_SCOPES.filter((s) => !(USER_SCOPES as readonly string[]).includes(s)),
);

/**
 * Markers overlays set on an operation: body fields to trim, the grant when the spec has no security, and the
 * word before the token in `Authorization` when it is not `Bearer`.
 */
export const TRIM_EXTENSION = 'x-baykit-trim';
export const GRANT_EXTENSION = 'x-baykit-grant';
export const AUTH_SCHEME_EXTENSION = 'x-baykit-auth-scheme';

type Extended = OperationObject & {
  [LIFECYCLE_EXTENSION]?: LifecycleModel;
  [TRIM_EXTENSION]?: string[];
  [GRANT_EXTENSION]?: Grant;
  [AUTH_SCHEME_EXTENSION]?: 'IAF';
};

function serverHost(
  server: ServerObject | undefined,
  where: string,
): { host: OperationModel['host']; basePath: string } {
  if (!server) throw new Error(`${where}: no server`);
  const match = /^https:\/\/(api|apiz|apix|apim|tppz)\.ebay\.com(.*)$/.exec(server.url);
  if (!match?.[1]) throw new Error(`${where}: unexpected server ${server.url}`);
  const basePath = (match[2] ?? '').replace('{basePath}', server.variables?.basePath?.default ?? '');
  return { host: match[1] as OperationModel['host'], basePath };
}

/**
 * The token the client fetches for an operation. eBay lists an operation's scopes as alternatives: a token
 * granted any one of them may call it (https://developer.ebay.com/api-docs/static/oauth-scopes.html). So a list
 * that mixes a client-credentials scope with an authorization-code one (Notification's subscription calls:
 * `api_scope` or `commerce.notification.subscription`) takes either kind of token: `auto`.
 */
function grantOf(doc: OpenApiDocument, op: OperationObject): { grant: Grant; scopes: string[] } {
  const scopes = [...new Set((op.security ?? []).flatMap((s) => Object.values(s).flat()))].sort();
  const flows = Object.values(doc.components?.securitySchemes ?? {})[0]?.flows;
  if (scopes.length === 0 || !flows) return { grant: 'auto', scopes };
  // A scope an operation needs but its spec's flows forget (buy.proxy.guest.order) is placed by what eBay grants it to.
  const cc = new Set([
    ...Object.keys(flows.clientCredentials?.scopes ?? {}),
    ...scopes.filter((s) => APPLICATION_ONLY.has(s)),
  ]);
  const ac = new Set(Object.keys(flows.authorizationCode?.scopes ?? {}));
  if (scopes.every((s) => cc.has(s))) return { grant: scopes.every((s) => ac.has(s)) ? 'auto' : 'application', scopes };
  return { grant: scopes.some((s) => cc.has(s)) ? 'auto' : 'user', scopes };
}

interface ResponseShape {
  response: OperationModel['response'];
  schemas: SchemaObject[];
  emptySuccess: boolean;
  accept?: string;
}

function responseOf(op: OperationObject): ResponseShape {
  const success = Object.entries(op.responses).filter(([code]) => /^2\d\d$/.test(code));
  const schemas: SchemaObject[] = [];
  const binaryTypes = new Set<string>();
  for (const [, response] of success) {
    for (const [type, media] of Object.entries(response.content ?? {})) {
      if (/json/i.test(type)) {
        if (media.schema) schemas.push(media.schema);
      } else binaryTypes.add(type);
    }
  }
  const emptySuccess = success.some(
    ([code, response]) => code === '204' || Object.keys(response.content ?? {}).length === 0,
  );
  if (binaryTypes.size > 0 && schemas.length === 0)
    return { response: 'bytes', schemas, emptySuccess, accept: [...binaryTypes].sort().join(', ') };
  if (schemas.length > 0) return { response: 'json', schemas, emptySuccess };
  // Created/accepted/no-content answers carry no body; a 200 without a declared schema still returns JSON.
  return { response: success.some(([code]) => code === '200') ? 'auto' : 'none', schemas, emptySuccess };
}

/** The errors the contract lists per status, sorted by status then id (messages as eBay's templates write them). */
function errorCodesOf(op: OperationObject): ErrorCodeModel[] {
  const out: ErrorCodeModel[] = [];
  for (const [code, response] of Object.entries(op.responses)) {
    if (!/^\d{3}$/.test(code)) continue;
    for (const [id, error] of Object.entries(response['x-response-codes']?.errors ?? {})) {
      if (!/^\d+$/.test(id)) continue;
      out.push({
        status: Number(code),
        id: Number(id),
        domain: error.domain ?? '',
        category: error.category ?? '',
        message: (error.description ?? '')
          .replace(/<[^>]*>/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      });
    }
  }
  return out.sort((a, b) => a.status - b.status || a.id - b.id);
}

function resolve(doc: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject | undefined {
  return schema?.$ref ? doc.components?.schemas?.[refName(schema.$ref)] : schema;
}

function pagingOf(
  doc: OpenApiDocument,
  query: { name: string }[],
  schemas: SchemaObject[],
): Pick<OperationModel, 'paging' | 'items'> {
  const names = new Set(query.map((q) => q.name));
  const response = resolve(doc, schemas[0]);
  const props = response?.properties ?? {};
  const items = Object.entries(props).find(
    ([name, prop]) =>
      prop.type === 'array' &&
      name !== 'warnings' &&
      name !== 'errors' &&
      (prop.items?.$ref ?? prop.items?.type === 'object'),
  )?.[0];
  if (!items) return {};
  if (names.has('continuation_token') || 'continuationToken' in props) return { paging: 'continuation', items };
  if (names.has('offset') && names.has('limit')) return { paging: 'offset', items };
  if ('next' in props) return { paging: 'next', items };
  return {};
}

function parametersOf(op: OperationObject, shared: ParameterObject[] | undefined): ParameterObject[] {
  const own = op.parameters ?? [];
  const byKey = new Map<string, ParameterObject>();
  for (const p of [...(shared ?? []), ...own]) byKey.set(`${p.in}:${p.name}`, p);
  return [...byKey.values()];
}

function operationModel(
  doc: OpenApiDocument,
  path: string,
  method: (typeof HTTP_METHODS)[number],
  op: OperationObject,
  server: { host: OperationModel['host']; basePath: string },
  shared: ParameterObject[] | undefined,
): OperationModel {
  const where = `${op.operationId} (${method.toUpperCase()} ${path})`;
  const params = parametersOf(op, shared);
  const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  for (const name of pathParams) {
    if (!params.some((p) => p.in === 'path' && p.name === name))
      throw new Error(`${where}: path parameter {${name}} is not declared`);
  }
  const query = params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required === true }));
  const headers = params
    .filter((p) => p.in === 'header' && !CLIENT_HEADERS.has(p.name.toLowerCase()))
    .map((p) => ({ name: p.name, required: p.required === true }));
  const parameters: ParameterModel[] = params
    .filter(
      (p): p is ParameterObject & { in: ParameterModel['in'] } =>
        p.in !== 'cookie' && !(p.in === 'header' && CLIENT_HEADERS.has(p.name.toLowerCase())),
    )
    // OpenAPI makes every path parameter required, whatever a spec writes.
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required === true || p.in === 'path',
      ...(p.schema ? { schema: p.schema } : {}),
      ...(p.description ? { description: p.description } : {}),
    }));
  let body: OperationModel['body'];
  if (op.requestBody) {
    const [contentType, media] = Object.entries(op.requestBody.content)[0] ?? [];
    if (!contentType) throw new Error(`${where}: request body without content`);
    body = { contentType, required: op.requestBody.required === true, schema: media?.schema };
  }
  const { response, schemas, emptySuccess, accept } = responseOf(op);
  const fullPath = `${server.basePath}${path}`;
  const extended = op as Extended;
  const trim = extended[TRIM_EXTENSION] ?? [];
  const granted = grantOf(doc, op);
  return {
    id: op.operationId,
    method: method.toUpperCase() as OperationModel['method'],
    host: server.host,
    path: fullPath,
    specPath: path,
    pathParams,
    query,
    headers,
    parameters,
    body,
    response,
    emptySuccess,
    ...(accept ? { accept } : {}),
    responseSchemas: schemas,
    errorCodes: errorCodesOf(op),
    failureStatuses: Object.keys(op.responses)
      .filter((code) => /^4\d\d$/.test(code))
      .map(Number)
      .sort((a, b) => a - b),
    location: Object.entries(op.responses).some(
      ([code, response]) =>
        /^2\d\d$/.test(code) && Object.keys(response.headers ?? {}).some((name) => name.toLowerCase() === 'location'),
    ),
    successCodes: Object.keys(op.responses)
      .filter((code) => /^2\d\d$/.test(code))
      .sort(),
    grant: extended[GRANT_EXTENSION] ?? granted.grant,
    ...(extended[AUTH_SCHEME_EXTENSION] ? { authScheme: extended[AUTH_SCHEME_EXTENSION] } : {}),
    scopes: granted.scopes,
    ...pagingOf(doc, query, schemas),
    sign: requiresSignature(method, fullPath),
    trim,
    tag: op.tags?.[0] ?? '',
    ...(extended[LIFECYCLE_EXTENSION] ? { lifecycle: extended[LIFECYCLE_EXTENSION] } : {}),
  };
}

/** Builds the model of one (already overlaid) spec. */
export function apiModel(spec: LoadedSpec): ApiModel {
  const { doc } = spec;
  const info = apiInfo(spec.file);
  const base = serverHost(doc.servers[0], spec.file);
  const operations: OperationModel[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const server = op.servers?.[0] ?? item.servers?.[0];
      operations.push(
        operationModel(
          doc,
          path,
          method,
          op,
          server ? serverHost(server, `${spec.file} ${path}`) : base,
          item.parameters,
        ),
      );
    }
  }
  operations.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    info,
    title: doc.info.title,
    version: doc.info.version,
    basePath: base.basePath,
    host: base.host,
    schemas: doc.components?.schemas ?? {},
    operations,
  };
}
