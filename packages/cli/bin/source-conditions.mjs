// A module resolution hook for running the command line from a clone without a build: it adds the `source` export
// condition, so `baykit`, `@baykit/local`, `@baykit/emulator` and `@baykit/spec` resolve to their TypeScript sources
// (which tsx runs) instead of their dist folders, which a fresh clone does not have. Registered by bin/baykit.js only
// on that path.
export async function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'source'] });
}
