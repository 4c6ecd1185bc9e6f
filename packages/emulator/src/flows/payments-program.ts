import { jsonResponse } from '../json-response.js';
import type { FlowHandler, RestCall } from '../rest/flow.js';
import { refusedValue } from '../resources/not-found.js';
import { REGISTRATION_MARKETPLACE } from '../world/sellers.js';

// The Account API's payments program reads: whether the seller takes part in eBay managed payments on a
// marketplace. eBay has moved every seller account onto it (the methods' pages:
// https://developer.ebay.com/api-docs/sell/account/resources/payments_program/methods/getPaymentsProgram), so on the
// seller's registration site the seller is opted in and onboarded. A program or site eBay does not know is refused
// before this (src/rest/closed-values.ts); a site the seller is not registered on gets the same 20408, whose message
// names that case ("The user may not be registered to the specified site").

/** 20408 "No payment program available" for a marketplace other than the seller's registration site, else undefined. */
function elsewhere(call: RestCall): Response | undefined {
  const marketplace = call.params.marketplace_id ?? '';
  if (marketplace === REGISTRATION_MARKETPLACE) return undefined;
  return refusedValue(call.spec, 20408, 'marketplace_id', marketplace, [REGISTRATION_MARKETPLACE]);
}

/** `GET /payments_program/{marketplace_id}/{payments_program_type}`: opted in on the registration site. */
const getPaymentsProgram: FlowHandler = (call) =>
  elsewhere(call) ??
  jsonResponse({
    marketplaceId: call.params.marketplace_id,
    paymentsProgramType: call.params.payments_program_type,
    status: 'OPTED_IN',
    // Never opted out since (api:PaymentsProgramResponse: false unless the seller later opted out).
    wasPreviouslyOptedIn: false,
  });

/**
 * `GET /payments_program/{marketplace_id}/{payments_program_type}/onboarding`: onboarded, so no step is left
 * (the steps array lists the active steps, api:PaymentsProgramOnboardingResponse).
 */
const getPaymentsProgramOnboarding: FlowHandler = (call) =>
  elsewhere(call) ?? jsonResponse({ onboardingStatus: 'ONBOARDED', steps: [] });

/** The Account API's payments program flows, by `<api>.<operationId>`. */
export const PAYMENTS_PROGRAM_FLOWS = {
  'sell.account.getPaymentsProgram': getPaymentsProgram,
  'sell.account.getPaymentsProgramOnboarding': getPaymentsProgramOnboarding,
} satisfies Record<string, FlowHandler>;
