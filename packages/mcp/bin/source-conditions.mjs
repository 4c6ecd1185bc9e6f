// A module resolution hook for running the server from a clone without a build: it adds the `source` export
// condition for baykit's own packages, so they resolve to their TypeScript sources (which tsx runs) instead of their
// dist folders, which a fresh clone does not have. Only for baykit's packages: some dependencies (eventsource-parser,
// under the MCP SDK) export TypeScript under `source` too, which plain Node cannot load.
const OWN = /^(baykit|@baykit\/[^/]+)(\/|$)/;

export async function resolve(specifier, context, nextResolve) {
  if (!OWN.test(specifier)) return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'source'] });
}
