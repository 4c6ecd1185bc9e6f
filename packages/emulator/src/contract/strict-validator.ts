import type { ErrorObject, ValidateFunction } from 'ajv';
import { schemaCatalog, type JsonSchema, type SchemaCatalog } from '@baykit/spec';
import { fieldPath } from '../rest/schema/issues.js';
import { CompiledSchemas } from '../rest/schema/compiled-schemas.js';
import type { DriftKind } from './drift.js';

/** One place where a JSON body departs from its schema. */
export interface SchemaDrift {
  readonly kind: DriftKind;
  /** Dotted below the body: `product.title`, `items[0].price`; empty for the body itself. */
  readonly path: string;
  readonly detail: string;
}

/** How many differences one body reports at most: an answer of a thousand unknown fields says so in 50 lines. */
const MAX_DRIFTS = 50;

/**
 * A copy of `schema` in which every object that lists its properties allows no others: the contracts never say
 * `additionalProperties: false`, so a field eBay sends that the contract lacks would pass silently. Objects that are
 * maps (`additionalProperties` given) and objects without properties (free-form) stay as they are.
 */
export function closeObjects(schema: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, child]) => [name, closeObjects(child)]),
    );
    if (schema.additionalProperties === undefined) out.additionalProperties = false;
  }
  if (schema.items) out.items = closeObjects(schema.items);
  if (typeof schema.additionalProperties === 'object')
    out.additionalProperties = closeObjects(schema.additionalProperties);
  return out as JsonSchema;
}

function kindOf(error: ErrorObject): DriftKind {
  switch (error.keyword) {
    case 'additionalProperties':
      return 'unknown-field';
    case 'required':
      return 'missing-field';
    case 'type':
    case 'format':
      return 'wrong-type';
    case 'enum':
      return 'unknown-value';
    default:
      return 'invalid-value';
  }
}

function toDrift(error: ErrorObject): SchemaDrift {
  const params = error.params as Record<string, unknown>;
  const kind = kindOf(error);
  if (kind === 'unknown-field') {
    const path = fieldPath(error.instancePath, String(params.additionalProperty));
    return { kind, path, detail: `The contract has no field ${path}.` };
  }
  if (kind === 'missing-field') {
    const path = fieldPath(error.instancePath, String(params.missingProperty));
    return { kind, path, detail: `The contract requires ${path}, and it is missing.` };
  }
  const path = fieldPath(error.instancePath);
  const subject = path === '' ? 'the body' : path;
  const wanted =
    error.keyword === 'type'
      ? `of type ${String(params.type)}`
      : error.keyword === 'format'
        ? `of format ${String(params.format)}`
        : error.keyword === 'enum'
          ? `one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`
          : `valid (${error.message ?? error.keyword})`;
  return { kind, path, detail: `The contract wants ${subject} ${wanted}.` };
}

/**
 * Checks JSON bodies against @baykit/spec's schemas with every listed object closed ({@link closeObjects}), on the
 * emulator's compiled-schema cache (rest/schema/compiled-schemas.ts) as its request validation, so the drift it
 * reports and the errors the emulator answers read a schema the same way. Each API is registered on first use and
 * each operation's schemas compiled on first use.
 */
export class StrictSchemaValidator {
  readonly #catalog: SchemaCatalog;
  readonly #schemas: CompiledSchemas;

  constructor(catalog: SchemaCatalog = schemaCatalog) {
    this.#catalog = catalog;
    this.#schemas = new CompiledSchemas(catalog, { idPrefix: 'baykit-contract', transform: closeObjects });
  }

  /** Differences of a request body; empty when it fits or the operation has no body schema. */
  requestDrift(api: string, operationId: string, body: unknown): SchemaDrift[] {
    return this.#run(this.#schemas.validator(api, operationId, 'body'), body);
  }

  /**
   * Differences of a success answer's body against the operation's response schemas: against the one it fits best
   * (the fewest differences) when the contract has several; empty when it has none.
   */
  responseDrift(api: string, operationId: string, body: unknown): SchemaDrift[] {
    const count = this.#catalog[api]?.operations[operationId]?.responses.length ?? 0;
    let best: SchemaDrift[] | undefined;
    for (let index = 0; index < count; index++) {
      const drift = this.#run(this.#schemas.validator(api, operationId, `responses/${index}`), body);
      if (!best || drift.length < best.length) best = drift;
    }
    return best ?? [];
  }

  #run(validate: ValidateFunction | null, value: unknown): SchemaDrift[] {
    if (!validate || validate(value)) return [];
    const seen = new Set<string>();
    const out: SchemaDrift[] = [];
    for (const error of validate.errors ?? []) {
      const drift = toDrift(error);
      const key = `${drift.kind}\u0000${drift.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(drift);
      if (out.length >= MAX_DRIFTS) break;
    }
    return out;
  }
}
