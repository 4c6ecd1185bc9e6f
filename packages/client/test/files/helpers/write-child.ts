// A process that writes a large private file (argv: path, size in MiB) and says "writing" on stdout first; the
// test kills it during the write.
import { writePrivateFile } from '../../../src/files/index.js';

const [path, mib] = process.argv.slice(2);
const text = 'x'.repeat(Number(mib) * 1024 * 1024);
process.stdout.write('writing\n');
writePrivateFile(path ?? '', text);
process.stdout.write('written\n');
