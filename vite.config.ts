import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';

/** Brotli and gzip copies of the build's text files, written once the bundle is out (scripts/precompress.ts). */
function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'brandpilot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle(error?: Error) {
      // A failed build has nothing to compress: let its own error be the one reported.
      if (error || !existsSync(outDir)) return;
      precompress(outDir);
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 3000);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressed()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/heartbeat': { target: apiTarget, changeOrigin: false },
      '/sandbox': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['test/model/**/*.test.ts'],
          environment: 'node',
          // Graph traversal of the larger machines takes seconds on a loaded 2-core machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
