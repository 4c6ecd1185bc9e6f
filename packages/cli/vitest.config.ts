import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../vitest.shared';

export default defineConfig(
  // Commands run in process; a few tests spawn the real bin (Node plus tsx from source) and its background emulator.
  projectConfig({ name: 'cli', testTimeoutMs: 60_000, hookTimeoutMs: 60_000 }),
);
