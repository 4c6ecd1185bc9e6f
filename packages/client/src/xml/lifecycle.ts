import type { Lifecycle } from '../internal/lifecycle.js';

/** The lifecycle of a retired XML service or call (`XML_LIFECYCLE`, generated from lifecycle.json). */
export type XmlLifecycle = Lifecycle;
