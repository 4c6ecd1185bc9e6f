// The error factory (factory.ts with message.ts and advice.ts: which class an error answer becomes, and the message
// that says what to fix) is loaded by import() when an error answer arrives, so a program whose calls succeed does
// not load it at start (packages/client/README.md#bundle-sizes). The error classes stay static: user code tests them
// with `instanceof`. Its users type a failed load with internal/load-part.ts (in a lazy module, as the caller's promise:
// a lazy module that imports start code costs a chunk of its own, docs/architecture.md#layers).
import type * as Factory from './factory.js';

/** The error factory, loaded on the first error answer. */
export const loadErrorFactory = (): Promise<typeof Factory> => import('./factory.js');
