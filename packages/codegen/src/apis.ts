/** Where a spec's operations live in the client: area, namespace key, class and module names. */
export interface ApiInfo {
  /** Spec file base name, e.g. `sell_account_v1_oas3`. */
  file: string;
  /** Area namespace: `buy`, `commerce`, `developer`, `postOrder`, `sell`. */
  area: 'buy' | 'commerce' | 'developer' | 'postOrder' | 'sell';
  /** Key inside the area (docs/architecture.md#client-api-contract), e.g. `accountV2`, `marketplaceInsights`. */
  key: string;
  /** Generated class name, e.g. `SellAccountV2Api`. */
  className: string;
  /** Generated module base name (kebab-case), e.g. `sell-account-v2`. */
  module: string;
}

/** The docs/architecture.md#client-api-contract namespace of every spec file. A spec without an entry here stops the generator. */
const TABLE: Record<string, [ApiInfo['area'], string]> = {
  buy_browse_v1_oas3: ['buy', 'browse'],
  buy_deal_v1_oas3: ['buy', 'deal'],
  buy_feed_v1_beta_oas3: ['buy', 'feed'],
  buy_marketing_v1_beta_oas3: ['buy', 'marketing'],
  buy_marketplace_insights_v1_beta_oas3: ['buy', 'marketplaceInsights'],
  buy_offer_v1_beta_oas3: ['buy', 'offer'],
  buy_order_v1_beta_oas3: ['buy', 'order'],
  buy_order_v2_oas3: ['buy', 'orderV2'],
  commerce_catalog_v1_beta_oas3: ['commerce', 'catalog'],
  commerce_charity_v1_oas3: ['commerce', 'charity'],
  commerce_feedback_v1_beta_oas3: ['commerce', 'feedback'],
  commerce_identity_v1_oas3: ['commerce', 'identity'],
  commerce_media_v1_beta_oas3: ['commerce', 'media'],
  commerce_message_v1_oas3: ['commerce', 'message'],
  commerce_notification_v1_oas3: ['commerce', 'notification'],
  commerce_taxonomy_v1_oas3: ['commerce', 'taxonomy'],
  commerce_translation_v1_beta_oas3: ['commerce', 'translation'],
  developer_analytics_v1_beta_oas3: ['developer', 'analytics'],
  developer_client_registration_v1_oas3: ['developer', 'clientRegistration'],
  developer_key_management_v1_oas3: ['developer', 'keyManagement'],
  cancellation_oas3: ['postOrder', 'cancellation'],
  case_oas3: ['postOrder', 'case'],
  inquiry_oas3: ['postOrder', 'inquiry'],
  return_oas3: ['postOrder', 'return'],
  sell_account_v1_oas3: ['sell', 'account'],
  sell_account_v2_oas3: ['sell', 'accountV2'],
  sell_analytics_v1_oas3: ['sell', 'analytics'],
  sell_compliance_v1_oas3: ['sell', 'compliance'],
  sell_edelivery_international_shipping_oas3: ['sell', 'edeliveryInternationalShipping'],
  sell_feed_v1_oas3: ['sell', 'feed'],
  sell_finances_v1_oas3: ['sell', 'finances'],
  sell_fulfillment_v1_oas3: ['sell', 'fulfillment'],
  sell_inventory_v1_oas3: ['sell', 'inventory'],
  sell_listing_v1_beta_oas3: ['sell', 'listing'],
  sell_logistics_v1_oas3: ['sell', 'logistics'],
  sell_marketing_v1_oas3: ['sell', 'marketing'],
  sell_metadata_v1_oas3: ['sell', 'metadata'],
  sell_negotiation_v1_oas3: ['sell', 'negotiation'],
  sell_recommendation_v1_oas3: ['sell', 'recommendation'],
  sell_stores_v1_oas3: ['sell', 'stores'],
};

const pascal = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The area of a module, as a kebab-case folder-friendly name. */
export function areaModule(area: ApiInfo['area']): string {
  return kebab(area);
}

/** Looks up a spec file's namespace. */
export function apiInfo(file: string): ApiInfo {
  const entry = TABLE[file];
  if (!entry) throw new Error(`No namespace for spec ${file}: add it to packages/codegen/src/apis.ts`);
  const [area, key] = entry;
  return {
    file,
    area,
    key,
    className: `${pascal(area)}${pascal(key)}Api`,
    module: `${kebab(area)}-${kebab(key)}`,
  };
}
