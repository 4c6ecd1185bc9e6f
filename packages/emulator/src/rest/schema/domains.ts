/**
 * Which error domain and which generic "bad input" error ids an API answers with (docs/ebay-facts.md#post-order-errors, #rest-errors).
 * The ids come from the specs' `x-response-codes`: where an API documents a generic invalid-field or
 * missing-field error, that one; otherwise the cross-API 2004 "Invalid request".
 */

/** The eBay error id and wording for one kind of input error; `{field}` is replaced by the field path. */
export interface InputErrorTemplate {
  readonly errorId: number;
  readonly message: string;
}

/** The generic input errors of one API. */
export interface InputErrors {
  readonly domain: string;
  /** A field has the wrong type or value. */
  readonly invalid: InputErrorTemplate;
  /** A required field, query parameter or body is absent. */
  readonly missing: InputErrorTemplate;
}

const GENERIC: InputErrorTemplate = { errorId: 2004, message: 'Invalid request' };

// Spec-documented generic errors, by api key. Templates are the specs' descriptions with their
// `{fieldName}`/`{additionalInfo}` placeholders filled by the emulator.
const DOCUMENTED: Readonly<Record<string, Partial<Pick<InputErrors, 'invalid' | 'missing'>>>> = {
  // Real answers read "A user error has occurred. <detail>" (subdomain Selling).
  'sell.inventory': {
    invalid: { errorId: 25002, message: 'A user error has occurred. Invalid value for field {field}.' },
    missing: { errorId: 25002, message: 'A user error has occurred. Missing field {field}.' },
  },
  'sell.account': {
    invalid: { errorId: 20403, message: 'Invalid {field}.' },
    missing: { errorId: 20401, message: 'Missing field {field}.' },
  },
  'sell.listing': {
    invalid: {
      errorId: 155007,
      message:
        'Invalid field: {field}. The indicated field contains an invalid value. Correct the value and resubmit the call.',
    },
    missing: {
      errorId: 155001,
      message:
        'Missing field: {field}. The indicated field is required for this request. Add the field and resubmit the call.',
    },
  },
  'sell.logistics': {
    invalid: { errorId: 90020, message: 'Invalid field {field}.' },
    missing: { errorId: 90010, message: 'Missing field {field}.' },
  },
  'sell.marketing': {
    invalid: {
      errorId: 38235,
      message: "Invalid input for the '{field}' field. For help, see the documentation for this call.",
    },
    missing: { errorId: 38218, message: 'A valid entry is required for {field}.' },
  },
  'sell.metadata': { invalid: { errorId: 45401, message: 'Invalid {field}.' } },
  'sell.negotiation': { invalid: { errorId: 150009, message: 'Invalid value for {field}.' } },
  'sell.feed': {
    invalid: { errorId: 160034, message: "The '{field}' is invalid, missing, or not allowed." },
    missing: { errorId: 160034, message: "The '{field}' is invalid, missing, or not allowed." },
  },
  'buy.browse': {
    missing: { errorId: 10007, message: 'The field: {field} is required. Add the field and resubmit the call.' },
  },
  'buy.order': {
    invalid: {
      errorId: 15002,
      message:
        'Invalid field: {field}. The indicated field contains an invalid value. Correct the value and resubmit the call.',
    },
    missing: {
      errorId: 15001,
      message:
        'Missing field: {field}. The indicated field is required for this request. Add the field and resubmit the call.',
    },
  },
  'commerce.catalog': {
    invalid: {
      errorId: 75152,
      message: 'The field {field} is invalid. For more information, see the API call reference documentation.',
    },
    missing: {
      errorId: 75153,
      message: 'The field {field} is missing. For more information, see the API call reference documentation.',
    },
  },
  // Observed live (docs/ebay-facts.md#post-order-errors): errorId 1616 "Invalid Input." naming the parameter.
  'postOrder.return': {
    invalid: { errorId: 1616, message: 'Invalid Input.' },
    missing: { errorId: 1616, message: 'Invalid Input.' },
  },
};

// Post-order resources use their own lower-camel domains (docs/ebay-facts.md#post-order-errors).
const POST_ORDER_DOMAINS: Readonly<Record<string, string>> = {
  cancellation: 'cancelErrorDomain',
  case: 'caseErrorDomain',
  inquiry: 'inquiryErrorDomain',
  return: 'returnErrorDomain',
};

// Where the domain is not `API_` + the API name in upper snake case.
const DOMAIN_OVERRIDES: Readonly<Record<string, string>> = {
  'developer.keyManagement': 'API_KEYS',
};

/**
 * The error domain of an API key: `sell.inventory` → `API_INVENTORY`, `buy.marketplaceInsights` →
 * `API_MARKETPLACE_INSIGHTS`, `sell.accountV2` → `API_ACCOUNT`, `postOrder.return` → `returnErrorDomain`.
 */
export function errorDomain(api: string): string {
  const override = DOMAIN_OVERRIDES[api];
  if (override) return override;
  const [area = '', name = api] = api.split('.');
  if (area === 'postOrder') return POST_ORDER_DOMAINS[name] ?? `${name}ErrorDomain`;
  const base = name.replace(/V\d+$/, '');
  return `API_${base.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** The domain and generic invalid/missing input error templates of an API. */
export function inputErrors(api: string): InputErrors {
  const documented = DOCUMENTED[api] ?? {};
  return {
    domain: errorDomain(api),
    invalid: documented.invalid ?? GENERIC,
    missing: documented.missing ?? GENERIC,
  };
}
