import {
  EbayClient,
  MemoryTokenStore,
  type AccessToken,
  type ExchangeObserver,
  type SignatureKey,
  type TokenKind,
  type TokenStore,
} from 'baykit';
import type { EnvId, EnvSummary, TokenPanel, TokenView } from '../../shared/api.js';
import type { RemoteEnvId, StoredCredentials } from '../files/credentials-file.js';
import { HttpError } from '../http/http.js';
import { authNAuthView, oauthTokenView, TokenHistory, type AuthNAuthRecord } from './tokens.js';

/** Every environment, in the order the browser lists them. */
export const ENV_IDS: readonly EnvId[] = ['local', 'sandbox', 'production'];

const LABELS: Record<EnvId, string> = {
  local: 'Local emulator',
  sandbox: 'eBay sandbox',
  production: 'eBay production',
};

const API_BASE: Record<RemoteEnvId, string> = {
  sandbox: 'https://api.sandbox.ebay.com',
  production: 'https://api.ebay.com',
};

/** Whether a path segment names an environment. */
export function isEnvId(value: string): value is EnvId {
  return (ENV_IDS as readonly string[]).includes(value);
}

/** The cert id as the browser may see it: `••••` and its last four characters (nothing of a short one). */
export function maskCertId(certId: string): string {
  return certId.length > 8 ? `••••${certId.slice(-4)}` : '••••';
}

/** What an environment needs from the back end around it. */
export interface EnvDeps {
  /** baykit's `onExchange` option: the capture that records every exchange. */
  onExchange: ExchangeObserver;
  /**
   * Where every call of the environment goes instead of eBay's hosts: for `local` the emulator's URL; for sandbox or
   * production only in tests, a fake eBay on 127.0.0.1 (`ExplorerOptions.remoteOrigins`).
   */
  origin?: string;
  /** Sandbox and production: the file-backed store. `local` keeps its tokens in memory. */
  fileStore?: TokenStore & { deleteByPrefix(prefix: string): number };
  now?: () => number;
  /** `local`: a signing key from the emulator's Key Management, so the calls eBay wants signed are signed. */
  signature?: SignatureKey;
}

/** A sign-in to Auth'n'Auth waiting for the user to sign in at the returned URL. */
export interface PendingAuthNAuth {
  sessionId: string;
  /** The single-use state its return must carry (sign-in-state.ts). */
  state: string;
}

/**
 * One environment of the explorer: its credentials, the one `EbayClient` built from them (rebuilt when they
 * change), its tokens and their history. Tokens never leave it in full: `panel()` masks them.
 */
export class ExplorerEnv {
  readonly id: EnvId;
  readonly history: TokenHistory;
  /** The Auth'n'Auth session started last, until FetchToken takes it. */
  pendingAuthNAuth: PendingAuthNAuth | undefined;
  #deps: EnvDeps;
  readonly #now: () => number;
  #credentials: StoredCredentials | undefined;
  #client: EbayClient | undefined;
  #authNAuth: AuthNAuthRecord | undefined;
  /** How the current token of each kind was obtained (matched by access token). */
  readonly #grants = new Map<TokenKind, { accessToken: string; grant: string }>();

  constructor(id: EnvId, deps: EnvDeps) {
    this.id = id;
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.history = new TokenHistory(this.#now);
  }

  /** The stored credentials (the emulator's test app for `local`). */
  get credentials(): StoredCredentials | undefined {
    return this.#credentials;
  }

  /** The environment's client; a 409 problem when it has no credentials yet. */
  get client(): EbayClient {
    if (!this.#client) {
      throw new HttpError(409, `The ${this.id} environment has no credentials yet: save its app id and cert id first.`);
    }
    return this.#client;
  }

  /** Whether the environment can make calls. */
  get configured(): boolean {
    return this.#client !== undefined;
  }

  /** Sets (or removes) the credentials and rebuilds the client; the old client is closed. */
  async configure(credentials: StoredCredentials | undefined): Promise<void> {
    // Tokens belong to an app id: a different keyset (or none) must not inherit them. At startup there are no
    // previous credentials, and the tokens saved in the file for this keyset are kept.
    const appChanged = this.#credentials !== undefined && this.#credentials.appId !== credentials?.appId;
    this.#credentials = credentials;
    this.pendingAuthNAuth = undefined;
    if (appChanged) this.#forgetTokens();
    await this.#rebuild();
  }

  /**
   * Uses a new signing key (the emulator's, after a reset): a fresh client, so every token is forgotten too, as
   * the emulator forgot them.
   */
  async useSignature(signature: SignatureKey): Promise<void> {
    this.#deps = { ...this.#deps, signature };
    const held = (await this.panel()).tokens.map((t) => t.kind);
    this.#forgetTokens();
    this.pendingAuthNAuth = undefined;
    await this.#rebuild();
    for (const kind of held) this.history.add(kind, 'signed-out', 'emulator reset');
  }

  /** The browser's view of the environment. */
  summary(): EnvSummary {
    const c = this.#credentials;
    const summary: EnvSummary = {
      id: this.id,
      label: LABELS[this.id],
      configured: this.configured,
      baseUrl: this.id === 'local' ? (this.#deps.origin ?? '') : (this.#deps.origin ?? API_BASE[this.id]),
    };
    if (c) {
      summary.appId = c.appId;
      summary.certIdMasked = maskCertId(c.certId);
      if (c.devId) summary.devId = c.devId;
      if (c.ruName) summary.ruName = c.ruName;
    }
    return summary;
  }

  /** The token panel: the tokens held (masked) and the history. */
  async panel(): Promise<TokenPanel> {
    const tokens: TokenView[] = [];
    if (this.#client) {
      for (const kind of ['application', 'user'] as const) {
        const token = await this.#client.oauth2.getCredentials(kind);
        if (token) tokens.push(oauthTokenView(token, this.#grantOf(token)));
      }
    }
    if (this.#authNAuth) tokens.push(authNAuthView(this.#authNAuth));
    return { env: this.id, tokens, history: this.history.list() };
  }

  /** Records the grant of a token the explorer obtained itself (and relabels baykit's event for it). */
  recordObtained(
    token: AccessToken,
    grant: string,
    event: 'minted' | 'signed-in' | 'refreshed-manually',
    detail?: string,
  ): void {
    this.#grants.set(token.kind, { accessToken: token.accessToken, grant });
    this.history.relabel(token, event, detail);
  }

  /** Keeps the Auth'n'Auth token FetchToken returned (the client already uses it for XML calls). */
  recordAuthNAuth(token: string, hardExpirationTime: string | undefined): void {
    this.#authNAuth = { token, obtainedAt: this.#now(), ...(hardExpirationTime ? { hardExpirationTime } : {}) };
    this.history.add('authnauth', 'signed-in', 'FetchToken');
  }

  /** Signs out: forgets every token of the environment (a fresh client, so nothing stays in baykit's memory). */
  async signOut(): Promise<TokenPanel> {
    const held = (await this.panel()).tokens.map((t) => t.kind);
    this.#forgetTokens();
    this.pendingAuthNAuth = undefined;
    await this.#rebuild();
    for (const kind of held) this.history.add(kind, 'signed-out');
    return this.panel();
  }

  /** Every secret the environment holds (cert id, tokens), for masking what a call captured. */
  async secrets(): Promise<string[]> {
    const found = [this.#credentials?.certId, this.#authNAuth?.token];
    if (this.#client) {
      for (const kind of ['application', 'user'] as const) {
        const token = await this.#client.oauth2.getCredentials(kind);
        found.push(token?.accessToken, token?.refreshToken);
      }
    }
    return found.filter((s): s is string => typeof s === 'string' && s !== '');
  }

  /** Closes the client. */
  async close(): Promise<void> {
    const client = this.#client;
    this.#client = undefined;
    await client?.close();
  }

  #grantOf(token: AccessToken): string {
    const known = this.#grants.get(token.kind);
    if (known && known.accessToken === token.accessToken) return known.grant;
    // A token read back from the file after a restart: its original grant is the kind's usual one.
    return token.kind === 'application' ? 'client_credentials' : 'authorization_code';
  }

  #forgetTokens(): void {
    this.#grants.clear();
    this.#authNAuth = undefined;
    // Keys are `baykit:<environment>:…`: baykit names sandbox and production exactly so, and an environment sent to
    // another origin (a test's fake eBay) by that origin.
    if (this.id !== 'local') this.#deps.fileStore?.deleteByPrefix(`baykit:${this.#deps.origin ?? this.id}:`);
  }

  async #rebuild(): Promise<void> {
    await this.close();
    const c = this.#credentials;
    if (!c) return;
    const tokenStore = this.id === 'local' ? new MemoryTokenStore() : this.#deps.fileStore;
    const client = new EbayClient({
      appId: c.appId,
      certId: c.certId,
      ...(c.devId ? { devId: c.devId } : {}),
      ...(c.ruName ? { ruName: c.ruName } : {}),
      ...(this.id === 'sandbox' ? { sandbox: true } : {}),
      ...(this.#deps.origin ? { origin: this.#deps.origin } : {}),
      onExchange: this.#deps.onExchange,
      ...(this.#deps.signature ? { signature: this.#deps.signature } : {}),
      ...(tokenStore ? { tokenStore } : {}),
    });
    // Every new token passes here, the automatic refreshes of calls included; the explorer's own flows
    // relabel their entry when they return (TokenHistory).
    client.oauth2.on('refresh', (token, { kind }) => {
      this.#grants.set(kind, {
        accessToken: token.accessToken,
        grant: kind === 'user' ? 'refresh_token' : 'client_credentials',
      });
      this.history.add(kind, 'refreshed', undefined, token);
    });
    this.#client = client;
  }
}
