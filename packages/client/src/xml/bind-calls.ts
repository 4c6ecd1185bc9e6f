import { TRADING_PAGED_CALLS } from '../generated/trading.gen.js';
import { PAGER, type Pager } from '../rest/bind.js';
import { XML_CODEC } from './codec.js';
import { loadPart } from '../internal/load-part.js';
import type { XmlCallOptions, XmlRuntime } from './runtime.js';
import type { XmlServiceName } from './services.js';
import type { TradingRequestWith } from './request-with.js';

/**
 * A generated XML call method: request fields in, the parsed `<Call>Response` content out (or the XML text with `raw`).
 * `Extra`, given explicitly and never inferred, adds fields or code values newer than eBay's schema
 * (`ebay.trading.GetItem<{ NewField: string }>(…)`, see {@link TradingRequestWith}).
 */
export interface XmlCallMethod<Req, Res> {
  <Extra extends object = Record<never, never>>(
    fields?: TradingRequestWith<Req, NoInfer<Extra>>,
    options?: XmlCallOptions & { raw?: false },
  ): Promise<Res>;
  <Extra extends object = Record<never, never>>(
    fields: TradingRequestWith<Req, NoInfer<Extra>> | undefined,
    options: XmlCallOptions & { raw: true },
  ): Promise<string>;
}

/** The generic `call(name, fields, options)` every XML service has. */
export type XmlGenericCall = (
  callName: string,
  fields?: Record<string, unknown>,
  options?: XmlCallOptions,
) => Promise<unknown>;

/** The pager of a paged call: it loads the paging code (`pages.ts`) on the first page asked for. */
function pager(runtime: XmlRuntime, service: XmlServiceName, call: string, itemsPath: string): Pager {
  return async function* (args) {
    yield* (await loadPart(import('./pages.js'))).xmlPages(runtime, XML_CODEC, service, call, itemsPath, args);
  };
}

/**
 * Installs one method per call name on a generated service object, plus `call(name, …)`. Methods are own,
 * bound functions; paged Trading calls carry their pager for `ebay.paginate`.
 */
export function bindXmlCalls(
  target: object,
  runtime: XmlRuntime,
  service: XmlServiceName,
  calls: readonly string[],
): void {
  for (const name of calls) {
    const method = (fields?: Record<string, unknown>, options?: XmlCallOptions): Promise<unknown> =>
      runtime.call(service, name, fields, options);
    Object.defineProperty(method, 'name', { value: name });
    const items = service === 'trading' ? TRADING_PAGED_CALLS[name] : undefined;
    if (items) Object.defineProperty(method, PAGER, { value: pager(runtime, service, name, items) });
    Object.defineProperty(target, name, { value: method, enumerable: true });
  }
  // A call name in another case (`getCategories`) is the same call at eBay: it goes out under its own name, so
  // its lifecycle, paging and signing rules apply and the envelope is eBay's.
  const byLowerCase = new Map(calls.map((name) => [name.toLowerCase(), name]));
  const call: XmlGenericCall = (callName, fields, options) =>
    runtime.call(
      service,
      typeof callName === 'string' ? (byLowerCase.get(callName.toLowerCase()) ?? callName) : callName,
      fields,
      options,
    );
  Object.defineProperty(target, 'call', { value: call, enumerable: false });
}
