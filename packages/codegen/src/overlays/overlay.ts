import type { OpenApiDocument, OperationObject } from '../openapi.js';
import { HTTP_METHODS } from '../openapi.js';

/** One fix to eBay's specs, applied before the catalog is built. Each lives in its own file with its reason. */
export interface Overlay {
  name: string;
  /** Why the spec needs this fix. */
  reason: string;
  apply(specs: ReadonlyMap<string, OpenApiDocument>): void;
}

/** The spec of a file, or a clear failure when eBay renamed or dropped it. */
export function specOf(specs: ReadonlyMap<string, OpenApiDocument>, file: string): OpenApiDocument {
  const doc = specs.get(file);
  if (!doc) throw new Error(`overlay: spec ${file} not found`);
  return doc;
}

/** Finds an operation by operationId; an overlay whose target vanished fails loudly instead of silently doing nothing. */
export function operationOf(
  doc: OpenApiDocument,
  operationId: string,
): { path: string; method: string; op: OperationObject } {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op?.operationId === operationId) return { path, method, op };
    }
  }
  throw new Error(`overlay: operation ${operationId} not found in ${doc.info.title}`);
}

/** Every operation of a spec. */
export function operationsOf(doc: OpenApiDocument): OperationObject[] {
  return Object.values(doc.paths).flatMap((item) => HTTP_METHODS.flatMap((m) => (item[m] ? [item[m]] : [])));
}
