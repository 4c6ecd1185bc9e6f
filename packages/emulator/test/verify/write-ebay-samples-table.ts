// npm run verify:samples: measures the emulator on eBay's documented samples and writes the table into the emulator
// README (between its markers), then prints each cassette's differences so a reader can act on them.
import { readFileSync, writeFileSync } from 'node:fs';
import { README, fidelityTable, measureSamples, readmeTable } from './ebay-samples.js';

const measurements = await measureSamples();
for (const { file, report } of measurements) {
  console.log(`${file}: score ${report.score}`);
  for (const d of [...report.differences, ...report.needsAccountData])
    console.log(`  #${d.seq} ${d.operation ?? ''} ${d.kind}: ${d.message}`);
}
const readme = readFileSync(README, 'utf8');
const current = readmeTable(readme);
if (current === undefined) throw new Error(`${README} has no ebay-samples markers; add them where the table goes.`);
writeFileSync(README, readme.replace(current, fidelityTable(measurements)));
console.log(`wrote the table into ${README}`);
