// One parse of the GetSellerList document in a fresh process, for the memory figure of benchmark 3
// (xml-parse.ts). Usage: node --expose-gc <compiled child> <baykit|ebayApi|floor> <document file> <baykit dist>.
// Sends { peakRssBytes, retainedHeapBytes, priorPeakBytes } over IPC, or prints it without a channel.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import XMLRequest, { defaultApiConfig } from 'ebay-api/api/traditional/XMLRequest.js';
import { AxiosRequest } from 'ebay-api/request.js';
import type * as Baykit from 'baykit';

/** What one parse cost, in bytes above the process just before it. */
export interface ParseMemory {
  /** Highest resident set size during the parse, minus the resident set size just before it. */
  readonly peakRssBytes: number;
  /** Heap still in use after a full GC with the result kept, minus the heap before: the result's own size. */
  readonly retainedHeapBytes: number;
  /**
   * The high-water mark the process had already reached before the parse (reading the file), minus the resident
   * set size just before it: a parse that stays below it cannot be seen, so its peak is at most this.
   */
  readonly priorPeakBytes: number;
}

const [contender = '', file = '', dist = ''] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

async function parser(): Promise<(xml: string) => unknown[]> {
  if (contender === 'baykit') {
    const published = (await import(pathToFileURL(dist).href)) as typeof Baykit;
    const arrayPaths = published.xmlArrayPaths('trading', 'GetSellerList');
    return (xml) =>
      (published.parseXmlResponse(xml, 'GetSellerList', { arrayPaths }).body.ItemArray as { Item: unknown[] }).Item;
  }
  if (contender === 'ebayApi') {
    const apiConfig = {
      ...defaultApiConfig,
      endpoint: 'https://api.ebay.com/ws/api.dll',
      xmlns: 'urn:ebay:apis:eBLBaseComponents',
    };
    const req = new AxiosRequest();
    return (xml) =>
      (new XMLRequest('GetSellerList', {}, apiConfig, req).xml2JSON(xml) as { ItemArray: { Item: unknown[] } })
        .ItemArray.Item;
  }
  if (contender === 'floor') {
    return (xml) =>
      (new XMLParser().parse(xml) as { GetSellerListResponse: { ItemArray: { Item: unknown[] } } })
        .GetSellerListResponse.ItemArray.Item;
  }
  throw new Error(`unknown contender ${contender}`);
}

const parse = await parser();
const xml = readFileSync(file, 'utf8');
gc();
gc();
const before = process.memoryUsage();
const priorPeak = process.resourceUsage().maxRSS * 1024;
const items = parse(xml);
// maxRSS is the process's high-water mark (in KiB): it covers every transient allocation of the parse.
const peak = process.resourceUsage().maxRSS * 1024;
gc();
gc();
const retained = process.memoryUsage().heapUsed - before.heapUsed;
if (items.length === 0) throw new Error('parsed no items');
const result: ParseMemory = {
  peakRssBytes: peak - before.rss,
  retainedHeapBytes: retained,
  priorPeakBytes: priorPeak - before.rss,
};
if (process.send) process.send(result, () => process.disconnect());
else console.log(JSON.stringify(result));
