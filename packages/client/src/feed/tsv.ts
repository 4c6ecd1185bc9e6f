import { chunksOf } from '../internal/chunks.js';

/** One data row of a feed file, keyed by the header row's column names. */
export type FeedRow = Record<string, string>;

/** Options of {@link feedRows}. */
export interface FeedRowsOptions {
  /**
   * Undo eBay's quoting (default true): a field that starts with `"` is a quoted title — eBay wraps a title in
   * double quotes when it holds a tab, `"` or `\`, and escapes `"` and `\` inside with a backslash (buy feed
   * spec, `Item.title`). Set false to get every field exactly as written.
   */
  unquote?: boolean;
}

/**
 * The rows of a feed file's TSV (gunzipped bytes) as records keyed by the header row, read as the bytes
 * arrive: rows split across chunks are joined, LF and CRLF both end a row, blank lines (the final newline)
 * are skipped. A row shorter than the header gets `''` for the missing columns; extra fields are dropped.
 *
 * ```ts
 * for await (const row of feedRows(gunzip(download.stream))) console.log(row.itemId, row.title);
 * ```
 */
export async function* feedRows(
  source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
  options: FeedRowsOptions = {},
): AsyncGenerator<FeedRow, void, undefined> {
  const unquote = options.unquote ?? true;
  const decoder = new TextDecoder('utf-8', { ignoreBOM: false });
  let header: string[] | undefined;
  let carry = '';
  const rowOf = (line: string): FeedRow | undefined => {
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line === '') return undefined;
    const fields = splitFields(line, unquote);
    if (!header) {
      header = fields;
      return undefined;
    }
    const row: FeedRow = {};
    for (let i = 0; i < header.length; i++) row[header[i] as string] = fields[i] ?? '';
    return row;
  };
  for await (const chunk of chunksOf(source)) {
    const text = carry + decoder.decode(chunk, { stream: true });
    let from = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', from)) {
      const row = rowOf(text.slice(from, newline));
      from = newline + 1;
      if (row) yield row;
    }
    carry = text.slice(from);
  }
  const row = rowOf(carry + decoder.decode());
  if (row) yield row;
}

/** The fields of one TSV line; quoted fields (eBay's titles) unescaped when `unquote`. */
function splitFields(line: string, unquote: boolean): string[] {
  if (!unquote || !line.includes('"')) return line.split('\t');
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      let j = i + 1;
      for (; j < line.length; j++) {
        const c = line[j];
        if (c === '\\' && (line[j + 1] === '"' || line[j + 1] === '\\')) value += line[++j];
        else if (c === '"') break;
        else value += c;
      }
      // Anything between the closing quote and the next tab is not eBay's format: keep it rather than lose it.
      const tab = line.indexOf('\t', j);
      fields.push(value + line.slice(j + 1, tab === -1 ? line.length : tab));
      if (tab === -1) return fields;
      i = tab + 1;
    } else {
      const tab = line.indexOf('\t', i);
      fields.push(line.slice(i, tab === -1 ? line.length : tab));
      if (tab === -1) return fields;
      i = tab + 1;
    }
  }
}
