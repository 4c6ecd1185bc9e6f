import type { ValidateFunction } from 'ajv';
import { restCatalog, type OperationSpec } from 'baykit';
import type { RestErrorEntry } from '../../errors.js';
import { schemaCatalog, type SchemaCatalog } from './catalog.js';
import { CompiledSchemas } from './compiled-schemas.js';
import { inputErrors, type InputErrors } from './domains.js';
import { toIssues, type SchemaIssue } from './issues.js';
import { missingParameterError } from './contract-errors.js';

/** The most entries one request gets back: a huge array of wrong values should not make a huge error body. */
const MAX_ENTRIES = 20;

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
 * One per emulator. Construction only creates an Ajv instance: each API's schemas are registered and each
 * operation's validator compiled on first use, in the shared cache of compiled-schemas.ts.
 */
export class SchemaValidator {
  readonly #catalog: SchemaCatalog;
  readonly #schemas: CompiledSchemas;

  /** @param catalog the schema catalog; the generated one unless a test brings its own. */
  constructor(catalog: SchemaCatalog = schemaCatalog) {
    this.#catalog = catalog;
    this.#schemas = new CompiledSchemas(catalog, { idPrefix: 'baykit' });
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
    const validate = this.#schemas.validator(api, operationId, `responses/${index}`);
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
      validate ??= this.#schemas.validator(api, operationId, 'body');
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
