import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The front end is built once by `npm start` and served by the back end (server/), which owns /api and /callback.
export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), as in the tests.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
  server: { host: '127.0.0.1', port: 5174, proxy: { '/api': 'http://127.0.0.1:5173', '/callback': 'http://127.0.0.1:5173' } },
});
