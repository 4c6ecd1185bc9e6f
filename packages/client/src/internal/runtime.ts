/** Facts about the JavaScript runtime, read without touching globals that browsers lack. */
interface ProcessLike {
  versions?: { node?: string; bun?: string };
}

function processVersions(): ProcessLike['versions'] {
  const candidate = Reflect.get(globalThis, 'process') as ProcessLike | undefined;
  return typeof candidate === 'object' && candidate !== null ? candidate.versions : undefined;
}

/** True where Node's APIs (`node:crypto`, …) exist: Node itself and runtimes that emulate it (Bun, Deno). */
export function hasNodeApis(): boolean {
  return typeof processVersions()?.node === 'string';
}

/** True in Node proper, where undici is the fastest transport (Bun and Deno bring their own fetch). */
export function isNode(): boolean {
  return hasNodeApis() && processVersions()?.bun === undefined && Reflect.get(globalThis, 'Deno') === undefined;
}
