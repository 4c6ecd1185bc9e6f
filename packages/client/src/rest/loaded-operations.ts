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
    const names = [...this.keys()];
    const close = closestName(String(name), names);
    throw new ValidationError(
      spec === null
        ? `"${name}" is in more than one API: name one, ${names.filter((n) => n.endsWith(`.${name}`)).join(' or ')}.`
        : `"${name}" is no operation of the APIs this client loaded${close ? `; did you mean "${close}"?` : ': make its API object on the client, or use EbayClient.'}`,
      { parameter: 'operationId' },
    );
  }
}
