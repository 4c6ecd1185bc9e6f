// The XML worker thread (xml-body-parser.ts): parses large XML request bodies off the emulator's event loop with
// the same parser the event loop uses for small bodies. Built as dist/parse-worker.js; from source it is loaded by
// parse-worker.js, which registers tsx first.
import { parentPort } from 'node:worker_threads';
import { parseXmlFields } from './parse-fields.js';

parentPort?.on('message', ({ id, text, call }: { id: number; text: string; call: string }) => {
  parentPort?.postMessage({ id, fields: parseXmlFields(text, call) });
});
