import { createEmulator } from './src/index.js';
const emulator = createEmulator();
const { url } = await emulator.listen(0);
const big = 'x'.repeat(20 * 1024 * 1024);
const rss = process.memoryUsage().rss;
for (const [path, headers, body] of [
  ['/sell/inventory/v1/inventory_item/SKU1', { 'content-type': 'application/json' }, JSON.stringify({ a: big })],
  [
    '/ws/api.dll',
    {
      'x-ebay-api-call-name': 'AddFixedPriceItem',
      'x-ebay-api-compatibility-level': '1349',
      'content-type': 'text/xml',
    },
    `<AddFixedPriceItemRequest>${big}</AddFixedPriceItemRequest>`,
  ],
  ['/__emulator/reset', { 'content-type': 'application/json' }, JSON.stringify({ a: big })],
] as const) {
  const t = performance.now();
  try {
    const r = await fetch(url + path, { method: path.startsWith('/sell') ? 'PUT' : 'POST', headers, body });
    console.log(
      path,
      r.status,
      r.headers.get('connection'),
      (await r.text()).slice(0, 300),
      Math.round(performance.now() - t),
      'ms',
    );
  } catch (e) {
    console.log(path, 'ERR', (e as Error).cause ?? e, Math.round(performance.now() - t), 'ms');
  }
}
const ok = await fetch(url + '/__emulator/app');
console.log('after', ok.status, 'rss +', Math.round((process.memoryUsage().rss - rss) / 1048576), 'MB');
await emulator.close();
