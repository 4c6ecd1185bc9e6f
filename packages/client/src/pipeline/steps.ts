/**
 * The steps of a call, in the order they run; docs/architecture.md#request-pipeline describes each under the same
 * name. Once per call: `serialize` (URL, body and headers: `rest/request.ts`, `xml/runtime.ts`,
 * `auth/token-request.ts`). Then per attempt, in `execute` (`pipeline.ts`): `pace` (the rate budget, `rate-limit/`: every
 * attempt that goes on the wire counts), `authorize` (the credential), `sign` (the last change to the request,
 * `signing/`), `send` (the transport; `onExchange` sees what it sent and got), `read` (`deserialize.ts`; an error answer's typed error:
 * `failed-attempt.ts`); and after a failed attempt `retry` (renew the credential once, or back off and go again:
 * `failed-attempt.ts` with the policy of `retry.ts`).
 */
export type PipelineStep = 'serialize' | 'pace' | 'authorize' | 'sign' | 'send' | 'read' | 'retry';
