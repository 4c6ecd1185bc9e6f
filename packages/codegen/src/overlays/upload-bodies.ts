import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';

/**
 * File uploads the specs describe wrongly (2026 Media's `createImageFromFile` and `uploadDocument` declare no body either): Fulfillment `uploadEvidenceFile` declares no body at all,
 * Sell Feed `uploadFile` declares a Java `FormDataContentDisposition` schema (seed era) or no body (2026), and Media `uploadVideo`
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
    if (
      feed.requestBody &&
      !feed.requestBody.content['multipart/form-data']?.schema?.$ref?.endsWith('/FormDataContentDisposition')
    ) {
      throw new Error(
        'upload-bodies: uploadFile now declares a body other than FormDataContentDisposition; review this overlay',
      );
    }
    // The 2026 Media contract declares the video as an octet stream itself; the seed-era one declared JSON.
    if (!video.requestBody?.content['application/json'] && !video.requestBody?.content['application/octet-stream'])
      throw new Error('upload-bodies: uploadVideo declares neither JSON nor an octet stream; review this overlay');
    evidence.requestBody = multipart;
    feed.requestBody = multipart;
    video.requestBody = { required: true, content: { 'application/octet-stream': {} } };
    // 2026 Media: the image file and document file uploads (multipart, `image` / `file` part) declare no body.
    const media = specOf(specs, 'commerce_media_v1_beta_oas3');
    for (const id of ['createImageFromFile', 'uploadDocument']) {
      const found =
        media.paths &&
        Object.values(media.paths).some((item) =>
          Object.values(item).some((op) => (op as { operationId?: string })?.operationId === id),
        );
      if (!found) continue;
      const { op } = operationOf(media, id);
      if (op.requestBody) throw new Error(`upload-bodies: ${id} now declares a body; review this overlay`);
      op.requestBody = multipart;
    }
  },
};
