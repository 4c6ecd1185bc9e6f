/** One field of a Trading complex type, as trading.json records it. */
export interface TradingField {
  name: string;
  type: string;
  list: boolean;
  min?: number;
  max?: number;
}

/** One Trading complex type: its base, fields in schema order, attributes and simple content. */
export interface TradingTypeSpec {
  base: string | null;
  fields: TradingField[];
  attributes: { name: string; type: string; required: boolean }[];
  value: string | null;
}

/** The facts of trading.json the generator reads. */
export interface TradingSpec {
  calls: Record<string, { request: string; response: string; inSchema1487: boolean }>;
  types: Record<string, TradingTypeSpec>;
  enums: Record<string, string[]>;
}
