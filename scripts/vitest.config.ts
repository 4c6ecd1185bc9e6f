import { defineConfig } from 'vitest/config';
import { projectConfig } from '../vitest.shared';

// The repository's own scripts: the lint boundaries (eslint-plugin-baykit.mjs, check-import-cycles.mjs).
export default defineConfig(projectConfig({ name: 'scripts', testTimeoutMs: 60_000 }));
