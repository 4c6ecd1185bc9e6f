import generated from '../../generated/schemas.gen.json' with { type: 'json' };
import { SeededRandom } from '../../random.js';
import { schemaCatalog, type JsonSchema, type SchemaCatalog } from './catalog.js';
import { sampleResponse } from './samples.js';

/** One path, query or header parameter of an operation, as the schema catalog keeps it (prose stripped). */
export interface ParameterShape {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema?: JsonSchema;
}

/** What a caller sends to an operation: its tag, parameters in spec order, and its JSON body's schema. */
export interface RequestShape {
  /** The spec's tag (resource), e.g. `item`. */
  readonly tag: string;
  /** Path, query and header parameters in spec order; the client's default headers are not among them. */
  readonly parameters: readonly ParameterShape[];
  /** The JSON body's schema, `$ref`s as the spec writes them (into the API's `schemas`). */
  readonly body?: JsonSchema;
  readonly bodyRequired: boolean;
}

interface GeneratedOperation {
  readonly tag?: string;
  readonly parameters?: readonly ParameterShape[];
  readonly body?: JsonSchema;
  readonly bodyRequired?: boolean;
}

// The JSON import types `in` as string; the generator only writes the three locations.
const operations = generated as unknown as Readonly<
  Record<string, { operations: Readonly<Record<string, GeneratedOperation>> }>
>;

/** Samples are the same on every call: the explorer pre-fills its editor with them. */
const REQUEST_SAMPLE_SEED = 1;

/** The request side of an operation (`api` as `buy.browse`), or undefined for an operation the catalog lacks. */
export function requestShape(api: string, operationId: string): RequestShape | undefined {
  const op = operations[api]?.operations[operationId];
  if (!op) return undefined;
  return {
    tag: op.tag ?? '',
    parameters: op.parameters ?? [],
    ...(op.body ? { body: op.body } : {}),
    bodyRequired: op.bodyRequired ?? false,
  };
}

/**
 * A deterministic, schema-valid sample request body for an operation (undefined when it takes no JSON body):
 * the response sampler run over the body schema, so required fields, enums and field-name-shaped strings come out
 * as in the emulator's answers.
 */
export function sampleRequestBody(api: string, operationId: string, catalog: SchemaCatalog = schemaCatalog): unknown {
  const doc = catalog[api];
  const body = doc?.operations[operationId]?.body;
  if (!doc || !body) return undefined;
  // The sampler answers an operation's first response schema; a one-operation view puts the body schema there.
  const view: SchemaCatalog = {
    [api]: {
      schemas: doc.schemas,
      operations: { [operationId]: { bodyRequired: true, responses: [body] } },
      ...(doc.enums ? { enums: doc.enums } : {}),
    },
  };
  return sampleResponse(api, operationId, { random: new SeededRandom(REQUEST_SAMPLE_SEED), echo: {} }, view);
}
