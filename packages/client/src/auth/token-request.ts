import { ENDPOINT_PATHS, baseUrl } from '../hosts.js';
import { ConfigError } from '../errors/config-error.js';
import { EbayApiError } from '../errors/ebay-api-error.js';
import type { ClientContext } from '../internal/context.js';
import { execute } from '../pipeline/pipeline.js';
import type { EbayTokenResponse } from './token.js';

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** App id and cert id, or a `ConfigError` that says where to set them. */
export function requireKeys(ctx: ClientContext, purpose: string): { appId: string; certId: string } {
  const { appId, certId } = ctx.config;
  if (!appId || !certId) {
    const missing = !appId ? 'appId' : 'certId';
    throw new ConfigError(
      `${purpose} needs the ${missing} option (your keyset's ${missing === 'appId' ? 'App ID' : 'Cert ID'}; EBAY_${missing === 'appId' ? 'APP' : 'CERT'}_ID for fromEnv).`,
    );
  }
  return { appId, certId };
}

/**
 * POSTs a grant to eBay's token endpoint: form-encoded once, with Basic auth from app id and cert id
 * (ebay-wire.md §1.2). OAuth error bodies become `InvalidGrantError`, `InvalidScopeError`, … via the factory.
 */
export async function requestToken(
  ctx: ClientContext,
  form: Record<string, string>,
  operation: string,
): Promise<EbayTokenResponse> {
  const { appId, certId } = requireKeys(ctx, 'Requesting an OAuth token');
  const basic = base64Utf8(`${appId}:${certId}`);
  // The encoded pair is as secret as the cert id itself: mask it too should a server echo it.
  ctx.redactor.add(basic);
  const result = await execute<unknown>(ctx, {
    operation,
    method: 'POST',
    url: `${baseUrl('api', ctx.config)}${ENDPOINT_PATHS.token}`,
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
