// `node --import ./record-loads.mjs …`: appends the URL of every module the program loads (the ES module loader's
// `load` hook, which also sees the CommonJS files an `import` reaches) to the file named by RECORD_LOADS_TO, one a
// line, and, as the process exits, Node's own modules it loaded (`node:internal/…`, from process.moduleLoadList:
// the platform's fetch is one of them, `node:internal/deps/undici/undici`). test/lazy-loading.test.ts uses it to
// check which packages a command loads.
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';

const record = process.env.RECORD_LOADS_TO;
register(new URL('./record-loads-hooks.mjs', import.meta.url), { data: record });
process.on('exit', () => {
  const builtIns = process.moduleLoadList
    .filter((entry) => entry.startsWith('NativeModule '))
    .map((entry) => `node:${entry.slice('NativeModule '.length)}\n`);
  if (record) appendFileSync(record, builtIns.join(''));
});
