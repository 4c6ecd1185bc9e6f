import {
  ACCESS_KEY_HEADER,
  CSRF_HEADER,
  type ApiProblem,
  type CallInput,
  type CallOutcome,
  type CallRequest,
  type Catalog,
  type ConsentCompleteInput,
  type CredentialsInput,
  type EmulatorAction,
  type EmulatorAnswer,
  type EmulatorControlInput,
  type EnvId,
  type EnvSummary,
  type NotificationEmitted,
  type NotificationsView,
  type PushCheck,
  type OperationDetail,
  type SessionInfo,
  type SignInStart,
  type SimulateCatalog,
  type SimulateInput,
  type SimulateOutcome,
  type TokenPanel,
  type XmlCallDetail,
  type XmlFieldDetail,
} from '../shared/api.js';

/** A refusal of the explorer's back end, with the message it gave (what to fix). */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    message: string,
    readonly status: number,
    /** The whole answer (`ApiProblem`, or a `ConfirmationProblem` for a 428 of `POST /api/call`). */
    readonly problem?: unknown,
  ) {
    super(message);
  }
}

const part = encodeURIComponent;

/** The explorer's per-start key as the back end client uses it (`PageKey` in the app). */
export interface AccessKeySource {
  /** The key to send, if the page has one. */
  current(): string | undefined;
  /** Called after the back end accepted a request: the key worked. */
  accepted(): void;
}

/**
 * The explorer back end's API (shared/api.ts) as the browser calls it, over the `fetch` it is given (the
 * page's own by default, so every call is same-origin). Every request carries the access key of `key` in the
 * `x-baykit-key` header. The CSRF token comes from `session()` and stays in this object: each back end has its
 * own.
 */
export function createBackend(fetchImpl: typeof fetch = (input, init) => fetch(input, init), key?: AccessKeySource) {
  let csrfToken = '';

  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const accessKey = key?.current();
    if (accessKey !== undefined) headers[ACCESS_KEY_HEADER] = accessKey;
    if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      headers[CSRF_HEADER] = csrfToken;
    }
    const response = await fetchImpl(path, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      credentials: 'same-origin',
    });
    const text = await response.text();
    const parsed: unknown = text === '' ? undefined : JSON.parse(text);
    if (!response.ok) {
      const problem = parsed as Partial<ApiProblem> | undefined;
      throw new BackendError(
        problem?.error ?? `The explorer's back end answered ${response.status}.`,
        response.status,
        parsed,
      );
    }
    key?.accepted();
    return parsed as T;
  }

  return {
    async session(): Promise<SessionInfo> {
      const info = await send<SessionInfo>('GET', '/api/session');
      csrfToken = info.csrfToken;
      return info;
    },
    catalog: () => send<Catalog>('GET', '/api/catalog'),
    operation: (api: string, operationId: string) =>
      send<OperationDetail>('GET', `/api/operations/${part(api)}/${part(operationId)}`),
    xmlCall: (service: string, callName: string) =>
      send<XmlCallDetail>('GET', `/api/xml/${part(service)}/${part(callName)}`),
    saveCredentials: (env: EnvId, input: CredentialsInput) =>
      send<EnvSummary>('PUT', `/api/environments/${env}/credentials`, input),
    forgetCredentials: (env: EnvId) => send<EnvSummary>('DELETE', `/api/environments/${env}/credentials`),
    mintApplicationToken: (env: EnvId) => send<TokenPanel>('POST', `/api/auth/${env}/application`, {}),
    startConsent: (env: EnvId, scopes?: string[]) =>
      send<SignInStart>('POST', `/api/auth/${env}/consent/start`, scopes ? { scopes } : {}),
    completeConsent: (env: EnvId, input: ConsentCompleteInput) =>
      send<TokenPanel>('POST', `/api/auth/${env}/consent/complete`, input),
    startAuthNAuth: (env: EnvId) => send<SignInStart>('POST', `/api/auth/${env}/authnauth/start`, {}),
    completeAuthNAuth: (env: EnvId) => send<TokenPanel>('POST', `/api/auth/${env}/authnauth/complete`, {}),
    tokens: (env: EnvId) => send<TokenPanel>('GET', `/api/tokens/${env}`),
    refreshToken: (env: EnvId, kind: 'application' | 'user') =>
      send<TokenPanel>('POST', `/api/tokens/${env}/refresh`, { kind }),
    signOut: (env: EnvId) => send<TokenPanel>('DELETE', `/api/tokens/${env}`),
    xmlFields: (service: string, callName: string) =>
      send<{ fields: XmlFieldDetail[] }>('GET', `/api/xml/${part(service)}/${part(callName)}/fields`),
    /**
     * Runs a call. `confirmed` says the person confirmed a guarded call to production in the dialog; without it the
     * back end refuses such a call (428) and sends nothing.
     */
    call: (input: CallInput, options: { confirmed?: boolean } = {}) =>
      send<CallOutcome>(
        'POST',
        '/api/call',
        (options.confirmed ? { ...input, confirmed: true } : input) satisfies CallRequest,
      ),
    emulator: (action: EmulatorAction, input: EmulatorControlInput = {}) =>
      send<EmulatorAnswer>('POST', `/api/emulator/${action}`, input),
    /** The local emulator's simulated events, with their fields, for the Simulate panel. */
    simulateEvents: () => send<SimulateCatalog>('GET', '/api/emulator/simulate'),
    /** Makes `event` happen in the local emulator; a refusal is a `BackendError` with the emulator's status and words. */
    simulate: (event: string, fields: SimulateInput['fields']) =>
      send<SimulateOutcome>('POST', `/api/emulator/simulate/${part(event)}`, { fields } satisfies SimulateInput),
    notifications: () => send<NotificationsView>('GET', '/api/notifications'),
    setupNotifications: (topics: string[]) =>
      send<{ subscribed: string[] }>('POST', '/api/notifications/setup', { topics }),
    emitNotification: (topic: string) => send<NotificationEmitted>('POST', '/api/notifications/emit', { topic }),
    clearNotifications: () => send<unknown>('POST', '/api/notifications/clear', {}),
    checkPush: (env: EnvId, body: string, signature: string) =>
      send<PushCheck>('POST', '/api/notifications/check', { env, body, signature }),
  };
}

/** The back end's API as the app uses it; tests give the app a fake with the same shape. */
export type Backend = ReturnType<typeof createBackend>;
