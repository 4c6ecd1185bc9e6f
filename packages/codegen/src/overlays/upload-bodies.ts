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
    const evidence = operationOf(specOf(specs, 'sell_fulfillment_v1_oas3'), 'uploadEvidenceFile').op;
    const feed = operationOf(specOf(specs, 'sell_feed_v1_oas3'), 'uploadFile').op;
    const video = operationOf(specOf(specs, 'commerce_media_v1_beta_oas3'), 'uploadVideo').op;
    // Each fix checks the gap is still there, so a corrected spec shows up here instead of being overwritten.
    if (evidence.requestBody)
      throw new Error('upload-bodies: uploadEvidenceFile now declares a body; review this overlay');
    if (!feed.requestBody?.content['multipart/form-data']?.schema?.$ref?.endsWith('/FormDataContentDisposition')) {
      throw new Error('upload-bodies: uploadFile no longer declares FormDataContentDisposition; review this overlay');
    }
    if (!video.requestBody?.content['application/json'])
      throw new Error('upload-bodies: uploadVideo no longer declares JSON; review this overlay');
    evidence.requestBody = multipart;
    feed.requestBody = multipart;
    video.requestBody = { required: true, content: { 'application/octet-stream': {} } };
  },
};
