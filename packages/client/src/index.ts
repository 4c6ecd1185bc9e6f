// Public surface of baykit: named exports only, so every change to it shows in a diff.
export { BaseEbayClient } from './base-client.js';
export { EbayClient } from './client.js';
export { closestName, DEFAULTS, type EbayClientOptions, type ResolvedConfig, type SignatureKey } from './config.js';
export { ENV_VARIABLES } from './config-env.js';
export { ENDPOINT_PATHS, baseUrl, ebayHost, type HostKind, type HostSettings } from './hosts.js';

export { OAuth2, applicationScope, type AuthUrlOptions, type GrantNeed } from './auth/oauth2.js';
export { AuthNAuth, type AuthNAuthToken } from './auth/auth-n-auth.js';
export { MemoryTokenStore, tokenKey, type TokenStore } from './auth/token-store.js';
export { FileTokenStore, type FileTokenStoreOptions } from './auth/file-token-store.js';
export { isUsable, type AccessToken, type EbayTokenResponse, type TokenKind } from './auth/token.js';
export type { RefreshListener } from './auth/events.js';

export type { CallOptions, RestCall, RestHost, RestRuntime } from './rest/request.js';
export type { PageOptions, PaginateArgs } from './rest/page-limit.js';
export { operationArguments, type ArgumentShape, type NamedArguments } from './rest/arguments.js';
export type { CallArgs } from './rest/invoke.js';
export type { CallArgsOf, CallItem, CallResponse, OperationName } from './rest/call-types.js';
export type { RestCalls } from './generated/calls.gen.js';
export type {
  BinaryBody,
  HeaderParameterSpec,
  OperationInvoker,
  OperationSpec,
  PagingKind,
  QueryParameterSpec,
} from './rest/operation.js';
export type { Paged } from './rest/bind.js';
export { restCatalog, REST_OPERATION_COUNT } from './generated/catalog.gen.js';
export { requiresSignature } from '@baykit/spec/facts';
export type { CallResult } from './pipeline/pipeline.js';
export type { PipelineStep } from './pipeline/steps.js';
export type { ExchangeBody, ExchangeEvent, ExchangeObserver } from './pipeline/exchange.js';
export { exchanges } from './pipeline/exchanges-extension.js';
export { PACING_DEFAULTS, type PacingOptions } from './rate-limit/options.js';
export { pacing } from './rate-limit/extension.js';
export { resolvePacingOptions } from './rate-limit/resolve.js';
export { signing } from './signing/extension.js';
export type {
  ClientExtensions,
  ExchangesExtension,
  PacingExtension,
  PacingScope,
  SigningExtension,
} from './extensions.js';
export type { Pacer } from './rate-limit/options.js';
export type { RateLimitLoader, RateLimitPacer, RateLimitSnapshot } from './rate-limit/pacer.js';
export type { RateWindow } from './rate-limit/budget.js';
export { budgetKeyOf, readRateLimits } from './rate-limit/limits.js';
export { loadRateLimits } from './rate-limit/load.js';
export type { ResponseType } from './pipeline/deserialize.js';
export type { Transport, TransportRequest, TransportResponse } from './pipeline/transport.js';
export type { Clock } from './internal/clock.js';
export type { Logger } from './internal/logger.js';
export { encodePathValue } from './internal/path.js';
export { BuyFeedNamespace, BuyNamespace, SellNamespace } from './namespaces.js';
export {
  DEFAULT_FEED_CHUNK_SIZE,
  downloadFeedFile,
  FeedFileDownload,
  feedRows,
  gunzip,
  type FeedClient,
  type FeedDownloadOptions,
  type FeedFileOperation,
  type FeedFileQueries,
  type FeedRow,
  type FeedRowsOptions,
} from './feed/index.js';
export { fileFromPath, type FileFromPathOptions } from './upload/file-from-path.js';
export { REDACTED, redactHeaders } from './internal/redact.js';
export { SecretMask, secretsInMessages, type WireMessage } from './internal/wire-mask.js';

export {
  AbortError,
  AccessDeniedError,
  BaykitError,
  ConfigError,
  ConnectionError,
  DeprecatedApiError,
  EbayApiError,
  FeedRangeError,
  ResponseTooLargeError,
  PaginationLoopError,
  IafTokenExpiredError,
  IafTokenInvalidError,
  InvalidAccessTokenError,
  InvalidGrantError,
  InvalidScopeError,
  NoCallError,
  NotFoundError,
  RateLimitError,
  RefreshTokenExpiredError,
  ServerError,
  TimeoutError,
  TokenError,
  TokenRequiredError,
  ValidationError,
  isBaykitError,
  type EbayApiErrorInit,
  type EbayErrorDetail,
  type FailedRequest,
  type FailedResponse,
} from './errors/index.js';

export {
  APPLICATION_SCOPES,
  CONDITIONS,
  CancelState,
  CancelStatus,
  CaseStatus,
  CaseType,
  Condition,
  DEFAULT_APPLICATION_SCOPE,
  EligibilityStatus,
  GLOBAL_IDS,
  GlobalId,
  InquiryState,
  InquiryStatus,
  LOCALES,
  LOCALE_ENUM_VALUES,
  Locale,
  LocaleEnum,
  MARKETPLACE_IDS,
  MarketplaceId,
  ROLES,
  ReturnDecision,
  ReturnFilterState,
  ReturnState,
  ReturnStatus,
  Role,
  SCOPES,
  SITES,
  SITE_IDS,
  Scope,
  SiteCode,
  SiteId,
  USER_SCOPES,
  isApplicationScope,
  isCondition,
  globalIdProblem,
  idHeaderProblem,
  isGlobalId,
  isLocale,
  isLocaleEnum,
  isMarketplaceId,
  isRole,
  isScope,
  isSiteId,
  marketplaceIdProblem,
  siteByGlobalId,
  siteById,
  type ApplicationScope,
  type Site,
} from './enums/index.js';

export {
  buildSignatureBase,
  computeContentDigest,
  createSigner,
  parseSignatureInput,
  signRequest,
  verifySignature,
  type DigestAlgorithm,
  type ParsedSignatureInput,
  type SignableRequest,
  type SignatureBaseResult,
  type SignatureHeaders,
  type SignatureMessage,
  type Signer,
  type SigningKey,
  type VerifiableRequest,
  type VerifySignatureOptions,
  type VerifySignatureResult,
} from './signing/index.js';

export {
  ClientAlertsApi,
  FindingApi,
  MerchandisingApi,
  ShoppingApi,
  TradingApi,
  CLIENT_ALERTS_CALLS,
  FINDING_CALLS,
  MERCHANDISING_CALLS,
  SHOPPING_CALLS,
  TRADING_CALLS,
} from './generated/xml.gen.js';
export { cdata, XmlCData } from './xml/cdata.js';
export type { XmlFields, XmlValue, XmlScalar } from './xml/builder.js';
export type { XmlCallOptions } from './xml/runtime.js';
export type { XmlAttachment } from './xml/multipart.js';
export type { XmlCallMethod, XmlGenericCall } from './xml/bind-calls.js';
export type { TradingRequestOf, TradingResponseOf, XmlBody } from './xml/call-types.js';
export type { TradingRequestWith } from './xml/request-with.js';
export type { XmlServiceName } from './xml/services.js';
export type { TradingPageItemOf, TradingPageItems } from './xml/call-types.js';
export { hasMorePages as hasMoreTradingPages, pageFields as tradingPageFields } from './xml/trading-paging.js';
/** Types of the Trading calls baykit types (GetItem, GetOrders, AddFixedPriceItem, …), e.g. `TradingTypes.ItemType`. */
export type * as TradingTypes from './xml/types/index.js';
export { buildXmlRequest } from './xml/builder.js';
export { parseXml, parseXmlResponse, type ParseXmlOptions } from './xml/parser.js';
export { xmlArrayPaths } from './xml/array-paths.js';
export { readXmlOutcome, type XmlError, type XmlOutcome } from './xml/outcome.js';
export { XML_SERVICES, type XmlServiceDefinition } from './xml/services.js';
export { XML_LIFECYCLE } from './generated/xml-lifecycle.gen.js';
export type { Lifecycle } from './internal/lifecycle.js';
