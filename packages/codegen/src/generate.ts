import type { ApiInfo } from './apis.js';
import { apiModel } from './catalog.js';
import { emitApi } from './emit/api.js';
import { emitArea, emitCatalog } from './emit/area.js';
import { callsLines, emitCalls } from './emit/calls.js';
import { emitDocs } from './emit/docs.js';
import { emitReadme } from './emit/readme.js';
import { emitTypes } from './emit/types.js';
import type { ApiModel } from './model.js';
import type { LoadedSpec } from './openapi.js';
import type { Overlay } from './overlays/overlay.js';
import { emitXml, emitXmlLifecycle, xmlLifecycle } from './emit/xml.js';
import { emitTradingData, emitTradingTypes, tradingPagedCalls } from './emit/trading.js';
import { emitSpec } from './emit/spec.js';
import { emitEffects, operationEffects } from './emit/effects.js';
import { emitTradingSchema } from './emit/trading-schema.js';
import { sharedEnumerationValues } from './enums.js';
import type { AliasRequest } from './lifecycle.js';
import { emitPostOrderEnums } from './emit/post-order-enums.js';
import type { CategoryTreeInput, ContractInput, NotificationInput, XmlInput } from './inputs.js';
import { categoryTreeFile, emitCategoryTree } from './emit/categories.js';
import { notificationPayloads } from './notifications/index.js';
import { emitNotificationTypes } from './emit/notification-types.js';
import { emitNotificationSchemas } from './emit/notification-schemas.js';
import { emitNotificationDocs } from './emit/notification-docs.js';

/** What one run produces: the files of the generated folder by name, the API index, and the models. */
export interface Generated {
  files: Map<string, string>;
  docs: string;
  /**
   * The files of `@baykit/spec` (`packages/spec/src/generated`, by path below it): the full-weight REST catalog
   * split per API, the XML services table, Trading's schema and the category trees.
   */
  spec: Map<string, string>;
  /** Trading's schema (requests and responses; when the XML input is given), also in `spec` as `trading-schema.gen.json`. */
  tradingSchema?: string;
  apis: ApiModel[];
}

const AREAS: ApiInfo['area'][] = ['buy', 'commerce', 'developer', 'postOrder', 'sell'];

export type { CategoryTreeInput, ContractInput, NotificationInput, XmlInput } from './inputs.js';

/** Adds each renamed or moved operation to its old API as a copy of the operation it now is. */
function addAliases(apis: ApiModel[], aliases: readonly AliasRequest[]): void {
  const byNamespace = new Map(apis.map((api) => [`${api.info.area}.${api.info.key}`, api]));
  for (const alias of aliases) {
    const home = byNamespace.get(alias.api);
    const dot = alias.target.lastIndexOf('.');
    const targetApi = byNamespace.get(alias.target.slice(0, dot));
    const target = targetApi?.operations.find((op) => op.id === alias.target.slice(dot + 1));
    if (!home || !targetApi || !target)
      throw new Error(`lifecycle: ${alias.api}.${alias.id} ${alias.status} to ${alias.target}, which does not exist`);
    home.operations.push({
      ...target,
      id: alias.id,
      lifecycle: { status: alias.status, replacement: alias.target, ...(alias.date ? { date: alias.date } : {}) },
      aliasOf: { api: targetApi, op: target },
    });
    home.operations.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}

/** Applies the overlays to the specs (in place) and renders every generated file. Pure apart from that. */
export function generate(
  specs: LoadedSpec[],
  overlays: readonly Overlay[],
  xml?: XmlInput,
  contracts?: ContractInput,
  notifications?: NotificationInput,
  categories: readonly CategoryTreeInput[] = [],
): Generated {
  const byFile = new Map(specs.map((s) => [s.file, s.doc]));
  for (const overlay of overlays) overlay.apply(byFile);
  const apis = specs.map(apiModel);
  addAliases(apis, contracts?.aliases ?? []);
  const files = new Map<string, string>();
  files.set('README.md', emitReadme());
  const shared = sharedEnumerationValues(apis);
  for (const api of apis) {
    // The module's class and table, then how `ebay.call` types its operations.
    files.set(`${api.info.module}.gen.ts`, `${emitApi(api)}\n${callsLines(api).join('\n')}\n`);
    files.set(`${api.info.module}.types.gen.ts`, emitTypes(api, shared));
  }
  for (const area of AREAS) {
    const members = apis.filter((a) => a.info.area === area);
    if (members.length > 0) files.set(`${area === 'postOrder' ? 'post-order' : area}.gen.ts`, emitArea(area, members));
  }
  files.set('catalog.gen.ts', emitCatalog(apis));
  files.set('calls.gen.ts', emitCalls(apis));
  files.set('post-order-enums.gen.ts', emitPostOrderEnums());
  if (xml) {
    const paged = new Set(tradingPagedCalls(xml.trading).keys());
    files.set('xml.gen.ts', emitXml(xml.services, paged, contracts?.lifecycle));
    files.set('xml-lifecycle.gen.ts', emitXmlLifecycle(xmlLifecycle(contracts?.lifecycle)));
    files.set('trading.gen.ts', emitTradingData(xml.trading));
    files.set('trading.types.gen.ts', emitTradingTypes(xml.trading, xmlLifecycle(contracts?.lifecycle)));
  }
  const tradingSchema = xml ? emitTradingSchema(xml.trading) : undefined;
  const spec = emitSpec(
    apis,
    xml && tradingSchema !== undefined ? { services: xml.services, tradingSchema } : undefined,
  );
  // The effect table covers every REST operation and every XML call, so it is written with the XML input (the real
  // run always has it); its reviewed overrides must each name an operation of the two.
  if (xml) spec.set('effects.gen.ts', emitEffects(operationEffects(apis, xml.services)));
  for (const tree of categories) spec.set(categoryTreeFile(tree), emitCategoryTree(tree));
  // Notification payloads: types in the client, JSON Schemas in @baykit/spec, a section of docs/api.md.
  const payloads = notifications ? notificationPayloads(notifications.contracts, notifications.overlays) : undefined;
  if (payloads) {
    files.set('notification-payloads.gen.ts', emitNotificationTypes(payloads));
    spec.set('notification-schemas.gen.json', emitNotificationSchemas(payloads));
  }
  const docs = emitDocs(apis, contracts, xml);
  return {
    files,
    docs: payloads ? `${docs}\n${emitNotificationDocs(payloads).join('\n').trimEnd()}\n` : docs,
    spec,
    ...(tradingSchema !== undefined ? { tradingSchema } : {}),
    apis,
  };
}
