// Shapes of the Post-Order v2 overlay data. Kept structurally compatible with `SchemaObject` and
// `ParameterObject` in ../../openapi.ts, so an overlay can copy these values into a spec as they are.

/** A `$ref` to a schema of the overlay's `components.schemas` (see `postOrderSchemas`). */
export type SchemaRef = `#/components/schemas/${string}`;

/** A minimal OpenAPI 3 schema object: the subset the Post-Order overlay data uses. No descriptions, by design. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  $ref?: SchemaRef;
}

/** A request body eBay takes for one Post-Order operation. */
export interface PostOrderBody {
  /** Whether the call must carry a body (a documented-required field, or eBay asks for at least `{}`). */
  required: boolean;
  contentType: 'application/json' | 'multipart/form-data';
  schema: JsonSchema;
}

/** A query parameter the spec of a Post-Order operation lacks. */
export interface PostOrderQueryParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** A path parameter declared under a name the path template does not use. */
export interface PostOrderPathFix {
  /** Spec file base name without `_oas3.json` (`cancellation`, `case`, `inquiry`, `return`). */
  file: string;
  operationId: string;
  /** The declared (wrong) name. */
  from: string;
  /** The name in the path template. */
  to: string;
}

/** Parameters a spec declares with `in: body` (not valid OpenAPI 3); they belong in the request body schema. */
export interface PostOrderBodyParameterRemoval {
  /** Spec file base name without `_oas3.json`. */
  file: string;
  operationId: string;
  names: string[];
}
