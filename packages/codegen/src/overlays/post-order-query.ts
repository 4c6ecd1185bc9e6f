import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';
import { postOrderQueryParameters } from './post-order/query-parameters.js';

/**
 * The post-order specs declare no query parameters: the four searches (role, states, date ranges, paging, …),
 * `fieldgroups` of the GET-by-id calls and the few calls with required query input get them (data and
 * sources in ./post-order/).
 */
export const postOrderQuery: Overlay = {
  name: 'post-order-query',
  reason: 'post-order specs declare no query parameters',
  apply(specs) {
    for (const [file, operations] of Object.entries(postOrderQueryParameters)) {
      const doc = specOf(specs, `${file}_oas3`);
      for (const [operationId, parameters] of Object.entries(operations)) {
        const { op } = operationOf(doc, operationId);
        const names = new Set(parameters.map((p) => p.name));
        op.parameters = [
          ...(op.parameters ?? []).filter((p) => !(p.in === 'query' && names.has(p.name))),
          ...parameters.map((p) => ({
            name: p.name,
            in: 'query' as const,
            required: p.required,
            schema: structuredClone(p.schema),
          })),
        ];
      }
    }
  },
};
