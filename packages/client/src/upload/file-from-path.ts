import { nodeBuiltin } from '../internal/node-modules.js';

/** Options of {@link fileFromPath}. */
export interface FileFromPathOptions {
  /** Media type of the file (default none: the operation's own content type applies). */
  type?: string;
  /** File name sent in multipart uploads (default: the path's last segment). */
  name?: string;
}

/**
 * A `File` backed by a file on disk (Node), for upload operations: `uploadVideo` takes it as its body, and
 * multipart operations (`sell.feed.uploadFile`, `sell.fulfillment.uploadEvidenceFile`) take it in a
 * `FormData`. The bytes are read from disk while the request is sent (`fs.openAsBlob`), never all at once,
 * and a failed attempt can be retried because the file can be read again.
 *
 * ```ts
 * const form = new FormData();
 * form.append('file', await fileFromPath('./listings.xml', { type: 'text/xml' }));
 * await ebay.sell.feed.uploadFile(taskId, form);
 * ```
 */
export async function fileFromPath(path: string, options: FileFromPathOptions = {}): Promise<File> {
  const { openAsBlob } = nodeBuiltin('node:fs');
  const { basename } = nodeBuiltin('node:path');
  const blob = await openAsBlob(path, { type: options.type ?? '' });
  // Wrapping keeps the disk-backed parts (no copy) and adds the name multipart uploads send as filename.
  return new File([blob as Blob], options.name ?? basename(path), { type: blob.type });
}
