import { POST_ORDER_ENUMERATIONS } from './enumerations.js';
import type { JsonSchema, PostOrderQueryParameter } from './types.js';

// The four post-order specs declare no query parameters at all. Names, types, enumerations and required flags
// below are from eBay's Post-Order v2 call reference pages (their "URI parameters" tables) and docs/ebay-facts.md#post-order-resources;
// see README.md. Types follow the pages: the cancellation search documents limit/offset as strings, the other
// searches as integers.

/** An optional query parameter. */
const optional = (name: string, schema: JsonSchema): PostOrderQueryParameter => ({ name, required: false, schema });

/** A required query parameter. */
const required = (name: string, schema: JsonSchema): PostOrderQueryParameter => ({ name, required: true, schema });

const str = (): JsonSchema => ({ type: 'string' });
const int = (): JsonSchema => ({ type: 'integer' });
const oneOf = (...values: string[]): JsonSchema => ({ type: 'string', enum: values });

/** Query parameters missing from the post-order specs, by spec file base name, then operationId, in eBay's order. */
export const postOrderQueryParameters: Record<string, Record<string, PostOrderQueryParameter[]>> = {
  cancellation: {
    // GET /cancellation/{cancelId} (GetCancelFieldGroup)
    getCancellation: [optional('fieldgroups', oneOf('FULL', 'SUMMARY'))],
    // GET /cancellation/search
    search: [
      optional('cancel_id', str()),
      optional('creation_date_range_from', str()),
      optional('creation_date_range_to', str()),
      optional('item_id', str()),
      optional('legacy_order_id', str()),
      optional('limit', str()),
      optional('offset', str()),
      optional('role', oneOf('BUYER', 'SELLER')),
      optional('sort', str()),
      optional('transaction_id', str()),
    ],
  },
  case: {
    // GET /casemanagement/search
    search: [
      optional('case_creation_date_range_from', str()),
      optional('case_creation_date_range_to', str()),
      optional('case_status_filter', oneOf(...POST_ORDER_ENUMERATIONS.CaseStatus.values)),
      optional('fieldgroups', oneOf('DEFAULT', 'SUMMARY')),
      optional('item_id', str()),
      optional('limit', int()),
      optional('offset', int()),
      optional('order_id', str()),
      optional('return_id', str()),
      optional('sort', str()),
      optional('transaction_id', str()),
    ],
  },
  inquiry: {
    // GET /inquiry/search
    search: [
      optional('fieldgroups', oneOf('DEFAULT', 'SUMMARY')),
      optional('inquiry_creation_date_range_from', str()),
      optional('inquiry_creation_date_range_to', str()),
      optional('inquiry_status', oneOf(...POST_ORDER_ENUMERATIONS.InquiryStatus.values)),
      optional('item_id', str()),
      optional('limit', int()),
      optional('offset', int()),
      optional('order_id', str()),
      optional('sort', str()),
      optional('transaction_id', str()),
    ],
  },
  return: {
    // POST /return (GetReturnFieldGroupEnum; NONE is the default here)
    createReturnRequest: [optional('fieldgroups', oneOf('FULL', 'NONE', 'SUMMARY'))],
    // GET /return/{returnId} (GetReturnFieldGroupEnum; eBay refuses NONE on this call)
    getReturn: [optional('fieldgroups', oneOf('FULL', 'SUMMARY'))],
    // GET /return/{returnId}/tracking
    getShipmentTrackingInfo: [required('carrier_used', str()), required('tracking_number', str())],
    // POST /return/{returnId}/send_shipping_label
    sendReturnShippingLabel: [required('to_email_address', str())],
    // GET /return/search
    search: [
      optional('creation_date_range_from', str()),
      optional('creation_date_range_to', str()),
      optional('item_id', str()),
      optional('limit', int()),
      optional('offset', int()),
      optional('order_id', str()),
      optional('return_id', str()),
      optional('return_state', oneOf(...POST_ORDER_ENUMERATIONS.ReturnFilterState.values)),
      optional('role', oneOf('BUYER', 'SELLER')),
      optional('sort', str()),
      optional('states', str()),
      optional('transaction_id', str()),
    ],
  },
};
