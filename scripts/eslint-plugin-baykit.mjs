// baykit's own lint rules (eslint.config.js): the boundaries between workspace packages.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The folder of the nearest package.json at or above `dir` (a workspace package, or the repository). */
function packageRoot(dir) {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, 'package.json'))) return at;
    if (dirname(at) === at) return undefined;
  }
}

/**
 * `baykit/no-other-package-src`: in a workspace package, a relative import that reaches into another workspace
 * package's `src/` is refused: import that package by its name (`baykit`, `@baykit/emulator`, …), through its
 * public entry points, so what a package exposes is what its package.json exports. Files outside the packages (the
 * repository's bench/ and scripts/, which measure and build the packages) are not checked. No exceptions: a fact
 * two packages need has a home both import by name (codegen and the client share @baykit/spec/facts).
 */
const noOtherPackageSrc = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids relative imports of another workspace package's src/" },
    messages: {
      crossing:
        "'{{source}}' reaches into {{target}}'s src/: import it by its package name (its package.json exports), not by a relative path.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const repo = context.cwd;
    const own = packageRoot(dirname(file));
    const posix = (path) => relative(repo, path).split(sep).join('/');
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      // Only files of a workspace package: the repository's own folders (bench/, scripts/) measure and build them.
      if (!own || own === repo) return;
      const target = resolve(dirname(file), source);
      const theirs = packageRoot(dirname(target));
      if (!theirs || theirs === own || theirs === repo) return;
      const inside = relative(theirs, target).split(sep);
      if (inside[0] !== 'src') return;
      context.report({ node, messageId: 'crossing', data: { source, target: posix(theirs) } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'eslint-plugin-baykit' }, rules: { 'no-other-package-src': noOtherPackageSrc } };
