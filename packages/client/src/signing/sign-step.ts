import type { SignatureKey } from '../config.js';
import { ValidationError } from '../errors/validation-error.js';
import type { Clock } from '../internal/clock.js';
import type { SignStep } from '../pipeline/pipeline.js';
import { createSign } from './create-signer.js';
import { signRequestWith } from './sign-request.js';

/**
 * The `sign` step: the client's signer. One signer per client, so the private key is imported once; the clock is
 * read once per attempt (one `created` for Signature-Input and the signed base).
 */
export function createSignStep(key: SignatureKey, clock: Clock): SignStep {
  const sign = createSign();
  return async (request) => {
    const body = request.body;
    if (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array)) {
      throw new ValidationError(
        'Signed calls need a string or byte body (a Content-Digest is computed over the exact bytes).',
        {
          parameter: 'body',
        },
      );
    }
    const headers = await signRequestWith(
      { method: request.method, url: request.url, body },
      {
        privateKey: key.privateKey,
        jwe: key.jwe,
        digestAlgorithm: key.digestAlgorithm ?? 'sha-256',
        clock: () => clock.now(),
      },
      sign,
    );
    return { ...headers };
  };
}
