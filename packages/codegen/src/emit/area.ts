import type { ApiInfo } from '../apis.js';
import type { ApiModel } from '../model.js';
import { HEADER, operationsConst } from './common.js';

const AREA_TITLES: Record<ApiInfo['area'], string> = {
  buy: 'Buy',
  commerce: 'Commerce',
  developer: 'Developer',
  postOrder: 'Post-Order',
  sell: 'Sell',
};

/**
 * Hand-written helpers an area's subpath exports next to its generated classes, named one by one so the
 * public surface shows in a diff (`baykit/buy`: streaming feed file downloads).
 */
const AREA_EXTRAS: Partial<Record<ApiInfo['area'], readonly string[]>> = {
  buy: [
    "export { DEFAULT_FEED_CHUNK_SIZE, downloadFeedFile, FeedFileDownload, feedRows, gunzip } from '../feed/index.js';",
    "export type { FeedClient, FeedDownloadOptions, FeedFileOperation, FeedFileQueries, FeedRow, FeedRowsOptions } from '../feed/index.js';",
    "export { FeedRangeError } from '../errors/feed-range-error.js';",
  ],
};

/** Class name of an area namespace (`BuyApis`). */
export function areaClass(area: ApiInfo['area']): string {
  return `${area.charAt(0).toUpperCase()}${area.slice(1)}Apis`;
}

/** Type-namespace name under which an API's types are exported (`BuyBrowse`). */
export function typesNamespace(api: ApiModel): string {
  return api.info.className.replace(/Api$/, '');
}

/**
 * The `<area>.gen.ts` module: the area namespace (`ebay.buy`), whose API objects are created on first use,
 * and the area's public exports (the module behind the `baykit/<area>` subpath).
 */
export function emitArea(area: ApiInfo['area'], apis: ApiModel[]): string {
  const cls = areaClass(area);
  const out: string[] = [HEADER, "import type { OperationInvoker } from '../rest/operation.js';"];
  for (const api of apis) out.push(`import { ${api.info.className} } from './${api.info.module}.gen.js';`);
  out.push('');
  for (const api of apis) {
    out.push(`export { ${api.info.className}, ${operationsConst(api)} } from './${api.info.module}.gen.js';`);
    out.push(`export type { ${typesNamespace(api)} } from './${api.info.module}.types.gen.js';`);
  }
  out.push(...(AREA_EXTRAS[area] ?? []));
  out.push(
    '',
    `/** \`ebay.${area}\`: the ${AREA_TITLES[area]} APIs. Each API object is created on first use. */`,
    `export class ${cls} {`,
  );
  out.push('  readonly #client: OperationInvoker;');
  for (const api of apis) out.push(`  #${api.info.key}: ${api.info.className} | undefined;`);
  out.push('', '  constructor(client: OperationInvoker) {', '    this.#client = client;', '  }');
  for (const api of apis) {
    out.push(
      '',
      `  /** ${api.title}: ${api.operations.length} operations. */`,
      `  get ${api.info.key}(): ${api.info.className} {`,
      `    return (this.#${api.info.key} ??= new ${api.info.className}(this.#client));`,
      '  }',
    );
  }
  out.push('}');
  return `${out.join('\n')}\n`;
}

/** The `catalog.gen.ts` module: every operation by namespace, for the emulator, the explorer and wire tests. */
export function emitCatalog(apis: ApiModel[]): string {
  const out: string[] = [HEADER, "import type { OperationSpec } from '../rest/operation.js';"];
  for (const api of apis) out.push(`import { ${operationsConst(api)} } from './${api.info.module}.gen.js';`);
  const total = apis.reduce((n, api) => n + api.operations.filter((op) => !op.aliasOf).length, 0);
  const aliases = apis.reduce((n, api) => n + api.operations.filter((op) => op.aliasOf).length, 0);
  out.push(
    '',
    `/**`,
    ` * Every REST operation (${total}), keyed by namespace (\`buy.browse\`, …) and operationId, plus ${aliases} aliases:`,
    ' * renamed or moved operations under their old names (their `lifecycle.status` is `renamed` or `moved`).',
    ' */',
    'export const restCatalog: Readonly<Record<string, Readonly<Record<string, OperationSpec>>>> = {',
  );
  for (const api of apis) out.push(`  '${api.info.area}.${api.info.key}': ${operationsConst(api)},`);
  out.push(
    '};',
    '',
    '/** How many REST operations the catalog holds (aliases not counted). */',
    `export const REST_OPERATION_COUNT = ${total};`,
    '',
    '/** The same tables without their keys (each row names its API), for `EbayClient.call`: the keys cost a bundle bytes. */',
    'export const restTables: readonly Readonly<Record<string, OperationSpec>>[] = [',
    ...apis.map((api) => `  ${operationsConst(api)},`),
    '];',
  );
  return `${out.join('\n')}\n`;
}
