import type { EbayClient } from 'baykit';
import type { CallOutcome, Exchange, RestCallInput, XmlCallInput, CallInput } from '../../shared/api.js';
import type { Capture, CaptureRun } from '../capture/capture.js';
import { errorView } from './call-error.js';
import { readCallInput } from './call-input.js';
import { findOperation } from '../catalog/catalog.js';

export { CallInputError, readCallInput } from './call-input.js';

/** Options of one call: more secrets to mask in what it returns (the environment's cert id and tokens). */
export interface RunCallOptions {
  secrets?: Iterable<string | undefined>;
}

interface Answer {
  data: unknown;
  status?: number;
}

function nonEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** Calls the operation by name, as a user would with `ebay.call`: path values, query, body and headers by name. */
async function callRest(client: EbayClient, input: RestCallInput): Promise<Answer> {
  const spec = findOperation(input.api, input.operationId);
  // readCallInput checked the catalog; an operation missing here would be a baykit bug, reported as such.
  if (!spec) throw new Error(`baykit has no operation ${input.api}.${input.operationId}`);
  const args = {
    path: Object.fromEntries(spec.pathParams.map((name) => [name, input.path[name] ?? ''])),
    query: nonEmpty(input.query),
    // A body the form kept for an operation that takes none is not sent (the generated method had no place for it).
    body: spec.body ? input.body : undefined,
    headers: nonEmpty(input.headers),
  };
  const options = input.sign === undefined ? {} : { sign: input.sign };
  const result = await client.withResponse(client.call(`${input.api}.${input.operationId}`, args, options));
  return { data: result.data, status: result.status };
}

async function callXml(client: EbayClient, input: XmlCallInput): Promise<Answer> {
  return { data: await client[input.service].call(input.callName, input.fields) };
}

function lastCallStatus(exchanges: readonly Exchange[]): number | undefined {
  return exchanges.filter((e) => e.purpose === 'call').at(-1)?.response?.status;
}

/** Binary answers are in the exchange (base64); the outcome says what came instead of repeating them. */
function viewData(data: unknown, run: CaptureRun<Answer>): unknown {
  if (data instanceof Uint8Array) return `[${data.byteLength} bytes; the response body holds them]`;
  return run.mask.value(data);
}

/**
 * Runs one explorer call through baykit (REST: `client.call`; XML: `client[service].call`) inside a
 * capture run, and reports the outcome: data or the typed error, the operation's status, the wall time, and every
 * exchange with secrets masked. Throws `CallInputError` for an input it cannot run; eBay's errors are outcomes.
 */
export async function runCall(
  client: EbayClient,
  capture: Capture,
  input: CallInput,
  options: RunCallOptions = {},
): Promise<CallOutcome> {
  const checked = readCallInput(input);
  const started = performance.now();
  const run = await capture.run(
    () => (checked.kind === 'rest' ? callRest(client, checked) : callXml(client, checked)),
    { secrets: options.secrets ?? [] },
  );
  const durationMs = Math.round(performance.now() - started);
  if (run.result) {
    const status = run.result.status ?? lastCallStatus(run.exchanges);
    return {
      ok: true,
      ...(status === undefined ? {} : { status }),
      durationMs,
      data: viewData(run.result.data, run),
      exchanges: run.exchanges,
    };
  }
  const error = errorView(run.error, run.mask);
  const status = error.status ?? lastCallStatus(run.exchanges);
  return { ok: false, ...(status === undefined ? {} : { status }), durationMs, error, exchanges: run.exchanges };
}
