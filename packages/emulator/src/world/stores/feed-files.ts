// The Buy Feed API's generated feed files (flows/feed/file.ts makes each from the listing store on first download).

/** One generated feed file: the TSV, its gzip (what is served), and when it was generated. */
export interface FeedFile {
  tsv: string;
  gzip: Uint8Array<ArrayBuffer>;
  lastModified: string;
}

/** The feed files generated so far, by kind and category (`<kind>:<categoryId>`, `*` for the whole catalog). */
export type FeedFiles = Map<string, FeedFile>;
