/** The slice of OpenAPI 3 that eBay's specs use and the generator reads. */
export interface SchemaObject {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  format?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: SchemaObject | boolean;
  enum?: (string | number)[];
  $ref?: string;
}

/** A parameter (eBay's specs use path, query and header ones). */
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  style?: string;
  explode?: boolean;
}

/** A request body. */
export interface RequestBodyObject {
  required?: boolean;
  description?: string;
  content: Record<string, { schema?: SchemaObject }>;
}

/** A response of an operation. */
export interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: SchemaObject }>;
  headers?: Record<string, unknown>;
  /** eBay's list of the error ids an answer with this status may carry. */
  'x-response-codes'?: { errors?: Record<string, { domain?: string; category?: string; description?: string }> };
}

/** A server entry; eBay's use a `basePath` variable. */
export interface ServerObject {
  url: string;
  variables?: Record<string, { default: string }>;
}

/** One operation. */
export interface OperationObject {
  operationId: string;
  tags?: string[];
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
  servers?: ServerObject[];
}

/** HTTP methods eBay's specs use. */
export const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A path item. */
export type PathItem = Partial<Record<HttpMethod, OperationObject>> & {
  servers?: ServerObject[];
  parameters?: ParameterObject[];
};

/** An OAuth2 flow of a security scheme. */
export interface OAuthFlow {
  scopes: Record<string, string>;
}

/** A whole spec document. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers: ServerObject[];
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    securitySchemes?: Record<
      string,
      { type: string; flows?: { clientCredentials?: OAuthFlow; authorizationCode?: OAuthFlow } }
    >;
  };
}

/** A loaded spec: its file's base name (e.g. `buy_browse_v1_oas3`) and the document. */
export interface LoadedSpec {
  file: string;
  doc: OpenApiDocument;
}
