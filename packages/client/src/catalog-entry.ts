// baykit/catalog: the operation tables alone (every REST operation's catalog entry, the XML lifecycle, how a paged
// Trading call pages), without the client, its pipeline or its transport; for tools that list or describe operations
// (`baykit ops`). The same objects as the root's `restCatalog` and `XML_LIFECYCLE` (one build, shared chunks).
export { restCatalog, REST_OPERATION_COUNT } from './generated/catalog.gen.js';
export { XML_LIFECYCLE } from './generated/xml-lifecycle.gen.js';
// How a paged Trading call asks for its next page (the explorer's Next page reads it in the browser).
export { hasMorePages as hasMoreTradingPages, pageFields as tradingPageFields } from './xml/trading-paging.js';
export type {
  BinaryBody,
  HeaderParameterSpec,
  OperationSpec,
  PagingKind,
  QueryParameterSpec,
} from './rest/operation.js';
export type { XmlLifecycle } from './xml/lifecycle.js';
