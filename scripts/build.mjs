// `npm run build`: builds every workspace package that has a build script, each after the workspace packages it
// depends on (`npm run build --workspaces` goes in folder order, and @baykit/cli's build needs baykit's dist).
import { spawnSync } from 'node:child_process';
import { root, workspacesInBuildOrder } from './workspaces.mjs';

for (const { name, manifest } of workspacesInBuildOrder()) {
  if (!manifest.scripts?.build) continue;
  console.log(`\n> build ${name}`);
  const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `npm run build: ${name} failed (${result.status ?? result.signal}); the packages after it were not built.`,
    );
    process.exit(result.status ?? 1);
  }
}
