// The feed file streaming helpers, exported by the package root and by `baykit/buy` (no namespace classes here:
// they extend the generated area class, and `baykit/buy` re-exports this module).
export {
  DEFAULT_FEED_CHUNK_SIZE,
  downloadFeedFile,
  FeedFileDownload,
  type FeedClient,
  type FeedDownloadOptions,
  type FeedFileOperation,
  type FeedFileQueries,
} from './download.js';
export { gunzip } from './gunzip.js';
export { feedRows, type FeedRow, type FeedRowsOptions } from './tsv.js';
