// `node --import ./record-loads.mjs …`: appends the URL of every module the program loads (the ES module loader's
// `load` hook, which also sees the CommonJS files an `import` reaches) to the file named by RECORD_LOADS_TO, one a
// line. test/lazy-loading.test.ts uses it to check which packages a command loads.
import { register } from 'node:module';

register(new URL('./record-loads-hooks.mjs', import.meta.url), { data: process.env.RECORD_LOADS_TO });
