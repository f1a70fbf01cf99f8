import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// In development the API (and the runtime app-config.json it serves) runs on its own port.
const API_ORIGIN = process.env.DOCAPPLY_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  mode: 'production',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': API_ORIGIN, '/app-config.json': API_ORIGIN },
  },
});
