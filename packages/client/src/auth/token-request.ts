import { TOKEN_PATH, baseUrl } from '../hosts.js';
import { requireOption } from '../config.js';
import { EbayApiError } from '../errors/ebay-api-error.js';
import { toBase64, toBytes } from '../internal/bytes.js';
import type { ClientContext } from '../internal/context.js';
import { execute } from '../pipeline/pipeline.js';
import type { EbayTokenResponse } from './token.js';

/**
 * POSTs a grant to eBay's token endpoint: form-encoded once, with Basic auth from app id and cert id
 * (docs/ebay-facts.md#token-endpoint). OAuth error bodies become `InvalidGrantError`, `InvalidScopeError`, … via the factory.
 */
export async function requestToken(
  ctx: ClientContext,
  form: Record<string, string>,
  operation: string,
): Promise<EbayTokenResponse> {
  const appId = requireOption(ctx.config, 'appId', 'Requesting an OAuth token');
  const certId = requireOption(ctx.config, 'certId', 'Requesting an OAuth token');
  const basic = toBase64(toBytes(`${appId}:${certId}`));
  // The encoded pair is as secret as the cert id itself: mask it too should a server echo it.
  ctx.redactor.add(basic);
  const result = await execute<unknown>(ctx, {
    operation,
    method: 'POST',
    url: `${baseUrl('api', ctx.config)}${TOKEN_PATH}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${basic}`,
    },
    body: new URLSearchParams(form).toString(),
    responseType: 'json',
  });
  const data = result.data as Partial<EbayTokenResponse> | undefined;
  if (typeof data?.access_token !== 'string' || data.access_token === '') {
    throw new EbayApiError({
      message: 'eBay token response has no access_token',
      status: result.status,
      operation,
      requestId: result.requestId,
    });
  }
  ctx.redactor.add(data.access_token, data.refresh_token);
  return data as EbayTokenResponse;
}
