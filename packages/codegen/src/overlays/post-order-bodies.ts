import type { ParameterObject } from '../openapi.js';
import { HTTP_METHODS } from '../openapi.js';
import type { Overlay } from './overlay.js';
import { operationOf, specOf } from './overlay.js';
import { POST_ORDER_SPECS } from './post-order-auth.js';
import {
  operationsWithoutBody,
  postOrderBodyParameterRemovals,
  postOrderRequestBodies,
} from './post-order/request-bodies.js';
import { postOrderSchemas } from './post-order/schemas.js';

const base = (file: string): string => file.replace(/_oas3$/, '');

/**
 * The post-order specs have no request bodies and no schemas: every POST/PUT gets the body eBay documents
 * (data in ./post-order/, with its sources), the shared types become `components.schemas`, and the two
 * `in: body` parameters (not valid OpenAPI 3; their fields are in the bodies) are dropped. Every POST/PUT must
 * be either given a body or listed as taking none, so a new operation in a later spec cannot slip through.
 */
export const postOrderBodies: Overlay = {
  name: 'post-order-bodies',
  reason: 'post-order specs declare no request bodies and no schemas',
  apply(specs) {
    for (const file of POST_ORDER_SPECS) {
      const doc = specOf(specs, file);
      const bodies = postOrderRequestBodies[base(file)] ?? {};
      const none = operationsWithoutBody[base(file)] ?? {};
      doc.components = {
        ...doc.components,
        schemas: { ...doc.components?.schemas, ...structuredClone(postOrderSchemas) },
      };
      for (const item of Object.values(doc.paths)) {
        for (const method of HTTP_METHODS) {
          const op = item[method];
          if (!op || (method !== 'post' && method !== 'put')) continue;
          const body = bodies[op.operationId];
          if (body)
            op.requestBody = {
              required: body.required,
              content: { [body.contentType]: { schema: structuredClone(body.schema) } },
            };
          else if (!(op.operationId in none))
            throw new Error(
              `post-order-bodies: ${file} ${op.operationId} has no body data and is not listed as bodiless`,
            );
        }
      }
      for (const id of Object.keys(bodies)) operationOf(doc, id);
    }
    for (const removal of postOrderBodyParameterRemovals) {
      const { op } = operationOf(specOf(specs, `${removal.file}_oas3`), removal.operationId);
      const kept = (op.parameters ?? []).filter(
        (p) => !((p.in as string) === 'body' && removal.names.includes(p.name)),
      );
      if (kept.length === op.parameters?.length)
        throw new Error(`post-order-bodies: ${removal.operationId} no longer has its in: body parameters`);
      op.parameters = kept as ParameterObject[];
    }
  },
};
