/**
 * The HTTP API between the explorer's browser app (src/) and its Node back end (server/). Both sides import
 * these types; the back end is the only place that holds credentials and talks to eBay or the emulator.
 *
 * Every request carries the `x-baykit-key` header with the explorer's per-start key; every state-changing request
 * (POST, PUT, DELETE) also the `x-csrf-token` header with the token from `GET /api/session`, and the JSON body as
 * `application/json`.
 */
import type { InlinedSchema } from '@baykit/spec';
import type { Effect } from '@baykit/spec/effects';

/** The environments the explorer can call: the embedded emulator, eBay's sandbox, eBay's production. */
export type EnvId = 'local' | 'sandbox' | 'production';

/** The header a state-changing request must carry (value: `SessionInfo.csrfToken`). */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The header every `/api` request must carry: the explorer's per-start key. The browser app takes the key from
 * the fragment of the address the explorer printed (`#key=…`, which no browser sends to a server) and keeps it in
 * its own origin's storage; a page of another origin can neither read it nor send this header (it would need a
 * CORS preflight, which the explorer never grants).
 */
export const ACCESS_KEY_HEADER = 'x-baykit-key';

/** The fragment parameter of the printed address that carries the key: `http://127.0.0.1:<port>/#key=…`. */
export const ACCESS_KEY_FRAGMENT = 'key';

/** An environment as the browser sees it: never a secret in full. */
export interface EnvSummary {
  id: EnvId;
  label: string;
  /** Whether the environment has the credentials it needs (the local one always has). */
  configured: boolean;
  /** The app id (client id): public, shown in full. */
  appId?: string;
  /** The cert id (client secret), masked: `••••` and its last four characters. */
  certIdMasked?: string;
  devId?: string;
  ruName?: string;
  /** Where its calls go (the emulator's URL for `local`). */
  baseUrl: string;
}

/**
 * What a `baykit` command copied from the explorer needs to call the explorer's own local emulator: the variables
 * to set before it (`BAYKIT_EMULATOR_PORT` when the emulator is not on the command line's 4010; none when it is), or
 * why no command can reach it.
 */
export type CliReach = { env: Record<string, string> } | { unreachable: string };

/** `GET /api/session`. */
export interface SessionInfo {
  csrfToken: string;
  environments: EnvSummary[];
  /** The local emulator (always running): the explorer's own, or the command line's shared one it joined. */
  emulator: {
    url: string;
    appId: string;
    ruName: string;
    redirectUrl: string;
    shared: boolean;
    /** How a copied `baykit` command reaches this emulator (server/emulator/cli-reach.ts). */
    cli?: CliReach;
  };
  /** The explorer's own origin, e.g. `http://127.0.0.1:4020`. */
  origin: string;
  /** The user scopes a consent can ask for, and the ones it asks for when none are chosen. */
  scopes: { user: string[]; defaultConsent: string[] };
}

/** `PUT /api/environments/:env/credentials` (sandbox or production). Stored in a file only the user can read. */
export interface CredentialsInput {
  appId: string;
  certId: string;
  devId?: string;
  ruName?: string;
}

/** One REST operation in the browser's list (`GET /api/catalog`). */
export interface OperationSummary {
  /** Namespace, e.g. `buy.browse`. */
  api: string;
  /** The operationId, which is the baykit method name. */
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Full path template, e.g. `/buy/browse/v1/item/{item_id}`. */
  path: string;
  /** The spec's tag (resource), e.g. `item`. */
  tag: string;
  /** A short description built from facts (no eBay prose): verb, resource, grant. */
  description: string;
  /** Set when eBay retired, renamed or moved the operation (baykit's catalog, from lifecycle.json). */
  lifecycle?: LifecycleView;
  /** What it does (`read`, `spend`, `irreversible`, …), from @baykit/spec/effects. */
  effects: Effect[];
  /** Why it has those effects, when the reviewed table says (@baykit/spec/effects `OPERATION_EFFECT_NOTES`). */
  effectNote?: string;
}

/** Where an operation or XML call stands at eBay, when it is not simply active. */
export interface LifecycleView {
  status: 'deprecated' | 'removed' | 'decommissioned' | 'renamed' | 'moved';
  date?: string;
  /** A method path (`sell.inventory.getInventoryLocation`) the explorer links to, or words. */
  replacement?: string;
  /** What happened, when, and what to use instead. */
  message: string;
}

/** One XML call in the browser's list. */
export interface XmlCallSummary {
  service: 'trading' | 'shopping' | 'finding' | 'merchandising' | 'clientAlerts';
  callName: string;
  /** `retired` when eBay decommissioned the call or its service (baykit refuses it unless allowRetired). */
  status: 'live' | 'retired';
  lifecycle?: LifecycleView;
  /** What it does, from @baykit/spec/effects (`trading.AddItem`: `spend`). */
  effects: Effect[];
  /** Why it has those effects, when the reviewed table says. */
  effectNote?: string;
}

/** `GET /api/catalog`. */
export interface Catalog {
  rest: OperationSummary[];
  xml: XmlCallSummary[];
}

/** One parameter of an operation's form. */
export interface ParameterDetail {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** `string`, `integer`, `number`, `boolean` or `array` (as the spec types it). */
  type: string;
  /** Allowed values when the spec or baykit's enumerations know them (e.g. marketplace ids). */
  enum?: string[];
  /** A value that works against the emulator (e.g. a seeded item id), when one is known. */
  example?: string;
  /** The spec's format (`date-time`, `int32`, …), when it gives one. */
  format?: string;
  /** For `array`: the type of one item; the form takes the items separated by commas, as eBay's URLs do. */
  items?: string;
  /** What eBay uses when the parameter is left out, when the contract says. */
  default?: string;
  /** Limits the contract states as schema keywords: a pattern, a length, a range. */
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** The parameter on eBay's reference page of the operation (`…/methods/search#uri.filter`), when it has anchors. */
  docsUrl?: string;
  /** The eBay enumeration its values come from (`MarketplaceIdEnum`), when the contract names one. */
  enumeration?: string;
  /** Values known for that enumeration: suggestions, not a limit (eBay accepts values the contracts do not list). */
  knownValues?: string[];
}

/** `GET /api/operations/:api/:operationId`. */
export interface OperationDetail extends OperationSummary {
  parameters: ParameterDetail[];
  body?: {
    contentType: string;
    required: boolean;
    /** A schema-valid sample body (JSON), to pre-fill the editor. */
    sample?: unknown;
    /** The body's schema, references inlined. */
    schema?: BodySchema;
  };
  grant: 'user' | 'application' | 'auto';
  scopes: string[];
  /** Whether baykit signs it (eBay requires a signature for EU/UK sellers). */
  sign: boolean;
  paging?: 'offset' | 'next' | 'continuation';
  /** eBay's reference page of the operation. */
  docsUrl?: string;
  /** `json`, `bytes`, `auto` or `none`. */
  response: string;
  /** When the sample, sent as it opens on a fresh emulator, answers eBay's error on purpose: which and why. */
  sampleOutcome?: SampleOutcome;
}

/**
 * A request body's schema with its references inlined (named by `title`): what the form shows and checks. The
 * `inlineSchema` of @baykit/spec makes it (a type only: nothing of it reaches the browser).
 */
export type BodySchema = InlinedSchema;

/** One request field of a typed XML call, as baykit's TypeScript types write it. */
export interface XmlFieldDetail {
  /** `Item.PrimaryCategory.CategoryID`. */
  path: string;
  /** eBay's schema type (`string`, `ItemType`, `DetailLevelCodeType[]` when the element repeats). */
  type: string;
  /** eBay's call reference requires it (alone, or one of a group: see `note`). */
  required: boolean;
  /** The other fields of its required group (`or SKU`) and the values of its enumeration. */
  note?: string;
  /** The field on eBay's call reference page (`AddFixedPriceItem.html#Request.Item.Title`). */
  docsUrl?: string;
}

/** A control of the embedded emulator (`POST /api/emulator/:action`). */
export type EmulatorAction = 'reset' | 'clock' | 'expire-tokens' | 'fault';

/** `POST /api/emulator/clock` takes `{ advanceSeconds }`; `…/fault` takes `{ match, fault, count? }`. */
export interface EmulatorControlInput {
  advanceSeconds?: number;
  match?: string;
  fault?: string;
  count?: number;
}

/** What an emulator control answers: which ran, and the emulator's time after it. */
export interface EmulatorAnswer {
  action: EmulatorAction;
  now: string;
}

/** The intended answer of an operation's sample on a fresh emulator when it is not a 2xx (server/catalog/sample-outcomes.ts). */
export interface SampleOutcome {
  /** eBay's status and error id; for a call baykit refuses before sending, the error class in `errorId` and status 0. */
  status: number;
  errorId: string;
  reason: string;
}

/** `GET /api/xml/:service/:callName`. */
export interface XmlCallDetail extends XmlCallSummary {
  /** Request fields that work against the emulator, to pre-fill the editor (`{}` when none are needed). */
  sample: Record<string, unknown>;
  /** Whether the call needs a user's token (Auth'n'Auth or OAuth user token). */
  needsUserToken: boolean;
  sampleOutcome?: SampleOutcome;
  /** eBay's reference page of the call. */
  docsUrl?: string;
}

/** A REST call to run (`POST /api/call`). The back end calls `ebay.<api>.<operationId>(…)` through baykit. */
export interface RestCallInput {
  kind: 'rest';
  env: EnvId;
  api: string;
  operationId: string;
  /** Path parameter values by name. */
  path: Record<string, string>;
  /** Query parameter values by name (empty strings are left out). */
  query: Record<string, string>;
  /** Extra headers (the operation's header parameters), sent through the call's `options.headers`. */
  headers: Record<string, string>;
  /** The JSON body (already parsed), when the operation takes one. */
  body?: unknown;
  /** `true`/`false` forces signing on or off (baykit's `sign` option); absent: baykit decides. */
  sign?: boolean;
}

/** An XML call to run (`POST /api/call`): `ebay.<service>.call(callName, fields)`. */
export interface XmlCallInput {
  kind: 'xml';
  env: EnvId;
  service: XmlCallSummary['service'];
  callName: string;
  fields: Record<string, unknown>;
}

/** A call's input: what runs, and what history, saved requests and code snippets keep. */
export type CallInput = RestCallInput | XmlCallInput;

/**
 * What `POST /api/call` takes: the input, and for a guarded call (an effect beyond read and write) to eBay
 * production, `confirmed: true` saying the person saw what it does and chose to send it. Kept out of `CallInput`,
 * so a call re-run from history or a saved request is asked about again.
 */
export type CallRequest = CallInput & { confirmed?: boolean };

/** What a guarded call to production does, as the confirmation shows it and the back end's refusal names it. */
export interface CallConfirmation {
  /** `sell.inventory.publishOffer`, `trading.AddItem`. */
  operation: string;
  env: EnvId;
  effects: Effect[];
  /** Why the operation has those effects, when the reviewed table says. */
  note?: string;
  /** What these arguments commit, in words (`up to 50.00 USD a day until paused`); may be empty. */
  lines: string[];
}

/** The 428 answer of `POST /api/call` for a guarded call to production that does not carry `confirmed: true`. */
export interface ConfirmationProblem extends ApiProblem {
  confirmation: CallConfirmation;
}

/** One HTTP exchange as it went over the wire (captured at baykit's `fetch`), secrets masked. */
export interface Exchange {
  /** `call`: the operation itself; `token`: a token request baykit made for it (mint or refresh). */
  purpose: 'call' | 'token';
  startedAt: string;
  durationMs: number;
  request: {
    method: string;
    url: string;
    /** Lower-case names; credentials (Authorization, IAF token, cert name, …) masked. */
    headers: Record<string, string>;
    /** The body as text (masked: tokens in XML credentials, client secrets in token forms); absent when none. */
    body?: string;
    /** For signed requests: the RFC 9421 signature base the signature was computed over. */
    signatureBase?: string;
  };
  /** Absent when no answer came (connection refused, timeout). */
  response?: {
    status: number;
    statusText: string;
    headers: Record<string, string>;
    /** Text bodies as text; binary ones base64 (`bodyEncoding`). Tokens in token answers masked. */
    body: string;
    bodyEncoding: 'text' | 'base64';
  };
}

/** The typed error baykit raised, as the browser shows it. */
export interface CallErrorView {
  /** The baykit error class, e.g. `NotFoundError`, `ValidationError`, `TokenError`. */
  name: string;
  message: string;
  status?: number;
  requestId?: string;
  /** eBay's error entries (REST `errors[]` or XML `Errors`). */
  errors: { errorId?: number | string; domain?: string; category?: string; message: string; longMessage?: string }[];
}

/** What `POST /api/call` answers (always 200; a failed eBay call is `ok: false` with `error`). */
export interface CallOutcome {
  ok: boolean;
  /** The operation's HTTP status, when an answer came. */
  status?: number;
  /** Wall time of the whole baykit call (token requests and retries included). */
  durationMs: number;
  /** The parsed result baykit returned (REST body or the XML `<CallName>Response` content). */
  data?: unknown;
  error?: CallErrorView;
  /** Every exchange of the call, in order (token requests, retries, the call). */
  exchanges: Exchange[];
}

/** A token as the browser sees it: never the token itself. */
export interface TokenView {
  /** `application` and `user` are OAuth2 tokens; `authnauth` is the classic Auth'n'Auth token. */
  kind: 'application' | 'user' | 'authnauth';
  /** How it was obtained: `client_credentials`, `authorization_code`, `refresh_token`, `FetchToken`. */
  grant: string;
  scopes: string[];
  /** ISO times. */
  obtainedAt?: string;
  expiresAt?: string;
  refreshTokenExpiresAt?: string;
  /** The access token masked (its length and last four characters). */
  masked: string;
  hasRefreshToken: boolean;
}

/** One entry of an environment's token history. */
export interface TokenEvent {
  at: string;
  kind: TokenView['kind'];
  /** `minted`, `signed-in`, `refreshed` (by baykit, automatically), `refreshed-manually`, `failed`, `signed-out`. */
  event: 'minted' | 'signed-in' | 'refreshed' | 'refreshed-manually' | 'failed' | 'signed-out';
  detail?: string;
}

/** `GET /api/tokens/:env` and the answer of every sign-in and refresh endpoint. */
export interface TokenPanel {
  env: EnvId;
  tokens: TokenView[];
  history: TokenEvent[];
}

/** `POST /api/auth/:env/consent/start` and `POST /api/auth/:env/authnauth/start`: where to send the user. */
export interface SignInStart {
  url: string;
}

/** `POST /api/auth/:env/consent/complete`: the URL eBay redirected to, or the bare code. */
export interface ConsentCompleteInput {
  redirectUrl?: string;
  code?: string;
}

/** Every non-2xx answer of the back end's own API. */
export interface ApiProblem {
  error: string;
}

/** Whether a push verified, and why not. */
export interface PushCheck {
  verified: boolean;
  /** The topic of a verified push. */
  topic?: string;
  /** `missing`, `malformed`, `unknown-key`, `mismatch` or `key-unavailable` when it did not verify. */
  problem?: string;
  reason?: string;
}

/** One push the explorer's inbox received. */
export interface InboxPush {
  time: string;
  topic?: string;
  publishAttemptCount?: number;
  check: PushCheck;
  /** The push's own headers (content type, signature, length). */
  headers: Record<string, string>;
  /** The raw body, as it came. */
  body: string;
}

/** `GET /api/notifications`: the inbox endpoint, the emulator's topics, what is subscribed, the pushes received. */
/** What `POST /api/notifications/emit` did on the local emulator. */
export interface NotificationEmitted {
  topic: string;
  /** How many subscriptions the notification was pushed to: 0 when none of the topic is enabled. */
  pushed: number;
  /** The pushed notification's id; absent when nothing was pushed. */
  notificationId?: string;
}

export interface NotificationsView {
  endpoint: string;
  topics: string[];
  subscribed: string[];
  pushes: InboxPush[];
}

/** How a simulated event's field is written in JSON, and so which input the Simulate panel shows for it. */
export type SimulateFieldKind = 'string' | 'number' | 'boolean';

/** One field of a simulated event, as the Simulate panel shows it. */
export interface SimulateFieldView {
  name: string;
  kind: SimulateFieldKind;
  /** What it names, its default and the values it takes, in one line. */
  help: string;
}

/** One event the local emulator can make happen (`POST /__emulator/simulate/<event>`). */
export interface SimulateEventView {
  /** `purchase`. */
  name: string;
  /** What happens, in one sentence. */
  summary: string;
  /** Its fields, in the order the emulator's docs list them; every one may be left out. */
  fields: SimulateFieldView[];
}

/** `GET /api/emulator/simulate`: the simulated events of the local emulator, from `@baykit/emulator/admin`'s data. */
export interface SimulateCatalog {
  /** The emulator they happen in: the local environment's. */
  emulatorUrl: string;
  /** Why the explorer sends it no simulated event (a joined emulator not on this machine); absent when it does. */
  unavailable?: string;
  events: SimulateEventView[];
}

/** `POST /api/emulator/simulate/:event` takes the fields to send, each as its JSON value; one left out is not sent. */
export interface SimulateInput {
  fields: Record<string, string | number | boolean>;
}

/**
 * What `POST /api/emulator/simulate/:event` answers (201): the event, and what the emulator said it produced (the
 * ids it made, such as `orderId`, and `events`, the ids of the world events). A refusal of the emulator comes back
 * with its status (400 fields, 404 nothing to act on, 409 the world does not allow it) and its own `error` text.
 */
export interface SimulateOutcome {
  event: string;
  result: Record<string, unknown>;
}
