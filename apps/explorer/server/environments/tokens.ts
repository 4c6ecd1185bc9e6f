import type { AccessToken } from 'baykit';
import type { TokenEvent, TokenView } from '../../shared/api.js';

/** How many token events an environment keeps (the oldest go first). */
export const HISTORY_LIMIT = 100;

/**
 * A token as the browser may see it: its length and last four characters. Short values (which would give
 * most of themselves away) show only their length.
 */
export function maskToken(token: string): string {
  if (token.length < 16) return `•••• (${token.length} chars)`;
  return `••••${token.slice(-4)} (${token.length} chars)`;
}

/** A classic Auth'n'Auth token the back end holds for an environment. */
export interface AuthNAuthRecord {
  token: string;
  obtainedAt: number;
  /** As eBay sent it (ISO-8601), when it did. */
  hardExpirationTime?: string;
}

/** The browser's view of an OAuth token (never the token itself). */
export function oauthTokenView(token: AccessToken, grant: string): TokenView {
  return {
    kind: token.kind,
    grant,
    scopes: [...token.scope],
    obtainedAt: iso(token.obtainedAt),
    expiresAt: iso(token.expiresAt),
    refreshTokenExpiresAt: iso(token.refreshTokenExpiresAt),
    masked: maskToken(token.accessToken),
    hasRefreshToken: typeof token.refreshToken === 'string' && token.refreshToken !== '',
  };
}

/** The browser's view of an Auth'n'Auth token. */
export function authNAuthView(record: AuthNAuthRecord): TokenView {
  return {
    kind: 'authnauth',
    grant: 'FetchToken',
    scopes: [],
    obtainedAt: iso(record.obtainedAt),
    expiresAt: record.hardExpirationTime,
    masked: maskToken(record.token),
    hasRefreshToken: false,
  };
}

interface HistoryEntry {
  event: TokenEvent;
  /** The token this entry is about, to relabel baykit's `refresh` event once the flow that caused it returns. */
  source?: AccessToken;
}

/**
 * An environment's token events, newest last, at most `HISTORY_LIMIT`. baykit reports every new token
 * through `oauth2.on('refresh')`, including those the explorer asked for itself; those are recorded as
 * `refreshed` first and relabelled (`minted`, `signed-in`, …) when the explorer's own request returns the
 * same token object, so automatic refreshes keep their `refreshed` label.
 */
export class TokenHistory {
  readonly #entries: HistoryEntry[] = [];
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Records an event. */
  add(kind: TokenEvent['kind'], event: TokenEvent['event'], detail?: string, source?: AccessToken): void {
    const entry: HistoryEntry = {
      event: { at: new Date(this.#now()).toISOString(), kind, event, ...(detail ? { detail } : {}) },
    };
    if (source) entry.source = source;
    this.#entries.push(entry);
    if (this.#entries.length > HISTORY_LIMIT) this.#entries.splice(0, this.#entries.length - HISTORY_LIMIT);
  }

  /** Gives the event recorded for `source` its real label, or records it when baykit reported nothing. */
  relabel(source: AccessToken, event: TokenEvent['event'], detail?: string): void {
    const entry = this.#entries.findLast((e) => e.source === source);
    if (!entry) {
      this.add(source.kind, event, detail, source);
      return;
    }
    entry.event = { ...entry.event, event, ...(detail ? { detail } : {}) };
  }

  /** The events, oldest first. */
  list(): TokenEvent[] {
    return this.#entries.map((e) => ({ ...e.event }));
  }
}

function iso(ms: number | undefined): string | undefined {
  return ms === undefined ? undefined : new Date(ms).toISOString();
}
