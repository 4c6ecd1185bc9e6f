import type { EmulatorContext } from '../context.js';
import { parseCreateSigningKeyRequest, signingKeyNotFound, SigningKeyStore } from '../keys/index.js';
import type { FlowHandler } from '../rest/flow.js';
import { jsonResponse } from '../json-response.js';

function store(ctx: EmulatorContext, appId: string): SigningKeyStore {
  const stores = ctx.state.world.signingKeys;
  let found = stores.get(appId);
  if (!found) {
    found = new SigningKeyStore({ masterKey: ctx.masterKey, clock: ctx.clock, appId });
    stores.set(appId, found);
  }
  return found;
}

const createSigningKey: FlowHandler = async ({ body, ctx, token }) => {
  const cipher = parseCreateSigningKeyRequest(body);
  if (cipher instanceof Response) return cipher;
  // The private key is in this answer only, as on eBay; the store keeps the public half.
  return jsonResponse(await store(ctx, token?.appId ?? ctx.defaultApp.appId).create(cipher));
};

const getSigningKey: FlowHandler = ({ params, ctx, token }) => {
  const key = store(ctx, token?.appId ?? ctx.defaultApp.appId).get(params.signing_key_id ?? '');
  return key ? jsonResponse(key) : signingKeyNotFound(params.signing_key_id ?? '');
};

const getSigningKeys: FlowHandler = ({ ctx, token }) =>
  jsonResponse({ signingKeys: store(ctx, token?.appId ?? ctx.defaultApp.appId).list() });

/** Key Management: real key pairs, and JWEs only this emulator opens (its signature checks accept them). */
export const KEY_MANAGEMENT_FLOWS = {
  'developer.keyManagement.createSigningKey': createSigningKey,
  'developer.keyManagement.getSigningKey': getSigningKey,
  'developer.keyManagement.getSigningKeys': getSigningKeys,
} satisfies Record<string, FlowHandler>;
