// The sending half of an XML call: `XmlRuntime` checks a call, then loads this module with `import()` (on the first
// XML or Auth'n'Auth call) to assemble, send and read it, so a program that calls only REST APIs never downloads it
// (packages/client/README.md#bundle-sizes). The XML builder and reader come in `codec` (codec.ts says why).
import { execute, type CallResult } from '../pipeline/pipeline.js';
import type { XmlCodec } from './codec.js';
import type { XmlCallOptions, XmlRuntimeParts } from './runtime-parts.js';
import type { XmlServiceName } from './services.js';
import { xmlRequest } from './xml-request.js';

/** Sends the checked call `callName` of `service`; the result holds the content of `<CallName>Response`. */
export async function runXmlCall(
  parts: XmlRuntimeParts,
  codec: XmlCodec,
  service: XmlServiceName,
  callName: string,
  fields: Record<string, unknown>,
  options: XmlCallOptions,
): Promise<CallResult<unknown>> {
  const request = await xmlRequest({ ...parts, codec }, service, callName, fields, options);
  return execute(parts.ctx, request);
}
