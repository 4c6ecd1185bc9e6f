import { Ajv, type Format, type ValidateFunction } from 'ajv';
import { restCatalog, type OperationSpec } from 'baykit';
import type { RestErrorEntry } from '../../errors.js';
import { schemaCatalog, type SchemaCatalog } from './catalog.js';
import { inputErrors, type InputErrors } from './domains.js';
import { toIssues, type SchemaIssue } from './issues.js';
import { missingParameterError } from './contract-errors.js';

/** The most entries one request gets back: a huge array of wrong values should not make a huge error body. */
const MAX_ENTRIES = 20;

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

/** The request checks of one operation (`SchemaValidator.forOperation`), kept by its compiled route. */
export interface OperationValidator {
  /** eBay-shaped error entries for required query parameters that are absent or empty. */
  query(query: URLSearchParams): RestErrorEntry[];
  /** eBay-shaped error entries for a parsed JSON body (`undefined` when none); empty for non-JSON operations. */
  body(body: unknown): RestErrorEntry[];
}

/** What `SchemaValidator.validateQuery` needs from an operation: its API and its query parameters. */
export type QuerySpec = Pick<OperationSpec, 'api' | 'query'> & { readonly id?: string };

/**
 * Validates request bodies, query parameters and (for self-checks) responses against @baykit/spec's schema catalog.
 * One per emulator. Construction only creates an Ajv instance: each API's schemas are registered on first use
 * (under `$id: baykit:<api>`, so the specs' `#/components/schemas/…` refs resolve inside that API) and each
 * operation's validator is compiled on first use and cached.
 */
export class SchemaValidator {
  readonly #catalog: SchemaCatalog;
  readonly #ajv: Ajv;
  readonly #registered = new Set<string>();
  readonly #compiled = new Map<string, ValidateFunction | null>();

  /** @param catalog the schema catalog; the generated one unless a test brings its own. */
  constructor(catalog: SchemaCatalog = schemaCatalog) {
    this.#catalog = catalog;
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

  /**
   * eBay-shaped error entries for a JSON request body (empty when it is valid). `body` is the parsed JSON, or
   * `undefined` when the request carried none. Operations with non-JSON bodies (uploads) are not checked here.
   */
  validateBody(api: string, operationId: string, body: unknown): RestErrorEntry[] {
    return this.#bodyCheck(api, operationId)(body);
  }

  /** eBay-shaped error entries for required query parameters that are absent or empty. */
  validateQuery(spec: QuerySpec, query: URLSearchParams): RestErrorEntry[] {
    return this.#queryCheck(spec)(query);
  }

  /**
   * The checks of one operation, with what they read from the catalogs looked up now: the compiled route keeps
   * them, so a request looks nothing up by name. The body's Ajv function is still compiled on its first use.
   */
  forOperation(spec: OperationSpec): OperationValidator {
    return { query: this.#queryCheck(spec), body: this.#bodyCheck(spec.api, spec.id) };
  }

  /**
   * Schema issues of a response value against the operation's success response schema `index` (the first by
   * default). Empty when it validates or when the operation has no response schema. For self-checks and tests.
   */
  validateResponse(api: string, operationId: string, value: unknown, index = 0): SchemaIssue[] {
    const validate = this.#validator(api, operationId, `responses/${index}`);
    if (!validate || validate(value)) return [];
    return toIssues(validate.errors);
  }

  #bodyCheck(api: string, operationId: string): (body: unknown) => RestErrorEntry[] {
    const op = this.#catalog[api]?.operations[operationId];
    const contentType = restCatalog[api]?.[operationId]?.body?.contentType;
    if (!op || (contentType !== undefined && !/json/i.test(contentType))) return () => [];
    const errors = inputErrors(api);
    let validate: ValidateFunction | null | undefined;
    return (body) => {
      if (body === undefined || body === null) {
        if (!op.bodyRequired) return [];
        const detail = 'The request body is missing. This call requires a JSON request body.';
        return [entry(errors, { field: 'body', kind: 'missing', detail })];
      }
      if (!op.body) return [];
      validate ??= this.#validator(api, operationId, 'body');
      if (!validate || validate(body)) return [];
      return toIssues(validate.errors)
        .slice(0, MAX_ENTRIES)
        .map((issue) => entry(errors, issue));
    };
  }

  #queryCheck(spec: QuerySpec): (query: URLSearchParams) => RestErrorEntry[] {
    const required = (spec.query ?? []).filter((parameter) => parameter.required).map(({ name }) => name);
    if (required.length === 0) return () => [];
    const errors = inputErrors(spec.api);
    return (query) => {
      const out: RestErrorEntry[] = [];
      for (const name of required) {
        if ((query.get(name) ?? '') !== '') continue;
        const detail = `The query parameter ${name} is required for this call.`;
        out.push(
          (spec.id === undefined ? undefined : missingParameterError(spec.api, spec.id, name)) ??
            entry(errors, { field: name, kind: 'missing', detail }),
        );
      }
      return out;
    };
  }

  /** The compiled validator of one operation's body or response schema; null when there is no such schema. */
  #validator(api: string, operationId: string, pointer: string): ValidateFunction | null {
    const key = `${api}\u0000${operationId}\u0000${pointer}`;
    const cached = this.#compiled.get(key);
    if (cached !== undefined) return cached;
    const op = this.#catalog[api]?.operations[operationId];
    const schema = pointer === 'body' ? op?.body : op?.responses[Number(pointer.split('/')[1])];
    let compiled: ValidateFunction | null = null;
    if (schema) {
      this.#register(api);
      compiled = this.#ajv.getSchema(`baykit:${api}#/operations/${operationId}/${pointer}`) ?? null;
    }
    this.#compiled.set(key, compiled);
    return compiled;
  }

  #register(api: string): void {
    if (this.#registered.has(api)) return;
    const doc = this.#catalog[api];
    if (!doc) return;
    // One document per API: operation schemas sit beside `components/schemas`, so their relative refs resolve.
    this.#ajv.addSchema({ $id: `baykit:${api}`, components: { schemas: doc.schemas }, operations: doc.operations });
    this.#registered.add(api);
  }
}

function entry(errors: InputErrors, issue: SchemaIssue): RestErrorEntry {
  const template = issue.kind === 'missing' ? errors.missing : errors.invalid;
  const field = issue.field === '' ? 'body' : issue.field;
  return {
    errorId: template.errorId,
    domain: errors.domain,
    category: 'REQUEST',
    message: template.message.replace('{field}', field),
    longMessage: issue.detail,
    parameters: [{ name: 'field', value: field }],
  };
}
