import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';

/**
 * eBay's createInquiry page says a created inquiry answers 201 with its URI in `Location`
 * (https://developer.ebay.com/devzone/post-order/post-order_v2_inquiry__post.html); the spec declares a bare 200.
 * The 201 keeps the body eBay documents, `CreateInquiryResponse` (`{ inquiryId }`), so the generated method still
 * returns the id. The other creates stay as their specs say (200, no `Location`): the pages of createReturnRequest,
 * createReturnDraft and createCancellation document neither.
 */
export const postOrderCreated: Overlay = {
  name: 'post-order-created',
  reason: 'createInquiry answers 201 Created with Location, not the bare 200 its spec declares',
  apply(specs) {
    const doc = specOf(specs, 'inquiry_oas3');
    const { op } = operationOf(doc, 'createInquiry');
    // A spec that already declares a 201 (or drops the 200) has been fixed upstream: review instead of overwriting.
    if (!op.responses['200'] || op.responses['201'])
      throw new Error('post-order-created: createInquiry no longer declares a bare 200; review this overlay');
    delete op.responses['200'];
    doc.components = {
      ...doc.components,
      schemas: {
        ...doc.components?.schemas,
        CreateInquiryResponse: { type: 'object', properties: { inquiryId: { type: 'string' } } },
      },
    };
    op.responses['201'] = {
      description: 'Created',
      headers: { Location: { schema: { type: 'string' } } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateInquiryResponse' } } },
    };
  },
};
