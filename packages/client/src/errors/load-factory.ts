// The error factory (factory.ts with message.ts and advice.ts: which class an error answer becomes, and the message
// that says what to fix) is loaded by import() when an error answer arrives, so a program whose calls succeed does
// not load it at start (packages/client/README.md#bundle-sizes). The error classes stay static: user code tests them
// with `instanceof`.
import { loadPart } from '../internal/load-part.js';
import type * as Factory from './factory.js';

/** The error factory, loaded on the first error answer; a failed load is a typed error (internal/load-part.ts). */
export const loadErrorFactory = (): Promise<typeof Factory> => loadPart(import('./factory.js'));
