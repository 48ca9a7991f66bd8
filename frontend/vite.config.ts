import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The NestJS gateway serves /api; in dev and preview we proxy to it so the app stays same-origin.
const apiTarget = process.env.KAH_API_URL ?? 'http://127.0.0.1:8080';
const proxy = { '/api': { target: apiTarget, changeOrigin: false, ws: true } };

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Vite prints raw + gzip size per chunk; scripts/check-bundle-budget.mjs fails the build tier when the
    // home page's initial JS (entry + modulepreloads) is over 150 KB gzip.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 250,
    rollupOptions: {
      output: {
        // Libraries change less often than app code: separate files stay cached across deploys.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'vendor-react';
          if (id.includes('node_modules/react-router')) return 'vendor-router';
          if (id.includes('node_modules/@tanstack/')) return 'vendor-query';
          if (id.includes('node_modules/sonner/')) return 'vendor-sonner';
          // Leaflet is only reached through lazy imports (the home map panel, the detail page's map).
          if (/node_modules\/(leaflet|react-leaflet|@react-leaflet)\//.test(id)) return 'vendor-leaflet';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
