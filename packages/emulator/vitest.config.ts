import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../vitest.shared';

export default defineConfig(projectConfig({ name: 'emulator', inline: ['baykit'], testTimeoutMs: 20_000 }));
