// Runs one benchmark in this process and prints its table; with an IPC channel (the runner) it sends the rows
// back instead. Usage: tsx bench/run-one.ts call-cost (no source condition: baykit is measured as published)
import { BENCHMARKS } from './benchmarks.js';
import { markdownTable } from './report.js';

const name = process.argv[2] ?? '';
const benchmark = BENCHMARKS[name];
if (!benchmark) {
  console.error(`unknown benchmark "${name}"; one of: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}
const rows = await benchmark();
if (process.send) {
  // Disconnect only once the message is out: a large one can still be queued when send() returns.
  process.send(rows, () => process.disconnect());
} else {
  console.log(markdownTable(rows));
}
