import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverUrl = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? 3000}`;
// During `npm run dev`, everything the server owns is proxied to it.
const proxied = ['/super_admin', '/v3', '/api', '/services', '/config.json', '/main_app'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // One copy of each: two routers or two emotion caches break react-admin in subtle ways.
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@mui/material', '@emotion/react', '@emotion/styled'],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: serverUrl, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // ra-core's modules import each other in a cycle (util/index re-exports FieldTitle, which imports util): split across
        // chunks, Rollup warns of a broken execution order. Kept whole in one chunk, the cycle stays inside it (issue 27).
        manualChunks: (id) => (id.includes('/node_modules/ra-core/') ? 'ra-core' : undefined),
      },
    },
  },
});
