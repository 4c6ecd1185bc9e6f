import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const BACK_END = 'http://127.0.0.1:4020';
const DEV_ORIGIN = 'http://127.0.0.1:5174';

// `npm run dev`: Vite with hot reload on 5174 in front of a running `npm start`. The back end accepts
// state-changing requests only from its own origin, so the dev server's own origin is presented as the back
// end's (any other origin is passed on unchanged and refused there). Every /api request needs the back end's
// key (x-baykit-key): open http://127.0.0.1:5174/#key=… with the key `npm start` printed; this origin keeps its own.
const toBackEnd: ProxyOptions = {
  target: BACK_END,
  changeOrigin: true,
  configure(proxy) {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin') === DEV_ORIGIN) request.setHeader('origin', BACK_END);
    });
  },
};

// The front end is built once by `npm start` and served by the back end (server/), which owns /api and /callback.
export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), as in the tests.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
  server: { host: '127.0.0.1', port: 5174, strictPort: true, proxy: { '/api': toBackEnd, '/callback': toBackEnd } },
});
