// The XML code an XML call's on-demand half (run-call.ts, pages.ts) uses, handed to it as one object instead of
// imported there. The package root exports this code (`buildXmlRequest`, `parseXml`, `XML_SERVICES`, …), and
// esbuild assigns whole files to chunks by the entries that reach them: a file the root reaches and an `import()`
// chunk uses goes into the code a program loads at start. esbuild also makes a chunk of every `import()` in the code
// it reads, used or not, so had run-call.ts imported the builder, even the Browse-only program would load it at
// start. Handed over from `XmlRuntime`, it stays with `EbayClient` (which needs it for its XML calls) and leaves
// other programs (packages/client/README.md#bundle-sizes).
import { XML_SERVICE_TABLE } from '@baykit/spec/xml-services';
import { ENDPOINT_PATHS } from '../hosts.js';
import { buildXmlRequest } from './builder.js';
import { readXmlOutcome } from './outcome.js';
import { parseXmlResponse } from './parser.js';
import { readPath } from './path.js';
import { xmlArrayPaths } from './array-paths.js';
import {
  KEY_AUTHENTICATED_CALLS,
  KEY_HEADER_CALLS,
  SIGNED_TRADING_CALLS,
  globalIdOf,
  numericSiteId,
} from './services.js';
import { hasMorePages, pageFields } from './trading-paging.js';

/** The XML builder, reader, services table, endpoint paths and Trading paging, for the on-demand half of a call. */
export const XML_CODEC = {
  buildXmlRequest,
  parseXmlResponse,
  readXmlOutcome,
  xmlArrayPaths,
  ENDPOINT_PATHS,
  XML_SERVICE_TABLE,
  numericSiteId,
  globalIdOf,
  KEY_AUTHENTICATED_CALLS,
  KEY_HEADER_CALLS,
  SIGNED_TRADING_CALLS,
  hasMorePages,
  pageFields,
  readPath,
};

/** What `XML_CODEC` holds. */
export type XmlCodec = typeof XML_CODEC;
