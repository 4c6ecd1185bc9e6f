// Benchmark 3: parsing a ~5 MB GetSellerList response. baykit's parser (as published) called as its Trading runtime calls it
// (parseXmlResponse with the call's array paths), ebay-api's XMLRequest.xml2JSON with the parse options its
// Trading API builds for a call, and fast-xml-parser with default options (the floor both build on).
import { XMLParser } from 'fast-xml-parser';
import { baykit as published } from './baykit-dist.js';
import XMLRequest, { defaultApiConfig } from 'ebay-api/api/traditional/XMLRequest.js';
import { AxiosRequest } from 'ebay-api/request.js';
import { xmlArrayPaths } from '../packages/client/src/xml/array-paths.js';
import { num, times, type Row } from './report.js';
import { sellerListXml } from './seller-list-xml.js';
import { compare } from './stats.js';

const PARSES = 1;

/** Runs benchmark 3 and returns its rows. */
export async function xmlParse(): Promise<Row[]> {
  const { xml, items } = sellerListXml();
  const mb = Buffer.byteLength(xml) / 1024 / 1024;
  const arrayPaths = xmlArrayPaths('trading', 'GetSellerList');
  // ebay-api's Trading call merges its default parse options with the client's and the call's; with neither
  // set that is its defaults. The request object is not used for parsing.
  const apiConfig = { ...defaultApiConfig, endpoint: 'https://api.ebay.com/ws/api.dll', xmlns: 'urn:ebay:apis:eBLBaseComponents' };
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
          check(((body.ItemArray as { Item: unknown[] }).Item).length);
        }
      },
    },
    {
      name: 'ebayApi',
      round: () => {
        for (let i = 0; i < PARSES; i++) {
          const json = new XMLRequest('GetSellerList', {}, apiConfig, req).xml2JSON(xml) as { ItemArray: { Item: unknown[] } };
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
  const { baykit, ebayApi, floor } = await compare(contenders, { ops: PARSES, rounds: 15, warmup: 2 });
  const label = `XML: GetSellerList ${mb.toFixed(1)} MB, ${num(items)} items`;
  const mbps = (parses: number): string => `${(parses * mb).toFixed(1)} MB/s`;
  return [
    { benchmark: label, subject: 'fast-xml-parser defaults (floor)', value: mbps(floor), data: { parsesPerSecond: floor, megabytes: mb } },
    {
      benchmark: label,
      subject: 'ebay-api xml2JSON',
      value: mbps(ebayApi),
      ratio: times(floor / ebayApi, 'floor time'),
      data: { parsesPerSecond: ebayApi },
    },
    {
      benchmark: label,
      subject: 'baykit parseXmlResponse',
      value: mbps(baykit),
      ratio: `${times(ebayApi / baykit, 'ebay-api time')}; ${times(floor / baykit, 'floor time')}`,
      target: '≤ 1.0 × ebay-api time',
      met: ebayApi / baykit <= 1.0,
      data: { parsesPerSecond: baykit, timeRatioToEbayApi: ebayApi / baykit },
    },
  ];
}
