import { apiError } from '../../errors.js';
import type { FlowHandler, RestCall } from '../../rest/flow.js';
import { feedFile, type FeedKind } from './file.js';
import type { LargeFeed } from './large-file.js';
import { parseRange } from './range.js';

export { feedFile, type FeedKind } from './file.js';
export type { FeedFile } from '../../world/stores/feed-files.js';
export { parseRange } from './range.js';
export { LargeFeed, LARGE_FEED_COLUMNS, largeFeedRow, type LargeFeedFile } from './large-file.js';

const FEED_SCOPES = 'NEWLY_LISTED, ALL_ACTIVE';
const DAY_MS = 86_400_000;

function feedError(status: number, errorId: number, message: string, parameter?: [string, string]): Response {
  return apiError('API_FEED', status, errorId, message, { category: 'REQUEST', ...(parameter ? { parameter } : {}) });
}

/** The 400 for a bad `feed_scope`/`date` (item, item_group, product feeds), or undefined. */
function checkScopeAndDate(call: RestCall): Response | undefined {
  const scope = call.query.get('feed_scope');
  if (scope === null || scope === '')
    return feedError(400, 13009, `The mandatory 'feed_scope' query parameter is missing. Valid values: ${FEED_SCOPES}`);
  if (scope !== 'NEWLY_LISTED' && scope !== 'ALL_ACTIVE')
    return feedError(400, 13003, `The 'feed_scope' ${scope} submitted is invalid. Valid values: ${FEED_SCOPES}`, [
      'feed_scope',
      scope,
    ]);
  if (scope !== 'NEWLY_LISTED') return undefined;
  const date = call.query.get('date');
  if (date === null || date === '')
    return feedError(
      400,
      13011,
      "The mandatory 'date' query parameter is missing. Valid values: 3 to 9 days in the past. The format is yyyyMMdd.",
    );
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  const daysAgo = match
    ? (Math.floor(call.ctx.clock.now() / DAY_MS) * DAY_MS -
        Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) /
      DAY_MS
    : NaN;
  if (!(daysAgo >= 3 && daysAgo <= 9))
    return feedError(
      400,
      13005,
      `The 'date' ${date} submitted is invalid. The date can be 3 to 9 days in the past. The format is yyyyMMdd.`,
      ['date', date],
    );
  return undefined;
}

/** The 400 for a bad `snapshot_date` (item_snapshot feed), or undefined. */
function checkSnapshotDate(call: RestCall): Response | undefined {
  const date = call.query.get('snapshot_date');
  if (date === null || date === '')
    return feedError(400, 13020, "The mandatory 'snapshot_date' query parameter is missing.");
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z?$/.test(date) || Number.isNaN(Date.parse(date))) {
    return feedError(
      400,
      13021,
      "The 'snapshot_date' query parameter is invalid.Valid format is 'yyyy-MM-ddTHH:mm:ss'",
      ['snapshot_date', date],
    );
  }
  return undefined;
}

/** The 400 or 416 answer for a `Range` header that cannot be served. */
function rangeError(reason: 'format' | 'order' | 'unsatisfiable', header: string, total: number): Response {
  if (reason === 'format')
    return feedError(
      400,
      13016,
      "The 'Range' request header format is invalid. Format: 'bytes=start position-end position'.",
      ['Range', header],
    );
  if (reason === 'order')
    return feedError(
      400,
      13017,
      "The 'Range' header is invalid. Please verify that the start and end positions are correct.",
      ['Range', header],
    );
  const response = feedError(416, 13018, 'The start position in the range header is invalid.', ['Range', header]);
  response.headers.set('content-range', `bytes */${total}`);
  return response;
}

/** Serves the large generated file (`feedFileBytes`) whole or by range, streamed from disk. */
async function serveLarge(feed: LargeFeed, header: string | null): Promise<Response> {
  const file = await feed.file();
  const headers = {
    'content-type': 'application/octet-stream',
    'last-modified': file.lastModified,
    'accept-ranges': 'bytes',
  };
  if (header === null)
    return new Response(await feed.range(0, file.size - 1), {
      status: 200,
      headers: { ...headers, 'content-length': String(file.size) },
    });
  const range = parseRange(header, file.size);
  if (!range.ok) return rangeError(range.reason, header, file.size);
  const body = await feed.range(range.start, range.end);
  return new Response(body, {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
    },
  });
}

/** A feed download: query checks, then the cached gzip file served whole (200) or by `Range` (206/416). */
function feedHandler(
  kind: FeedKind,
  rangeRequired: boolean,
  checkQuery: (call: RestCall) => Response | undefined,
): FlowHandler {
  return (call) => {
    const categoryId = call.query.get('category_id');
    if (categoryId === null || categoryId === '')
      return feedError(400, 13010, "The mandatory 'category_id' query parameter is missing.");
    if (!/^\d+$/.test(categoryId))
      return feedError(
        400,
        13004,
        `The 'category_id' ${categoryId} submitted is invalid. See the API documentation for help on how to find category IDs.`,
        ['category_id', categoryId],
      );
    const invalid = checkQuery(call);
    if (invalid) return invalid;
    const header = call.req.headers.get('range');
    if (header === null && rangeRequired)
      return feedError(
        400,
        13015,
        "The mandatory 'Range' request header is missing. For help, see the API Reference documentation for this call.",
      );
    if (call.ctx.largeFeed) return serveLarge(call.ctx.largeFeed, header);
    const file = feedFile(call.ctx, kind, categoryId);
    const total = file.gzip.byteLength;
    const headers = {
      'content-type': 'application/octet-stream',
      'last-modified': file.lastModified,
      'accept-ranges': 'bytes',
    };
    if (header === null) return new Response(file.gzip, { status: 200, headers });
    const range = parseRange(header, total);
    if (!range.ok) return rangeError(range.reason, header, total);
    const bytes = file.gzip.slice(range.start, range.end + 1);
    return new Response(bytes, {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${total}` },
    });
  };
}

/**
 * The Buy Feed API (`buy.feed`, v1_beta): TSV_GZIP files generated from the Browse catalog, served by byte
 * range (`Range` required except on item_group) with `Content-Range` and `Last-Modified`.
 */
export const FEED_FLOWS = {
  'buy.feed.getItemFeed': feedHandler('item', true, checkScopeAndDate),
  'buy.feed.getItemGroupFeed': feedHandler('item_group', false, checkScopeAndDate),
  'buy.feed.getItemSnapshotFeed': feedHandler('item_snapshot', true, checkSnapshotDate),
  'buy.feed.getProductFeed': feedHandler('product', true, checkScopeAndDate),
} satisfies Record<string, FlowHandler>;
