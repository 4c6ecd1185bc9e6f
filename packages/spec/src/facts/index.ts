// @baykit/spec/facts: eBay's small hand-kept facts (scopes, marketplace ids, which REST calls must be signed,
// locales, item conditions) and the order of a generated method's arguments. codegen compiles them into the
// generated code and the client re-exports them (bundled into its build): one home both import by package name.
export {
  Scope,
  SCOPES,
  APPLICATION_SCOPES,
  type ApplicationScope,
  USER_SCOPES,
  DEFAULT_APPLICATION_SCOPE,
  isUserOnlyScope,
  isScope,
  isApplicationScope,
} from './scope.js';
export { MarketplaceId, MARKETPLACE_IDS, isMarketplaceId } from './marketplace-id.js';
export { requiresSignature } from './signing-rules.js';
export {
  Locale,
  LOCALES,
  LocaleEnum,
  type KnownLocaleEnum,
  LOCALE_ENUM_VALUES,
  isLocale,
  isLocaleEnum,
} from './locale.js';
export { Condition, CONDITIONS, isCondition } from './condition.js';
export { operationArguments, type ArgumentShape, type NamedArguments } from './arguments.js';
export { xmlCallLifecycleMessage, type XmlCallRetirement } from './xml-lifecycle.js';
export { operationLifecycleMessage, type OperationRetirement } from './operation-lifecycle.js';
export { closestName, closestNames, editDistance } from './closest-names.js';
