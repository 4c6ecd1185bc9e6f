// Public surface of the enumerations: named re-exports only, so additions show up in review.

export { MarketplaceId, MARKETPLACE_IDS, isMarketplaceId } from './marketplace-id.js';
export { marketplaceIdProblem, globalIdProblem, idHeaderProblem } from './unknown-id.js';
export {
  SiteId,
  GlobalId,
  SiteCode,
  type Site,
  SITES,
  SITE_IDS,
  GLOBAL_IDS,
  siteById,
  siteByGlobalId,
  isSiteId,
  isGlobalId,
} from './site-id.js';
export { Locale, LOCALES, LocaleEnum, LOCALE_ENUM_VALUES, isLocale, isLocaleEnum } from './locale.js';
export {
  Scope,
  SCOPES,
  APPLICATION_SCOPES,
  type ApplicationScope,
  USER_SCOPES,
  DEFAULT_APPLICATION_SCOPE,
  isScope,
  isApplicationScope,
} from './scope.js';
export { Condition, CONDITIONS, isCondition } from './condition.js';
export { Role, ROLES, isRole } from './role.js';
export {
  CancelState,
  CancelStatus,
  InquiryStatus,
  InquiryState,
  CaseStatus,
  CaseType,
  ReturnState,
  ReturnStatus,
  ReturnFilterState,
  ReturnDecision,
  EligibilityStatus,
} from './post-order.js';
