// The JSON answers of the retired XML services (`RESPONSE-DATA-FORMAT=JSON`, `responseencoding=JSON`), made from
// the same fields as their XML answers (fast-xml-parser's form: attributes `@_name`, text beside them `#value`).
// Each service wrote its own JSON:
// - Finding wraps every element's value in an array, even single ones: `"ack":["Success"]`, `"item":[{…}]`;
//   attributes are plain strings under `@name`, and text beside them is `__value__`
//   (`"currentPrice":[{"@currencyId":"USD","__value__":"19.99"}]`).
// - Merchandising writes the same names without the arrays (`"ack":"Success"`), lists stay lists.
// - Shopping drops the root element, writes amounts as `{"Value":19.99,"CurrencyID":"USD"}` and counts as numbers.

/** A Finding answer: `{"<operation>Response":[{…every value in an array…}]}`. */
export function findingJson(root: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { [root]: wrapped(fields) };
}

/** A Merchandising answer: `{"<operation>Response":{…}}`. */
export function merchandisingJson(root: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { [root]: plain(fields) };
}

/** A Shopping answer: the fields at the top level, amounts as `Value` and `CurrencyID`, counts as numbers. */
export function shoppingJson(fields: Record<string, unknown>): Record<string, unknown> {
  return shopping(fields, '') as Record<string, unknown>;
}

function wrapped(value: unknown): unknown[] {
  return (Array.isArray(value) ? value : [value]).map((element) => {
    if (typeof element !== 'object' || element === null) return String(element ?? '');
    return entries(element, (child) => wrapped(child));
  });
}

function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return String(value ?? '');
  return entries(value, plain);
}

/** Attributes as `@name`, text as `__value__`, children through `child`. */
function entries(element: object, child: (value: unknown) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(element)) {
    if (key.startsWith('@_')) out[`@${key.slice(2)}`] = String(value);
    else if (key === '#value') out.__value__ = String(value);
    else out[key] = child(value);
  }
  return out;
}

/** Shopping's numeric fields (its JSON writes them unquoted). */
const SHOPPING_NUMBERS = new Set([
  'BidCount',
  'ConditionID',
  'FeedbackScore',
  'PositiveFeedbackPercent',
  'Quantity',
  'QuantitySold',
]);

function shopping(value: unknown, name: string): unknown {
  if (Array.isArray(value)) return value.map((element) => shopping(element, name));
  if (typeof value !== 'object' || value === null) {
    const text = String(value ?? '');
    return SHOPPING_NUMBERS.has(name) && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // `currencyID` → `CurrencyID`, `ParamID` stays.
    if (key.startsWith('@_')) out[key.charAt(2).toUpperCase() + key.slice(3)] = String(child);
    else if (key === '#value') out.Value = Number.isFinite(Number(child)) ? Number(child) : String(child);
    else out[key] = shopping(child, key);
  }
  return out;
}
