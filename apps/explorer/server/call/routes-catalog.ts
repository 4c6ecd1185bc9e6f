import type { Catalog, EnvId, XmlFieldDetail } from '../../shared/api.js';
import { CallInputError, readCallInput, runCall } from './call.js';
import { confirmationRefusal, readConfirmed } from './confirmation.js';
import type { Capture } from '../capture/capture.js';
import { buildCatalog, operationDetail, xmlCallDetail, type ExampleValues } from '../catalog/catalog.js';
import { xmlDocsUrl } from '../catalog/catalog-links.js';
import { tradingFieldLists } from '../catalog/xml-fields.js';
import { tradingFieldReferenceUrl } from '../../shared/reference-links.js';
import type { ExplorerEnv } from '../environments/environments.js';
import { HttpError, readJsonBody, sendJson } from '../http/http.js';
import type { RouteContext, Router } from '../http/router.js';

/** What the catalog and call endpoints work on. */
export interface CatalogRoutesDeps {
  envs: ReadonlyMap<EnvId, ExplorerEnv>;
  capture: Capture;
  /** Values that work against the embedded emulator, for the forms' examples. */
  examples: ExampleValues;
}

/**
 * Adds `GET /api/catalog`, `GET /api/operations/:api/:operationId`, `GET /api/xml/:service/:callName` and
 * `POST /api/call`. The two detail endpoints take an optional `?env=`: the emulator's example values fit only
 * `local`, so sandbox and production forms get none. `POST /api/call` answers 428 with what the call would do,
 * and sends nothing, for a guarded call to production without `confirmed: true` (confirmation.ts).
 */
export function addCatalogRoutes(router: Router, deps: CatalogRoutesDeps): void {
  // Built on first use: the catalog is the same for the whole process.
  let catalog: Catalog | undefined;
  // Built once per explorer, on the first request for them (from @baykit/spec's Trading schema, loaded on first use).
  let fieldLists: Promise<Map<string, XmlFieldDetail[]>> | undefined;
  const examplesFor = (ctx: RouteContext): ExampleValues => {
    const env = ctx.url.searchParams.get('env');
    return env === 'sandbox' || env === 'production' ? {} : deps.examples;
  };
  router
    .add('GET', '/api/catalog', ({ res }) => sendJson(res, 200, (catalog ??= buildCatalog())))
    .add('GET', '/api/operations/:api/:operationId', (ctx) => {
      const { api = '', operationId = '' } = ctx.params;
      const detail = operationDetail(api, operationId, examplesFor(ctx));
      if (!detail) throw new HttpError(404, `Unknown REST operation ${api}.${operationId}: see GET /api/catalog.`);
      sendJson(ctx.res, 200, detail);
    })
    .add('GET', '/api/xml/:service/:callName', async (ctx) => {
      const { service = '', callName = '' } = ctx.params;
      const detail = xmlCallDetail(service, callName, examplesFor(ctx));
      if (!detail) throw new HttpError(404, `Unknown XML call ${service}.${callName}: see GET /api/catalog.`);
      sendJson(ctx.res, 200, detail);
    })
    // Asked for apart from the detail: the Trading schema is loaded on the first request.
    .add('GET', '/api/xml/:service/:callName/fields', async (ctx) => {
      const { service = '', callName = '' } = ctx.params;
      if (!xmlCallDetail(service, callName, {}))
        throw new HttpError(404, `Unknown XML call ${service}.${callName}: see GET /api/catalog.`);
      fieldLists ??= tradingFieldLists();
      const fields = service === 'trading' ? ((await fieldLists).get(callName) ?? []) : [];
      const page = xmlDocsUrl('trading', callName);
      sendJson(ctx.res, 200, {
        fields: fields.map((field) => {
          const docsUrl = tradingFieldReferenceUrl(page, field.path);
          return docsUrl ? { ...field, docsUrl } : field;
        }),
      });
    })
    .add('POST', '/api/call', async ({ req, res }) => {
      const body = await readJsonBody(req);
      try {
        const input = readCallInput(body);
        // Before the environment is looked at: an unconfirmed guarded call is refused the same way whether or not
        // production has keys yet, and its refusal says what it would have done.
        const refusal = confirmationRefusal(input, readConfirmed(body));
        if (refusal) {
          sendJson(res, 428, refusal);
          return;
        }
        const env = deps.envs.get(input.env) as ExplorerEnv;
        // A 409 when the environment has no credentials: the input is fine, the environment is not ready.
        const client = env.client;
        sendJson(res, 200, await runCall(client, deps.capture, input, { secrets: await env.secrets() }));
      } catch (error) {
        if (error instanceof CallInputError) throw new HttpError(400, error.message);
        throw error;
      }
    });
}
