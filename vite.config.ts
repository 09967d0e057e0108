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
  },
});
