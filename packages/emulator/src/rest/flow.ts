import type { OperationSpec } from 'baykit';
import type { EmulatorContext, TokenInfo } from '../context.js';
import type { EmulatorRequest } from '../request.js';

/** A REST call that passed routing, auth and validation, as a flow sees it. */
export interface RestCall {
  spec: OperationSpec;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined when none or not JSON). */
  body: unknown;
  req: EmulatorRequest;
  /** The token the call authenticated with (undefined for classic post-order tokens). */
  token: TokenInfo | undefined;
  ctx: EmulatorContext;
}

/** A stateful handler for one operation; `undefined` hands the call to the spec-driven responder. */
export type FlowHandler = (call: RestCall) => Promise<Response | undefined> | Response | undefined;

/** Flow handlers by `<api>.<operationId>` (e.g. `sell.inventory.createOrReplaceInventoryItem`). */
export type FlowTable = Readonly<Record<string, FlowHandler>>;
