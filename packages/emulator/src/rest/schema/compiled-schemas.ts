import { Ajv, type Format, type ValidateFunction } from 'ajv';
import type { JsonSchema, SchemaCatalog } from './catalog.js';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * Formats the specs use. `int32` is checked (eBay rejects larger numbers); the rest are tolerated as written,
 * as eBay's own parsers are lenient about date-time spellings.
 */
export const FORMATS: Readonly<Record<string, Format>> = {
  int32: { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX },
  int64: { type: 'number', validate: (n: number) => Number.isInteger(n) },
  'date-time': true,
  date: true,
  byte: true,
  binary: true,
  double: true,
  float: true,
  uri: true,
  email: true,
};

/** Where in an operation a schema sits: its JSON body, or its success response number `n`. */
export type SchemaPointer = 'body' | `responses/${number}`;

/** How one cache reads the catalog: the `$id` prefix of its documents, and a rewrite of every schema, if any. */
export interface CompiledSchemasOptions {
  /** `baykit` for the emulator's request checks, `baykit-contract` for the contract checker's closed schemas. */
  readonly idPrefix: string;
  /** Applied to each named, body and response schema before it is registered (the contract checker closes objects). */
  readonly transform?: (schema: JsonSchema) => JsonSchema;
}

/**
 * The compiled Ajv functions of a schema catalog's operations: the one cache the emulator's request validation
 * (validator.ts) and the contract checker (contract/strict-validator.ts) read, on the same Ajv settings and formats,
 * so both read a schema the same way. Each API's schemas are registered on first use (under `$id: <prefix>:<api>`,
 * so the specs' `#/components/schemas/…` refs resolve inside that API) and each schema compiled on first use.
 */
export class CompiledSchemas {
  readonly #catalog: SchemaCatalog;
  readonly #options: CompiledSchemasOptions;
  readonly #ajv: Ajv;
  readonly #registered = new Set<string>();
  readonly #compiled = new Map<string, ValidateFunction | null>();

  constructor(catalog: SchemaCatalog, options: CompiledSchemasOptions) {
    this.#catalog = catalog;
    this.#options = options;
    // validateSchema: false. The generated catalog is checked against JSON Schema's meta-schema by the tests
    // (test/schema/validator.test.ts), so an emulator does not compile the meta-schema and check a whole API's
    // schemas on its first request of that API (about 90 ms, under whatever load arrives first).
    this.#ajv = new Ajv({
      strict: false,
      allErrors: true,
      logger: false,
      formats: FORMATS,
      inlineRefs: false,
      validateSchema: false,
    });
  }

  /** The compiled validator of one operation's body or response schema; null when there is no such schema. */
  validator(api: string, operationId: string, pointer: SchemaPointer): ValidateFunction | null {
    const key = `${api}\u0000${operationId}\u0000${pointer}`;
    const cached = this.#compiled.get(key);
    if (cached !== undefined) return cached;
    const op = this.#catalog[api]?.operations[operationId];
    const schema = pointer === 'body' ? op?.body : op?.responses[Number(pointer.split('/')[1])];
    let compiled: ValidateFunction | null = null;
    if (schema) {
      this.#register(api);
      compiled = this.#ajv.getSchema(`${this.#options.idPrefix}:${api}#/operations/${operationId}/${pointer}`) ?? null;
    }
    this.#compiled.set(key, compiled);
    return compiled;
  }

  #register(api: string): void {
    const doc = this.#catalog[api];
    if (this.#registered.has(api) || !doc) return;
    const transform = this.#options.transform;
    const schemas = transform
      ? Object.fromEntries(Object.entries(doc.schemas).map(([name, s]) => [name, transform(s)]))
      : doc.schemas;
    const operations = transform
      ? Object.fromEntries(
          Object.entries(doc.operations).map(([id, op]) => [
            id,
            { ...(op.body ? { body: transform(op.body) } : {}), responses: op.responses.map(transform) },
          ]),
        )
      : doc.operations;
    // One document per API: operation schemas sit beside `components/schemas`, so their relative refs resolve.
    this.#ajv.addSchema({ $id: `${this.#options.idPrefix}:${api}`, components: { schemas }, operations });
    this.#registered.add(api);
  }
}
