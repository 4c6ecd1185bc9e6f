// @baykit/spec/load: one API's schemas (or Trading's schema) read on first use, without the whole catalog, for a
// program that needs one operation (`baykit ops sell.inventory.getInventoryItem` reads sell.inventory.json alone).
// The same data and functions as the package's main entry, which imports every API's file up front.
import { REST_SCHEMA_LOADERS } from './generated/rest-loaders.gen.js';
import { INLINE_DEPTH, inlineIn, type InlinedSchema } from './inline.js';
import type { ApiSchemas } from './rest-schemas.js';

export type { ApiSchemas, JsonSchema, OperationSchemas } from './rest-schemas.js';
export { INLINE_DEPTH, enumerationIn, inlineIn, type InlinedSchema } from './inline.js';
export type { ParameterShape, RequestShape } from './request-shape.js';
export { requestShapeIn } from './request-shape-in.js';
export {
  loadTradingSchema,
  tradingCallFields,
  tradingCalls,
  type TradingField,
  type TradingSchemaData,
} from './trading.js';

const loaded = new Map<string, Promise<ApiSchemas>>();

/** The `<area>.<api>` names of every REST API (`buy.browse`, `sell.inventory`, …), without loading any. */
export const REST_API_NAMES: readonly string[] = Object.keys(REST_SCHEMA_LOADERS);

/**
 * One REST API's schemas by `<area>.<api>` (`sell.inventory`), read from its file on first use and kept (read-only
 * data, shared safely); undefined for a name that is not an API.
 */
export function loadApiSchemas(api: string): Promise<ApiSchemas | undefined> {
  if (!Object.hasOwn(REST_SCHEMA_LOADERS, api)) return Promise.resolve(undefined);
  let loading = loaded.get(api);
  if (!loading) {
    const load = REST_SCHEMA_LOADERS[api] as () => Promise<{ default: unknown }>;
    loading = load().then((module) => module.default as ApiSchemas);
    loaded.set(api, loading);
  }
  return loading;
}

/** The JSON request body of operation `operationId` of `api`'s schemas, inlined; undefined when it takes none. */
export function requestBodySchemaIn(
  api: ApiSchemas,
  operationId: string,
  maxDepth = INLINE_DEPTH,
): InlinedSchema | undefined {
  const body = Object.hasOwn(api.operations, operationId) ? api.operations[operationId]?.body : undefined;
  return body ? inlineIn(api, body, maxDepth) : undefined;
}
