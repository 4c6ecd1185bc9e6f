/** The program whose bundle is "the full client": EbayClient, which reaches every API. */
export declare const FULL_PROGRAM: string;
/** The Browse-only program: BaseEbayClient and the Browse API from `baykit/buy`. */
export declare const BROWSE_PROGRAM: string;
/** A measured browser bundle. */
export interface BundleSize {
  /** The minified code the program loads at start (its entry chunk and the chunks that one imports). */
  text: string;
  /** Minified bytes loaded at start. */
  min: number;
  /** Bytes loaded at start, after gzip -9. */
  gzip: number;
  /** The minified code of the chunks only an `import()` loads (e.g. the user-token half of OAuth2). */
  lazyText: string;
  /** Minified bytes of those chunks. */
  lazyMin: number;
  /** gzip -9 of the start code and every lazy chunk as one file: what a program taking every path loads. */
  allGzip: number;
  /** The bundled input paths (esbuild metafile). */
  inputs: string[];
}
/** Bundles `contents` for browsers (esbuild, ESM, minified) and measures it. */
export declare function bundleSize(
  contents: string,
  options?: { resolveDir?: string; external?: string[] },
): Promise<BundleSize>;
/** `entry` and every output of an esbuild metafile it reaches by static `import` statements. */
export declare function staticClosure(
  entry: string,
  outputs: Record<string, { imports: { path: string; kind: string }[] }>,
): string[];
/** `entry` and every output it reaches by imports of the given kinds (`import-statement`, `dynamic-import`). */
export declare function closure(
  entry: string,
  outputs: Record<string, { imports: { path: string; kind: string }[] }>,
  kinds: string[],
): string[];
