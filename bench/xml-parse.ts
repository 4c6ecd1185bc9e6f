// Benchmark 3: parsing a ~5 MB GetSellerList response. baykit's parser (as published) called as its Trading runtime calls it
// (parseXmlResponse with the call's array paths), ebay-api's XMLRequest.xml2JSON with the parse options its
// Trading API builds for a call, and fast-xml-parser with default options (the floor ebay-api builds on).
// Time: interleaved rounds in this process. Memory: one parse per fresh process (xml-parse-memory-child.ts).
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { XMLParser } from 'fast-xml-parser';
import { baykit as published } from './baykit-dist.js';
import XMLRequest, { defaultApiConfig } from 'ebay-api/api/traditional/XMLRequest.js';
import { AxiosRequest } from 'ebay-api/request.js';
import { ROOT } from './client-dist.js';
import { num, times, type Row } from './report.js';
import { sellerListXml } from './seller-list-xml.js';
import { compare, median } from './stats.js';
import type { ParseMemory } from './xml-parse-memory-child.js';

const PARSES = 1;
const MEMORY_ROUNDS = Number(process.env.BENCH_XML_MEMORY_ROUNDS ?? 3);
const CONTENDERS = ['baykit', 'ebayApi', 'floor'] as const;
type ContenderName = (typeof CONTENDERS)[number];

/**
 * The memory one parse costs, per contender: the median over fresh processes of the peak resident set size during
 * the parse above the resident set size just before it, the document already in memory and the parser loaded.
 * Peak RSS rather than the heap kept afterwards, because it is what the machine must provide: it counts the
 * parser's transient garbage, its intermediate trees and the heap V8 grows to hold them, which the result alone
 * does not show (the retained heap is reported next to it). Each parse runs in a fresh process, so no heap left
 * over by another contender or an earlier round is reused, and the child is plain JavaScript (compiled like the
 * feed-download child), so tsx's loader thread is not in the figure.
 */
async function memoryCosts(xml: string): Promise<Record<ContenderName, ParseMemory>> {
  const dir = join(ROOT, 'node_modules/.cache/baykit-bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'seller-list.xml');
  writeFileSync(file, xml);
  const child = join(dir, 'xml-parse-memory-child.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./xml-parse-memory-child.ts', import.meta.url))],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: child,
    logLevel: 'silent',
  });
  const dist = join(ROOT, 'packages/client/dist/index.node.js');
  const runs: Record<ContenderName, ParseMemory[]> = { baykit: [], ebayApi: [], floor: [] };
  for (let round = 0; round < MEMORY_ROUNDS; round++) {
    for (let i = 0; i < CONTENDERS.length; i++) {
      const name = CONTENDERS[(i + round) % CONTENDERS.length] as ContenderName;
      runs[name].push(await parseOnce(child, name, file, dist));
    }
  }
  const summary = (list: readonly ParseMemory[]): ParseMemory => ({
    peakRssBytes: median(list.map((m) => m.peakRssBytes)),
    retainedHeapBytes: median(list.map((m) => m.retainedHeapBytes)),
    priorPeakBytes: Math.max(...list.map((m) => m.priorPeakBytes)),
  });
  return { baykit: summary(runs.baykit), ebayApi: summary(runs.ebayApi), floor: summary(runs.floor) };
}

function parseOnce(child: string, name: ContenderName, file: string, dist: string): Promise<ParseMemory> {
  const proc = fork(child, [name, file, dist], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: ParseMemory | undefined;
    proc.on('message', (message) => (result = message as ParseMemory));
    proc.on('exit', (code) =>
      result && code === 0 ? resolve(result) : reject(new Error(`${name} memory child exited with ${code}`)),
    );
  });
}

/** Runs benchmark 3 and returns its rows. */
export async function xmlParse(): Promise<Row[]> {
  const { xml, items } = sellerListXml();
  const mb = Buffer.byteLength(xml) / 1024 / 1024;
  const arrayPaths = published.xmlArrayPaths('trading', 'GetSellerList');
  // ebay-api's Trading call merges its default parse options with the client's and the call's; with neither
  // set that is its defaults. The request object is not used for parsing.
  const apiConfig = {
    ...defaultApiConfig,
    endpoint: 'https://api.ebay.com/ws/api.dll',
    xmlns: 'urn:ebay:apis:eBLBaseComponents',
  };
  const req = new AxiosRequest();
  const check = (count: unknown): void => {
    if (count !== items) throw new Error(`parsed ${String(count)} items, expected ${items}`);
  };
  const contenders = [
    {
      name: 'baykit',
      round: () => {
        for (let i = 0; i < PARSES; i++) {
          const { body } = published.parseXmlResponse(xml, 'GetSellerList', { arrayPaths });
          check((body.ItemArray as { Item: unknown[] }).Item.length);
        }
      },
    },
    {
      name: 'ebayApi',
      round: () => {
        for (let i = 0; i < PARSES; i++) {
          const json = new XMLRequest('GetSellerList', {}, apiConfig, req).xml2JSON(xml) as {
            ItemArray: { Item: unknown[] };
          };
          check(json.ItemArray.Item.length);
        }
      },
    },
    {
      name: 'floor',
      round: () => {
        for (let i = 0; i < PARSES; i++) {
          const json = new XMLParser().parse(xml) as { GetSellerListResponse: { ItemArray: { Item: unknown[] } } };
          check(json.GetSellerListResponse.ItemArray.Item.length);
        }
      },
    },
  ] as const;
  const measured = await compare(contenders, { ops: PARSES, rounds: 15, warmup: 2 });
  const { baykit, ebayApi, floor } = measured;
  // Time ratios are the median of the rounds' ratios (stats.ts).
  const timeInEbayApi = measured.ratio('ebayApi', 'baykit');
  const memory = await memoryCosts(xml);
  const label = `XML: GetSellerList ${mb.toFixed(1)} MB, ${num(items)} items`;
  const mbps = (parses: number): string => `${(parses * mb).toFixed(1)} MB/s`;
  const bytes = Buffer.byteLength(xml);
  const multiple = (cost: ParseMemory): number => cost.peakRssBytes / bytes;
  const memoryRow = (subject: string, cost: ParseMemory): Row => ({
    benchmark: `${label}: memory of one parse`,
    subject,
    value: `${(cost.peakRssBytes / 1024 / 1024).toFixed(0)} MB peak RSS, result ${(cost.retainedHeapBytes / 1024 / 1024).toFixed(0)} MB`,
    ratio: times(multiple(cost), 'document'),
    data: { ...cost, documentBytes: bytes, peakMultipleOfDocument: multiple(cost) },
  });
  return [
    {
      benchmark: label,
      subject: 'fast-xml-parser defaults (floor)',
      value: mbps(floor),
      data: { parsesPerSecond: floor, megabytes: mb },
    },
    {
      benchmark: label,
      subject: 'ebay-api xml2JSON',
      value: mbps(ebayApi),
      ratio: times(measured.ratio('floor', 'ebayApi'), 'floor time'),
      data: { parsesPerSecond: ebayApi },
    },
    {
      benchmark: label,
      subject: 'baykit parseXmlResponse',
      value: mbps(baykit),
      ratio: `${times(timeInEbayApi, 'ebay-api time')}; ${times(measured.ratio('floor', 'baykit'), 'floor time')}`,
      target: '≤ 0.6 × ebay-api time',
      met: timeInEbayApi <= 0.6,
      data: { parsesPerSecond: baykit, timeRatioToEbayApi: timeInEbayApi },
    },
    memoryRow('fast-xml-parser defaults (floor)', memory.floor),
    memoryRow('ebay-api xml2JSON', memory.ebayApi),
    {
      ...memoryRow('baykit parseXmlResponse', memory.baykit),
      target: '≤ 10 × document',
      met: multiple(memory.baykit) <= 10,
    },
  ];
}
