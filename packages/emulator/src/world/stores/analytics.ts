// The Developer Analytics API's call counters (flows/analytics/index.ts counts every served REST call).

/** One caller's calls of one day. */
export interface CallWindow {
  /** Day number (ms since epoch / 86 400 000) the counts belong to. */
  day: number;
  /** Calls by `<apiContext>.<apiName>`. */
  counts: Map<string, number>;
}

/** Counters by caller: `app:<appId>` for every call of an app, `user:<appId>:<user>` for user-token calls. */
export type AnalyticsState = Map<string, CallWindow>;
