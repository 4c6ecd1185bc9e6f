// The types of the generated schema catalog (its own file: src/generated/rest.gen.ts names SchemaCatalog, and
// rest-schemas.ts imports that file).
/**
 * The subset of an OpenAPI 3 schema object that eBay's specs use (and that `src/generated/rest/*.json` keep once prose is
 * stripped): types, properties, items, maps, `$ref`s into the same API, an occasional `enum`/`format`, and
 * `required` in a few post-order request bodies.
 */
export interface JsonSchema {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
  readonly additionalProperties?: JsonSchema | boolean;
  /** `#/components/schemas/Name`, relative to the same API. */
  readonly $ref?: string;
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly required?: readonly string[];
  /** The few limits and defaults eBay's contracts write as schema keywords (most are in prose). */
  readonly default?: unknown;
  readonly pattern?: string;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  /**
   * The eBay enumeration a string takes its values from (`WeightUnitOfMeasureEnum`), named in the contract's prose;
   * its known values are in the API's `enums`. Samples use them; validation does not (eBay accepts values the
   * contracts do not list).
   */
  readonly 'x-enum'?: string;
}

/** What one operation validates and answers with. */
export interface OperationSchemas {
  /** The JSON request body's schema; absent when the operation takes none (or a non-JSON one without schema). */
  readonly body?: JsonSchema;
  readonly bodyRequired: boolean;
  /** Success response schemas, in the order of `statuses` that have one; the first is the one to sample. */
  readonly responses: readonly JsonSchema[];
  /** The spec's 2xx status codes. */
  readonly statuses?: readonly number[];
  /** The contract's 4xx statuses with the error ids it lists for each (`errorCodes` of the API has their text). */
  readonly errors?: Readonly<Record<string, readonly number[]>>;
  /** Whether the success answer documents a `Location` header (a create: the new resource's URL). */
  readonly location?: boolean;
}

/** One API's named schemas and operations. */
export interface ApiSchemas {
  readonly schemas: Readonly<Record<string, JsonSchema>>;
  readonly operations: Readonly<Record<string, OperationSchemas>>;
  /** Known values of the enumerations the API's strings are marked with (`x-enum`), where any are known. */
  readonly enums?: Readonly<Record<string, readonly string[]>>;
  /** Renamed or moved operations of this API: old id → the `area.api.operationId` it now is. */
  readonly aliases?: Readonly<Record<string, string>>;
  /** Each error id the API's operations list: `[domain, category, message template]` (`{fieldName}`, …). */
  readonly errorCodes?: Readonly<Record<string, readonly string[]>>;
}

/** The full-weight schema catalog keyed by `<area>.<api>` (`sell.inventory`, `postOrder.return`, …). */
export type SchemaCatalog = Readonly<Record<string, ApiSchemas>>;
