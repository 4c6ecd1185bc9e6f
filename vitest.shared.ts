import { mergeConfig, type ViteUserConfig } from 'vitest/config';
import { scaled } from './scripts/test-time.mjs';

/** What one workspace's tests differ in; everything else is shared. */
export interface ProjectOptions {
  /** The Vitest project name (`npx vitest run --project <name>`). */
  name: string;
  /** Workspace packages run through Vite from their TypeScript sources, never a stale or missing dist/. */
  inline?: string[];
  /** Per-test limit on an idle 2-core machine, before BAYKIT_TEST_TIME_SCALE. Default 15 s. */
  testTimeoutMs?: number;
  /** Per-hook limit (beforeAll starts servers, emulators, redis-server), before scaling. Default 30 s. */
  hookTimeoutMs?: number;
}

/**
 * The Vitest config of one workspace: every packages/<x>/vitest.config.ts and apps/<x>/vitest.config.ts is this,
 * so `cd packages/<x> && npx vitest run` and the root `npm test` (which lists them as projects) run alike.
 */
export function projectConfig(options: ProjectOptions, extra: ViteUserConfig = {}): ViteUserConfig {
  const shared: ViteUserConfig = {
    // Workspace packages resolve to their TypeScript sources (the `source` export condition): tests need no build.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    test: {
      name: options.name,
      include: ['test/**/*.test.ts'],
      testTimeout: scaled(options.testTimeoutMs ?? 15_000),
      hookTimeout: scaled(options.hookTimeoutMs ?? 30_000),
      // `expect.poll` waits for state; Vitest's 1 s default fails by luck on a busy machine.
      expect: { poll: { timeout: scaled(10_000) } },
      ...(options.inline ? { server: { deps: { inline: options.inline } } } : {}),
    },
  };
  return mergeConfig(shared, extra);
}
