// Every OAuth scope gathered in docs/ebay-facts.md#scopes. All live under `https://api.ebay.com/oauth/api_scope`
// except SELL_EDELIVERY, which eBay publishes under `/oauth/scope/`. Scopes found only in third-party
// code generators (buy.proxy.guest.order, buy.offer.auction, commerce.message, commerce.vero,
// commerce.identity.status.readonly, sell.item, sell.reputation*, sell.leads, sell.stores) are [M]: a keyset may
// not be granted them. sell.edelivery and commerce.feedback(.readonly) are in eBay's 2026 contracts.

/** eBay OAuth scope URLs, keyed by the scope's suffix in upper snake case (`API` for the base scope). */
export const Scope = {
  API: 'https://api.ebay.com/oauth/api_scope',
  BUY_DEAL: 'https://api.ebay.com/oauth/api_scope/buy.deal',
  BUY_GUEST_ORDER: 'https://api.ebay.com/oauth/api_scope/buy.guest.order',
  BUY_ITEM_BULK: 'https://api.ebay.com/oauth/api_scope/buy.item.bulk',
  BUY_ITEM_FEED: 'https://api.ebay.com/oauth/api_scope/buy.item.feed',
  BUY_MARKETING: 'https://api.ebay.com/oauth/api_scope/buy.marketing',
  BUY_MARKETPLACE_INSIGHTS: 'https://api.ebay.com/oauth/api_scope/buy.marketplace.insights',
  BUY_OFFER_AUCTION: 'https://api.ebay.com/oauth/api_scope/buy.offer.auction',
  BUY_ORDER: 'https://api.ebay.com/oauth/api_scope/buy.order',
  BUY_ORDER_READONLY: 'https://api.ebay.com/oauth/api_scope/buy.order.readonly',
  BUY_PRODUCT_FEED: 'https://api.ebay.com/oauth/api_scope/buy.product.feed',
  BUY_PROXY_GUEST_ORDER: 'https://api.ebay.com/oauth/api_scope/buy.proxy.guest.order',
  BUY_SHOPPING_CART: 'https://api.ebay.com/oauth/api_scope/buy.shopping.cart',
  COMMERCE_CATALOG_READONLY: 'https://api.ebay.com/oauth/api_scope/commerce.catalog.readonly',
  COMMERCE_FEEDBACK: 'https://api.ebay.com/oauth/api_scope/commerce.feedback',
  COMMERCE_FEEDBACK_READONLY: 'https://api.ebay.com/oauth/api_scope/commerce.feedback.readonly',
  COMMERCE_IDENTITY_READONLY: 'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
  COMMERCE_IDENTITY_ADDRESS_READONLY: 'https://api.ebay.com/oauth/api_scope/commerce.identity.address.readonly',
  COMMERCE_IDENTITY_EMAIL_READONLY: 'https://api.ebay.com/oauth/api_scope/commerce.identity.email.readonly',
  COMMERCE_IDENTITY_NAME_READONLY: 'https://api.ebay.com/oauth/api_scope/commerce.identity.name.readonly',
  COMMERCE_IDENTITY_PHONE_READONLY: 'https://api.ebay.com/oauth/api_scope/commerce.identity.phone.readonly',
  COMMERCE_IDENTITY_STATUS_READONLY: 'https://api.ebay.com/oauth/api_scope/commerce.identity.status.readonly',
  COMMERCE_MESSAGE: 'https://api.ebay.com/oauth/api_scope/commerce.message',
  COMMERCE_NOTIFICATION_SUBSCRIPTION: 'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription',
  COMMERCE_NOTIFICATION_SUBSCRIPTION_READONLY:
    'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription.readonly',
  COMMERCE_VERO: 'https://api.ebay.com/oauth/api_scope/commerce.vero',
  METADATA_INSIGHTS: 'https://api.ebay.com/oauth/api_scope/metadata.insights',
  SELL_ACCOUNT: 'https://api.ebay.com/oauth/api_scope/sell.account',
  SELL_ACCOUNT_READONLY: 'https://api.ebay.com/oauth/api_scope/sell.account.readonly',
  SELL_ANALYTICS_READONLY: 'https://api.ebay.com/oauth/api_scope/sell.analytics.readonly',
  SELL_EDELIVERY: 'https://api.ebay.com/oauth/scope/sell.edelivery',
  SELL_FINANCES: 'https://api.ebay.com/oauth/api_scope/sell.finances',
  SELL_FULFILLMENT: 'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  SELL_FULFILLMENT_READONLY: 'https://api.ebay.com/oauth/api_scope/sell.fulfillment.readonly',
  SELL_INVENTORY: 'https://api.ebay.com/oauth/api_scope/sell.inventory',
  SELL_INVENTORY_READONLY: 'https://api.ebay.com/oauth/api_scope/sell.inventory.readonly',
  SELL_ITEM: 'https://api.ebay.com/oauth/api_scope/sell.item',
  SELL_ITEM_DRAFT: 'https://api.ebay.com/oauth/api_scope/sell.item.draft',
  SELL_LEADS: 'https://api.ebay.com/oauth/api_scope/sell.leads',
  SELL_LOGISTICS: 'https://api.ebay.com/oauth/api_scope/sell.logistics',
  SELL_MARKETING: 'https://api.ebay.com/oauth/api_scope/sell.marketing',
  SELL_MARKETING_READONLY: 'https://api.ebay.com/oauth/api_scope/sell.marketing.readonly',
  SELL_MARKETPLACE_INSIGHTS_READONLY: 'https://api.ebay.com/oauth/api_scope/sell.marketplace.insights.readonly',
  SELL_PAYMENT_DISPUTE: 'https://api.ebay.com/oauth/api_scope/sell.payment.dispute',
  SELL_REPUTATION: 'https://api.ebay.com/oauth/api_scope/sell.reputation',
  SELL_REPUTATION_READONLY: 'https://api.ebay.com/oauth/api_scope/sell.reputation.readonly',
  SELL_STORES: 'https://api.ebay.com/oauth/api_scope/sell.stores',
} as const;

/** One eBay OAuth scope URL. */
export type Scope = (typeof Scope)[keyof typeof Scope];

/** Every known scope. */
export const SCOPES: readonly Scope[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(Scope));

/** Scopes an application (client-credentials) token can carry. */
export const APPLICATION_SCOPES = /* @__PURE__ */ Object.freeze([
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/buy.deal',
  'https://api.ebay.com/oauth/api_scope/buy.guest.order',
  'https://api.ebay.com/oauth/api_scope/buy.item.bulk',
  'https://api.ebay.com/oauth/api_scope/buy.item.feed',
  'https://api.ebay.com/oauth/api_scope/buy.marketing',
  'https://api.ebay.com/oauth/api_scope/buy.marketplace.insights',
  'https://api.ebay.com/oauth/api_scope/buy.product.feed',
  'https://api.ebay.com/oauth/api_scope/buy.proxy.guest.order',
  'https://api.ebay.com/oauth/api_scope/metadata.insights',
] as const);

/** A scope grantable to an application (client-credentials) token. */
export type ApplicationScope = (typeof APPLICATION_SCOPES)[number];

// The base scope and buy.guest.order are grantable to both kinds of token (docs/ebay-facts.md#scopes), so they sit in both lists.
/** Scopes a user (authorization-code) token can carry. */
export const USER_SCOPES: readonly Scope[] = /* @__PURE__ */ userScopes();

// Module-level tables are built by calls bundlers can drop when unused (a property read such as `Scope.API` in
// a top-level array would be kept as a possible side effect).
/* @__NO_SIDE_EFFECTS__ */
function userScopes(): readonly Scope[] {
  const application: readonly string[] = APPLICATION_SCOPES;
  return Object.freeze([Scope.API, Scope.BUY_GUEST_ORDER, ...SCOPES.filter((scope) => !application.includes(scope))]);
}

/** The scope requested for an application token when the caller names none (`Scope.API`). */
export const DEFAULT_APPLICATION_SCOPE = 'https://api.ebay.com/oauth/api_scope';

/**
 * True for a scope eBay grants to user tokens only, by eBay's naming: every `sell.*` and `commerce.*` scope
 * (`/oauth/api_scope/` or `/oauth/scope/`), `buy.order`, `buy.order.readonly`, `buy.offer.auction` and
 * `buy.shopping.cart`. A rule rather than a lookup in `Scope`, so code that only mints application tokens does
 * not carry the scope table; a test checks that it agrees with `APPLICATION_SCOPES` on every known scope.
 */
export function isUserOnlyScope(scope: string): boolean {
  return /^https:\/\/api\.ebay\.com\/oauth\/(?:api_)?scope\/(?:(?:sell|commerce)\.|buy\.(?:order(?:\.readonly)?|offer\.auction|shopping\.cart)$)/.test(
    scope,
  );
}

const SCOPE_SET: ReadonlySet<unknown> = /* @__PURE__ */ new Set(SCOPES);
const APPLICATION_SCOPE_SET: ReadonlySet<unknown> = /* @__PURE__ */ new Set(APPLICATION_SCOPES);

/** True when `value` is a known eBay OAuth scope URL (exact match). */
export function isScope(value: unknown): value is Scope {
  return SCOPE_SET.has(value);
}

/** True when `value` is a scope grantable to an application (client-credentials) token. */
export function isApplicationScope(value: unknown): value is ApplicationScope {
  return APPLICATION_SCOPE_SET.has(value);
}
