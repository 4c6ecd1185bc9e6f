import { NoCallError } from '../errors/no-call-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { idHeaderProblem } from '../enums/unknown-id.js';
import { checkCallOptions } from '../internal/call-options.js';
import { checkLifecycle, type Lifecycle } from '../internal/lifecycle.js';
import { loadPart } from '../internal/load-part.js';
import { isPlainObject } from '../internal/objects.js';
import { XML_LIFECYCLE } from '../generated/xml-lifecycle.gen.js';
import { XML_CODEC } from './codec.js';
import type * as RunCall from './run-call.js';
import type { XmlCallOptions, XmlRuntimeParts } from './runtime-parts.js';
import type { XmlServiceName } from './services.js';

export type { XmlCallOptions, XmlRuntimeParts } from './runtime-parts.js';

/**
 * How a checked call is sent and its answer read (request assembly, multipart, error answers): loaded by the first
 * XML or Auth'n'Auth call, so a program that calls only REST APIs never downloads it.
 */
const loadRunCall = (): Promise<typeof RunCall> => loadPart(import('./run-call.js'));

/** What an XML call name may be: eBay's call names are letters and digits (it becomes an element name and a header). */
const CALL_NAME = /^[A-Za-z][A-Za-z0-9]{0,99}$/;

let lifecycleByLowerCase: Map<string, Lifecycle> | undefined;

/** The lifecycle entry of `service.Call`, whatever the call name's case (`getCategories` is GetCategories at eBay). */
function lifecycleOf(key: string): Lifecycle | undefined {
  lifecycleByLowerCase ??= new Map(Object.entries(XML_LIFECYCLE).map(([name, entry]) => [name.toLowerCase(), entry]));
  return lifecycleByLowerCase.get(key.toLowerCase());
}

/**
 * Runs XML service calls (docs/architecture.md#request-pipeline for the XML services): headers and envelope per service, credentials
 * (Auth'n'Auth token in `RequesterCredentials`, else the OAuth token in `X-EBAY-API-IAF-TOKEN`), signing,
 * retries, parsing, and a refresh-and-retry-once when eBay says the IAF token expired or is invalid. A call is
 * checked here; `run-call.ts`, loaded on the first call, sends it.
 */
export class XmlRuntime {
  readonly #parts: XmlRuntimeParts;

  constructor(parts: XmlRuntimeParts) {
    this.#parts = parts;
  }

  /** Calls `callName` of `service` with `fields`; resolves to the content of `<CallName>Response`. */
  call(
    service: XmlServiceName,
    callName: unknown,
    fields: unknown = {},
    options: XmlCallOptions = {},
  ): Promise<unknown> {
    return this.#parts.track(async () => {
      if (typeof callName !== 'string' || callName.trim() === '') throw new NoCallError();
      if (!CALL_NAME.test(callName)) {
        throw new ValidationError(
          `${JSON.stringify(callName.slice(0, 80))} is not an XML call name: use the call's name, e.g. GetItem (letters and digits).`,
          { parameter: 'callName' },
        );
      }
      if (fields !== undefined && fields !== null && !isPlainObject(fields)) {
        throw new ValidationError(`${callName}: fields must be an object of request fields.`, { parameter: 'fields' });
      }
      checkCallOptions(callName, options, idHeaderProblem);
      this.#checkLifecycle(service, callName, options);
      const { runXmlCall } = await loadRunCall();
      return runXmlCall(this.#parts, XML_CODEC, service, callName, (fields ?? {}) as Record<string, unknown>, options);
    });
  }

  /** A decommissioned service or call is refused (unless `allowRetired`); any other retired one warns once. */
  #checkLifecycle(service: XmlServiceName, callName: string, options: XmlCallOptions): void {
    const entry = lifecycleOf(`${service}.${callName}`) ?? XML_LIFECYCLE[service];
    if (!entry) return;
    const { ctx } = this.#parts;
    checkLifecycle(entry, options.allowRetired ?? ctx.config.allowRetired, ctx.warned, ctx.log);
  }
}
