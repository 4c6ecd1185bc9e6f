import type { RestCalls } from '../generated/calls.gen.js';
import type { CallArgs } from './invoke.js';
import type { CallOptions } from './request.js';

/** A REST operation's name as `ebay.call` takes it: `buy.browse.getItem`, or `getItem` where that names one operation. */
export type OperationName = keyof RestCalls & string;

/** What codegen wrote for operation `Id`, or the untyped shape for a name it does not know. */
type CallEntry<Id extends string> = Id extends OperationName
  ? RestCalls[Id]
  : { args: CallArgs; response: unknown; item: unknown };

/** The arguments by name of operation `Id`: `{ path, query, body, headers }`, each typed as its generated method's. */
export type CallArgsOf<Id extends string> = CallEntry<Id>['args'];

/** What a call of operation `Id` resolves to. */
export type CallResponse<Id extends string> = CallEntry<Id>['response'];

/** One item `ebay.paginate(Id, …)` yields. */
export type CallItem<Id extends string> = CallEntry<Id> extends { item: infer I } ? I : unknown;

/**
 * The parameters after the operation's name: its arguments (required when some part of them is) and the options.
 * An operation whose arguments are all optional may be called with none.
 */
export type CallRest<Id extends string, O = CallOptions> =
  Record<never, never> extends CallArgsOf<Id>
    ? [args?: CallArgsOf<Id>, options?: O]
    : [args: CallArgsOf<Id>, options?: O];
