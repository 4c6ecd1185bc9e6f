// The XML worker (xml-body-parser.ts): parses large XML request bodies off the emulator's event loop. Plain
// JavaScript, like bin/baykit-emulator.js: it registers tsx, then loads the same TypeScript parser the event loop
// uses for small bodies.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { parseXmlFields } = await import('./parse-fields.ts');

parentPort.on('message', ({ id, text, call }) => {
  parentPort.postMessage({ id, fields: parseXmlFields(text, call) });
});
