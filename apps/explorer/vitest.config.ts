import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../vitest.shared';

export default defineConfig(
  // The end-to-end suite's beforeAll runs `npm start` (a Vite build) and launches Chromium.
  projectConfig({
    name: 'explorer',
    inline: ['baykit', '@baykit/emulator'],
    testTimeoutMs: 30_000,
    hookTimeoutMs: 180_000,
  }),
);
