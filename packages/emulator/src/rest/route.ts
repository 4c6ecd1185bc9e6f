import type { OperationSpec } from 'baykit';
import { apiContextAndName } from '../flows/analytics/index.js';
import type { AuthNeed } from '../oauth/index.js';
import { closedValuesOf, type ClosedValues } from './closed-values.js';
import type { FlowHandler, FlowTable } from './flow.js';
import { successStatus } from './operation-info.js';
import { operationSampler, type OperationValidator, type SampleContext, type SchemaValidator } from './schema/index.js';

/**
 * Everything a request of one REST operation reads, compiled once per emulator (when a request first needs it):
 * the router finds it, and every later step reads it, so a request looks its operation up once
 * (docs/architecture.md#emulator).
 */
export interface CompiledRoute {
  /** The operation's catalog entry. */
  readonly spec: OperationSpec;
  /** `<api>.<operationId>`: the key of the flow table, and the purpose a sample's random source is drawn for. */
  readonly key: string;
  /** What the caller's token must grant. */
  readonly auth: AuthNeed;
  /** Its query and JSON body checks (the body's schema is compiled on its first use). */
  readonly validator: OperationValidator;
  /** The header names its contract requires. */
  readonly requiredHeaders: readonly string[];
  /** Whether its body is JSON, read and validated before the flow runs. */
  readonly jsonBody: boolean;
  /** Whether it takes a file (binary or multipart): its body may be as large as an upload. */
  readonly upload: boolean;
  /** Path and query values of a fixed set eBay defines, checked before any state is read. */
  readonly closedValues: Readonly<Record<string, ClosedValues>> | undefined;
  /** How Developer Analytics names its API: `[apiContext, apiName]`. */
  readonly analytics: readonly [string, string];
  /** Its hand-written flow, or its resource family's handler; undefined when only a sample answers it. */
  readonly flow: FlowHandler | undefined;
  /** A sample of its success answer, valid against the contract; undefined when the contract has no body. */
  readonly sample: ((ctx: SampleContext) => unknown) | undefined;
  /** The status a sample answers with: 200 when the contract has it, else its first success code. */
  readonly status: number;
}

/** What routes are compiled with: the emulator's flow table and its validator. */
export interface RouteSources {
  readonly flows: FlowTable;
  readonly validator: SchemaValidator;
}

/** Compiles the route of one operation. Nothing here compiles a schema: Ajv does that on the first body. */
export function compileRoute(spec: OperationSpec, sources: RouteSources): CompiledRoute {
  const key = `${spec.api}.${spec.id}`;
  const jsonBody = spec.body !== undefined && /json/i.test(spec.body.contentType);
  return {
    spec,
    key,
    auth: { grant: spec.grant, scopes: spec.scopes, scheme: spec.auth ?? 'Bearer' },
    validator: sources.validator.forOperation(spec),
    requiredHeaders: (spec.headers ?? []).filter((header) => header.required).map((header) => header.name),
    jsonBody,
    upload: spec.body !== undefined && !jsonBody,
    closedValues: closedValuesOf(spec),
    analytics: apiContextAndName(spec.api),
    flow: sources.flows[key],
    sample: operationSampler(spec.api, spec.id),
    status: successStatus(spec.api, spec.id),
  };
}
