import { TRIM_EXTENSION } from '../catalog.js';
import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';

/**
 * Our rule, not a spec fix: free-text reason fields are trimmed of surrounding whitespace before sending,
 * so a pasted value with a trailing newline cannot be rejected or stored with it.
 */
export const trimReasons: Overlay = {
  name: 'trim-reasons',
  reason: 'trim closeReason, desiredOutcome, escalateInquiryReason and buyerCloseReason',
  apply(specs) {
    const rules: [file: string, operationId: string, field: string][] = [
      ['inquiry_oas3', 'closeInquiry', 'closeReason'],
      ['inquiry_oas3', 'createInquiry', 'desiredOutcome'],
      ['inquiry_oas3', 'escalateInquiry', 'escalateInquiryReason'],
      ['return_oas3', 'cancelReturnRequest', 'buyerCloseReason'],
    ];
    for (const [file, operationId, field] of rules) {
      const { op } = operationOf(specOf(specs, file), operationId);
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema?.properties?.[field]) throw new Error(`trim-reasons: ${operationId} has no body field ${field}`);
      const extended = op as typeof op & { [TRIM_EXTENSION]?: string[] };
      extended[TRIM_EXTENSION] = [...(extended[TRIM_EXTENSION] ?? []), field];
    }
  },
};
