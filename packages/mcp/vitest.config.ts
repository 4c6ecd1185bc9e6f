import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../vitest.shared';

export default defineConfig(
  // The SDK's own client drives the server: over stdio (the real bin, spawned) and over Streamable HTTP.
  projectConfig({
    name: 'mcp',
    testTimeoutMs: 60_000,
    hookTimeoutMs: 60_000,
    inline: ['@modelcontextprotocol/sdk', 'eventsource', 'eventsource-parser'],
  }),
);
