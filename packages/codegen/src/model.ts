import type { ApiInfo } from './apis.js';
import type { SchemaObject } from './openapi.js';

/** How an operation's grant was decided from its security requirement. */
export type Grant = 'user' | 'application' | 'auto';

/** Where an operation stands at eBay (`lifecycle.json` of the shared specs). */
export type LifecycleStatus = 'active' | 'deprecated' | 'removed' | 'decommissioned' | 'renamed' | 'moved';

/** An operation's lifecycle entry: status, date, replacement (a namespace path or words), and a hint. */
export interface LifecycleModel {
  status: LifecycleStatus;
  date?: string;
  replacement?: string;
  /** Renamed or moved: where the operation went, as lifecycle.json writes it. */
  to?: string;
  hint?: string;
  evidence?: string;
  /** The entry is the whole API's (e.g. Sell Compliance decommissioned). */
  wholeApi?: boolean;
}

/** One parameter of an operation as the spec declares it (prose is stripped when emitted). */
export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema?: SchemaObject;
  /** The spec's prose, read only for facts it names (the enumeration of its values); never emitted. */
  description?: string;
}

/** One operation, ready to emit: the runtime catalog entry plus what typing needs. */
export interface OperationModel {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  host: 'api' | 'apiz' | 'apix' | 'apim' | 'tppz';
  path: string;
  /** Path relative to the base path, as the spec writes it (for docs). */
  specPath: string;
  pathParams: string[];
  query: { name: string; required: boolean }[];
  headers: { name: string; required: boolean }[];
  /**
   * Path, query and header parameters in spec order, with their schemas (the client's default headers left out):
   * what the emulator's schema catalog and the explorer's forms describe.
   */
  parameters: ParameterModel[];
  body?: { contentType: string; required: boolean; schema?: SchemaObject };
  /** How the body is read; `none`: only 201/202/204 answers, typed `void` (read by content type all the same). */
  response: 'json' | 'bytes' | 'auto' | 'none';
  /** Whether some success answer has no body (e.g. 204 beside a 200 with JSON): the data may be undefined. */
  emptySuccess: boolean;
  /** The media types of a binary answer, sent as `Accept` (eBay picks the label format from it). */
  accept?: string;
  /** The success status codes the spec declares (e.g. `['200']`, `['201', '204']`). */
  successCodes: string[];
  /** The error ids the contract lists per status (`x-response-codes`): eBay's facts for the emulator's errors. */
  errorCodes: ErrorCodeModel[];
  /** The 4xx statuses the contract declares, with or without listed error ids. */
  failureStatuses: number[];
  /** Whether a success answer documents a `Location` header (creates: the new resource's URL). */
  location: boolean;
  /** Success schemas (JSON), for the response type; empty when there is no JSON body. */
  responseSchemas: SchemaObject[];
  grant: Grant;
  /** The word before the token in `Authorization` when it is not `Bearer` (post-order: `IAF`). */
  authScheme?: 'IAF';
  scopes: string[];
  paging?: 'offset' | 'next' | 'continuation';
  items?: string;
  sign: boolean;
  trim: string[];
  tag: string;
  /** Set when the operation is not simply active at eBay. */
  lifecycle?: LifecycleModel;
  /** A renamed or moved operation kept under its old name: the operation it calls (its model is that one's). */
  aliasOf?: { api: ApiModel; op: OperationModel };
}

/** One error the contract lists for an operation: the status it comes with, its id, domain, category and message. */
export interface ErrorCodeModel {
  status: number;
  id: number;
  domain: string;
  category: string;
  message: string;
}

/** One API (spec file) and its operations. */
export interface ApiModel {
  info: ApiInfo;
  title: string;
  version: string;
  basePath: string;
  /** The API's own host (operations may override it with path-level servers). */
  host: OperationModel['host'];
  schemas: Record<string, SchemaObject>;
  operations: OperationModel[];
}
