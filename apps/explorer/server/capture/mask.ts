import { secretsInMessages, type SecretMask } from 'baykit';
import type { Exchange } from '../../shared/api.js';

/**
 * The credentials an unmasked exchange shows by their place (baykit's `secretsInMessages`: Authorization and
 * IAF/cert headers, token form fields, token JSON fields, XML auth tokens, in either body). Masking a run with what
 * all its exchanges showed hides a token in the request that used it as in the answer that issued it.
 */
export function secretsIn(exchange: Exchange): string[] {
  const { request, response } = exchange;
  return secretsInMessages(
    request,
    ...(response
      ? [{ headers: response.headers, body: response.bodyEncoding === 'text' ? response.body : undefined }]
      : []),
  );
}

/**
 * The exchange as the browser may see it: credential headers masked by baykit's `redactHeaders`, bodies masked
 * by `SecretMask.body`, and every known secret replaced in the URL, headers and bodies. The signature base keeps the
 * signature key (a public value eBay issues) but loses any known secret.
 */
export function maskExchange(exchange: Exchange, mask: SecretMask): Exchange {
  const { request, response } = exchange;
  return {
    ...exchange,
    request: {
      method: request.method,
      url: mask.text(request.url),
      headers: mask.headers(request.headers),
      ...(request.body === undefined ? {} : { body: mask.body(request.body) }),
      ...(request.signatureBase === undefined ? {} : { signatureBase: mask.text(request.signatureBase) }),
    },
    ...(response
      ? {
          response: {
            ...response,
            headers: mask.headers(response.headers),
            body: response.bodyEncoding === 'text' ? mask.body(response.body) : response.body,
          },
        }
      : {}),
  };
}
