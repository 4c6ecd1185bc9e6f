// The seeded source itself is @baykit/spec's (the request samples draw from it too); the emulator derives its
// per-purpose sources here.
import { SeededRandom } from '@baykit/spec/samples';

export { SeededRandom };

/** A stable 32-bit hash of a string, to derive per-key random sources from one seed. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A random source for one purpose of an emulator with `seed` (same seed and purpose, same data). */
export function randomForSeed(seed: number, purpose: string): SeededRandom {
  return new SeededRandom((seed ^ hashString(purpose)) >>> 0);
}
