import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';

/**
 * File uploads the specs describe wrongly: Fulfillment `uploadEvidenceFile` declares no body at all,
 * Sell Feed `uploadFile` declares a Java `FormDataContentDisposition` schema, and Media `uploadVideo`
 * declares JSON where eBay takes the raw video bytes. They become multipart form data (the platform writes
 * the boundary) and an octet stream.
 */
export const uploadBodies: Overlay = {
  name: 'upload-bodies',
  reason: 'multipart and binary uploads declared with no body, a Java type, or JSON',
  apply(specs) {
    const multipart = { required: true, content: { 'multipart/form-data': {} } };
    operationOf(specOf(specs, 'sell_fulfillment_v1_oas3'), 'uploadEvidenceFile').op.requestBody = multipart;
    operationOf(specOf(specs, 'sell_feed_v1_oas3'), 'uploadFile').op.requestBody = multipart;
    operationOf(specOf(specs, 'commerce_media_v1_beta_oas3'), 'uploadVideo').op.requestBody = {
      required: true,
      content: { 'application/octet-stream': {} },
    };
  },
};
