import { loadTradingSchema, tradingCallFields, tradingCalls, type TradingField } from '@baykit/spec';
import type { XmlFieldDetail } from '../../shared/api.js';

/** How deep a call's request type is listed (`Item.Title` is two). */
const MAX_DEPTH = 2;
const MAX_ROWS = 300;
/** How many values of an enumeration a row names before `…`. */
const SHOWN_VALUES = 8;

/** A row's note: the group it is required with, and the values of its enumeration. */
function noteOf(field: TradingField): string | undefined {
  const parts: string[] = [];
  if (field.oneOf?.length) parts.push(`or ${field.oneOf.join(' or ')}`);
  if (field.values?.length)
    parts.push(
      `one of ${field.values.slice(0, SHOWN_VALUES).join(', ')}${field.values.length > SHOWN_VALUES ? ', …' : ''}`,
    );
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/**
 * The request fields of every Trading call, from eBay's schema as @baykit/spec holds it (data: no compiler at run
 * time): path, eBay's type (`[]` when the element repeats), whether eBay's call reference requires it, and a note
 * naming the alternatives of a required group and the values of an enumeration. The caller keeps the answer.
 */
export async function tradingFieldLists(): Promise<Map<string, XmlFieldDetail[]>> {
  const schema = await loadTradingSchema();
  const lists = new Map<string, XmlFieldDetail[]>();
  for (const call of tradingCalls(schema)) {
    const fields = tradingCallFields(schema, call, MAX_DEPTH, MAX_ROWS) ?? [];
    lists.set(
      call,
      fields.map((field) => {
        const note = noteOf(field);
        return {
          path: field.path,
          type: `${field.type}${field.list ? '[]' : ''}`,
          required: field.required,
          ...(note ? { note } : {}),
        };
      }),
    );
  }
  return lists;
}
