// Personal data in eBay's answers and requests, found by field name (docs/cassettes.md#masking): buyers' and
// sellers' names, addresses, emails, phone numbers, user names and tax ids. Masked values keep their type and
// shape, and the same input gets the same mask throughout one cassette, so a verifier can still compare shapes.

/** JSON fields (REST) whose values are personal; objects under them are masked in every string they hold. */
const PERSONAL_JSON_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'fullName',
  'firstName',
  'lastName',
  'contactName',
  'companyName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'postalCode',
  'email',
  'emailAddress',
  'phoneNumber',
  'primaryPhone',
  'secondaryPhone',
  'username',
  'buyerUsername',
  'taxpayerId',
]);

/** XML elements (Trading) whose text is personal, wherever they sit. */
const PERSONAL_XML_ELEMENTS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'Street',
  'Street1',
  'Street2',
  'Street3',
  'CityName',
  'PostalCode',
  'Phone',
  'Phone2',
  'Email',
  'FirstName',
  'LastName',
  'CompanyName',
  'StaticAlias',
]);

/** A masked value as `PersonalDataMask` writes it: `masked-<n>`, or `masked-<n>@example.com` for an email. */
export const MASKED_VALUE = /^masked-\d+(@example\.com)?$/;

/** Whether a JSON field holds personal data. */
export function isPersonalJsonField(name: string): boolean {
  return PERSONAL_JSON_FIELDS.has(name);
}

/**
 * Whether the text of the innermost of these XML elements is personal: the listed elements, any `…Email` or
 * `…UserID` element, and `Name` inside an address (`ShippingAddress/Name`; a `Name` elsewhere is an item specific's
 * or a service's name, not a person's).
 */
export function isPersonalXmlPath(path: readonly string[]): boolean {
  const name = path.at(-1) ?? '';
  if (PERSONAL_XML_ELEMENTS.has(name) || name.endsWith('Email') || name.endsWith('UserID')) return true;
  return name === 'Name' && (path.at(-2) ?? '').endsWith('Address');
}

/** Masks personal values, the same input to the same mask, for one cassette. */
export class PersonalDataMask {
  readonly #masks = new Map<string, string>();

  /** The mask of `value`: `masked-<n>`, with `@example.com` when it is an email, so it stays a valid address. */
  mask(value: string): string {
    if (value === '' || MASKED_VALUE.test(value)) return value;
    let masked = this.#masks.get(value);
    if (masked === undefined) {
      masked = `masked-${this.#masks.size + 1}${value.includes('@') ? '@example.com' : ''}`;
      this.#masks.set(value, masked);
    }
    return masked;
  }

  /** A copy of parsed JSON with every string under a personal field masked. */
  json(value: unknown, personal = false, depth = 0): unknown {
    if (typeof value === 'string') return personal ? this.mask(value) : value;
    if (depth > 64 || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => this.json(item, personal, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = this.json(item, personal || isPersonalJsonField(key), depth + 1);
    return out;
  }
}
