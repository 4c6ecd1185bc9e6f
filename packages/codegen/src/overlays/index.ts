import { inventoryAspects } from './inventory-aspects.js';
import type { Overlay } from './overlay.js';
import { postOrderAuth } from './post-order-auth.js';
import { postOrderBodies } from './post-order-bodies.js';
import { postOrderCreated } from './post-order-created.js';
import { postOrderQuery } from './post-order-query.js';
import { postOrderPathNames } from './post-order-path-names.js';
import { storesOauthFlows } from './stores-oauth-flows.js';
import { taxonomyAspectsFile } from './taxonomy-aspects-file.js';
import { trimReasons } from './trim-reasons.js';
import { uploadBodies } from './upload-bodies.js';

/** Every overlay, in the order they apply. */
export const OVERLAYS: readonly Overlay[] = [
  postOrderAuth,
  postOrderPathNames,
  postOrderBodies,
  postOrderQuery,
  postOrderCreated,
  uploadBodies,
  inventoryAspects,
  trimReasons,
  taxonomyAspectsFile,
  storesOauthFlows,
];
