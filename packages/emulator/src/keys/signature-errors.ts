import { restError } from '../errors.js';

// eBay's HTTP status for the 2151xx signature errors was never captured (docs/ebay-facts.md#signature-error-ids, #open-questions). They are
// REQUEST-category errors about the client's input, so the emulator answers 400, like eBay's other such errors.
const STATUS = 400;
const VALIDATION_FAILED = 'Signature validation failed';

/**
 * eBay's 215114 message. baykit's `verifySignature` gives exactly this text as its `reason` for a `created`
 * outside the allowed window, which is how `verifyEbaySignature` tells that failure apart.
 */
export const CREATED_OUT_OF_RANGE = 'The create time of signature parameters is not in right range';

/**
 * The error's parameters: `reason` (worded like eBay's verifier, then what differs) and `component`, the covered
 * component that differs or is missing. eBay's message and longMessage stay as eBay words them.
 */
function detail(reason: string, component: string | undefined): { name: string; value: string }[] {
  return [{ name: 'reason', value: reason }, ...(component ? [{ name: 'component', value: component }] : [])];
}

/**
 * errorId 215120: a signature header is missing or malformed, the Content-Digest does not match the body,
 * or the signature does not verify.
 */
export function signatureValidationFailed(reason: string, component?: string): Response {
  return restError(STATUS, {
    errorId: 215120,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: VALIDATION_FAILED,
    longMessage: `${VALIDATION_FAILED} to fulfill the request.`,
    parameters: detail(reason, component),
  });
}

/**
 * errorId 215122: the `x-ebay-signature-key` JWE cannot be opened (not issued by this emulator, nor one of
 * eBay's test JWEs). eBay words it exactly like 215120; only the id differs (docs/ebay-facts.md#signature-error-ids).
 */
export function signatureKeyInvalid(reason: string, component?: string): Response {
  return restError(STATUS, {
    errorId: 215122,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: VALIDATION_FAILED,
    longMessage: `${VALIDATION_FAILED} to fulfill the request.`,
    parameters: detail(reason, component),
  });
}

/** errorId 215114: the `created` parameter is too far from the server's time (or is in milliseconds). */
export function signatureCreatedOutOfRange(reason: string): Response {
  return restError(STATUS, {
    errorId: 215114,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: CREATED_OUT_OF_RANGE,
    longMessage: `${CREATED_OUT_OF_RANGE} to fulfill the request.`,
    parameters: [{ name: 'reason', value: reason }],
  });
}
