import type * as NodeCrypto from 'node:crypto';
import type * as NodeFs from 'node:fs';
import type * as NodeHttp from 'node:http';
import type * as NodeHttps from 'node:https';
import type * as NodePath from 'node:path';
import type * as NodeStream from 'node:stream';
import type * as NodeZlib from 'node:zlib';

// Node's built-in modules, loaded without `import()`. A dynamic import inside baykit's CommonJS build fails under
// Jest's module runtime ("a dynamic import callback was invoked without --experimental-vm-modules"), so the
// Node-only paths (transport, signing, files, gunzip) read built-ins with `process.getBuiltinModule` (Node
// 20.16+, synchronous) and never reach these functions in browsers.

interface BuiltInModules {
  'node:crypto': typeof NodeCrypto;
  'node:fs': typeof NodeFs;
  'node:http': typeof NodeHttp;
  'node:https': typeof NodeHttps;
  'node:path': typeof NodePath;
  'node:stream': typeof NodeStream;
  'node:zlib': typeof NodeZlib;
}

/** A Node built-in module by its `node:` name. */
export function nodeBuiltin<K extends keyof BuiltInModules>(name: K): BuiltInModules[K] {
  return process.getBuiltinModule(name) as unknown as BuiltInModules[K];
}
