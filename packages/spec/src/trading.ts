/**
 * Trading's schema as data (`src/generated/trading-schema.gen.json`, from eBay's schema in
 * `../shared/specs/xml/trading.json`): per call its request and response types and the fields eBay's call reference
 * requires; per complex type its base, fields (`Type`, `Type*` when the element may repeat), attributes (`Type!`
 * when required) and simple content; the enumerations' values.
 */
export interface TradingSchemaData {
  readonly calls: Readonly<
    Record<string, { readonly request: string; readonly response?: string; readonly required?: readonly string[] }>
  >;
  readonly types: Readonly<
    Record<
      string,
      {
        readonly base: string | null;
        readonly fields: Readonly<Record<string, string>>;
        readonly attributes?: Readonly<Record<string, string>>;
        readonly value?: string;
      }
    >
  >;
  readonly enums: Readonly<Record<string, readonly string[]>>;
}

let loading: Promise<TradingSchemaData> | undefined;

/**
 * Trading's schema, loaded on first use and kept (about 230 KB of JSON: a program that never asks, such as an
 * emulator that answers no Trading call, does not pay for it). Read-only data, shared safely.
 */
export function loadTradingSchema(): Promise<TradingSchemaData> {
  loading ??= import('./generated/trading-schema.gen.json', { with: { type: 'json' } }).then(
    (m) => m.default as unknown as TradingSchemaData,
  );
  return loading;
}

/** One request field of a Trading call, for a form or `baykit ops trading <Call>`. */
export interface TradingField {
  /** Dot-joined below `<Call>Request`: `Item.PrimaryCategory.CategoryID`. */
  readonly path: string;
  /** eBay's type name (`ItemType`, `string`, `boolean`, `CurrencyCodeType`). */
  readonly type: string;
  /** The element may repeat. */
  readonly list: boolean;
  /** eBay's call reference marks it required (alone, or as one of a group `A|B` of which one must be sent). */
  readonly required: boolean;
  /** The other members of its group when only one of them is required (`ItemID|SKU`). */
  readonly oneOf?: readonly string[];
  /** Values of its enumeration, when its type is one. */
  readonly values?: readonly string[];
  /** Whether it is a complex type (has fields of its own). */
  readonly complex: boolean;
}

/** Every Trading call of the schema, sorted. */
export function tradingCalls(schema: TradingSchemaData): string[] {
  return Object.keys(schema.calls).sort();
}

/**
 * The fields of a complex type: its own first, then its base's (`AbstractRequestType`'s `DetailLevel`, … last), so a
 * call's own fields lead (the schema's sequence puts the base's first).
 */
function fieldsOf(tradingSchema: TradingSchemaData, typeName: string): [string, string][] {
  const out: [string, string][] = [];
  const seen = new Set<string>();
  for (let name: string | null = typeName; name && !seen.has(name); name = tradingSchema.types[name]?.base ?? null) {
    seen.add(name);
    const type = tradingSchema.types[name];
    if (type) out.push(...Object.entries(type.fields));
  }
  return out;
}

/**
 * The request fields of a Trading call in `schema` (`await loadTradingSchema()`), walked `depth` levels deep
 * (`Item.Title` is two) and at most `limit` rows; undefined for a call the schema lacks. A type met again on its own
 * path is listed, not opened (`Item` inside `Item` stops).
 */
export function tradingCallFields(
  tradingSchema: TradingSchemaData,
  call: string,
  depth = 2,
  limit = 300,
): TradingField[] | undefined {
  const entry = tradingSchema.calls[call];
  if (!entry) return undefined;
  const groups = (entry.required ?? []).map((group) => group.split('|'));
  const rows: TradingField[] = [];
  const walk = (typeName: string, prefix: string, level: number, seen: ReadonlySet<string>): void => {
    for (const [name, written] of fieldsOf(tradingSchema, typeName)) {
      if (rows.length >= limit) return;
      const list = written.endsWith('*');
      const type = list ? written.slice(0, -1) : written;
      const path = `${prefix}${name}`;
      const group = groups.find((members) => members.includes(path));
      const values = tradingSchema.enums[type];
      const complex = tradingSchema.types[type] !== undefined;
      rows.push({
        path,
        type,
        list,
        required: group !== undefined,
        ...(group && group.length > 1 ? { oneOf: group.filter((member) => member !== path) } : {}),
        ...(values ? { values } : {}),
        complex,
      });
      if (complex && level + 1 < depth && !seen.has(type)) walk(type, `${path}.`, level + 1, new Set([...seen, type]));
    }
  };
  walk(entry.request, '', 0, new Set([entry.request]));
  return rows;
}
