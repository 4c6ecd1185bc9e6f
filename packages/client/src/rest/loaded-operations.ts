import { ValidationError } from '../errors/validation-error.js';
import { closestName } from '../internal/closest-name.js';
import type { OperationSpec } from './operation.js';

/**
 * The operations a client can call by name (`ebay.call`): those of the API tables it loaded, by full name
 * (`buy.browse.getItem`) and by operationId alone (`getItem`; `null` when more than one API has it).
 * An API object made on the client adds its table (bindOperations), and `EbayClient` adds every table, so a
 * Browse-only bundle knows Browse's operations and carries no other API's names.
 */
export class LoadedOperations extends Map<string, OperationSpec | null> {
  /** Adds one API's table. */
  addTable(table: Readonly<Record<string, OperationSpec>>): void {
    for (const id in table) {
      const spec = table[id] as OperationSpec;
      const other = this.get(id);
      this.set(`${spec.api}.${id}`, spec);
      this.set(id, other === undefined || other === spec ? spec : null);
    }
  }

  /** The operation `name` names, or `ValidationError` saying what to type instead. */
  find(name: string): OperationSpec {
    const spec = this.get(name);
    if (spec) return spec;
    const close = closestName(String(name), [...this.keys()]);
    throw new ValidationError(
      `"${name}" is no operation this client can call${close && spec !== null ? `; did you mean "${close}"?` : ''}: name it <area>.<api>.<operationId> of an API made on this client (EbayClient makes every API).`,
      { parameter: 'operationId' },
    );
  }
}
