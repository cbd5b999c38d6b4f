import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';
import { routePreloads } from './scripts/routePreloads.ts';

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

/**
 * The test files that run a server on the run's database (seededServer, startTestServer or openTestDb of
 * test/unit/server/support.ts): the `unit-pg` project runs them again on PostgreSQL (issue 20). Files that test PGlite
 * itself or need no database run once, in `unit`; `*.pg.test.ts` files run only here.
 */
function serverTestFiles(): string[] {
  const uses = /\b(seededServer|startTestServer|openTestDb)\(/;
  return ['test/unit/server', 'test/unit/api']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .filter((file) => file.endsWith('.test.ts') && uses.test(readFileSync(file, 'utf8')));
}

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 3000);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), precompressed()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Issue 14: shared chunks under 24 KiB are copied into the chunks that use them instead of being fetched on
      // their own. The planner's first load went from 39 requests to 14 (Lighthouse mobile 73 to 82, login 15 to 6
      // requests); the price is some code present in two lazy chunks. Rolldown requires the entry's exports to be
      // free (nothing imports the SPA's entry) and runs modules in strict import order (its default with this).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
          // The entry and everything it imports statically is one chunk, `boot`. Without this group the modules the
          // entry shares with lazy pages were split into six chunks, and React's core, its JSX runtime and wouter
          // were copied into two of them: the login page loaded 10 files (144.5 KiB Brotli), now 3 (130.7 KiB).
          // The data cache (query-core and the modules every read goes through) is one chunk of its own, `cache`: the
          // login page does not load it (issue 14), and without the group its observer was copied into 13 chunks.
          groups: [
            { name: 'boot', test: /src[\\/]main\.tsx$/ },
            // dayjs (the planner's, the dashboard's and the layout's dates) is one chunk of its own, `dates`: the login
            // page does not load it, and without the group it was copied into 14 chunks (twice on the planner).
            { name: 'dates', test: /node_modules[\\/]dayjs[\\/]/ },
            {
              name: 'cache',
              test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]|src[\\/]api[\\/]queries[\\/](client|useQuery)\.ts$/,
            },
          ],
        },
      },
      onLog(level, log, handler) {
        // Copying a chunk re-reads the stylesheet's transform, which has no JavaScript sourcemap to give: the CSS
        // is unchanged (one file, the same hash as without the option), so this warning says nothing about it.
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin === '@tailwindcss/vite:generate:build') return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/heartbeat': { target: apiTarget, changeOrigin: false },
      '/sandbox': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
      // The tracked links' redirect (src/server/routes/links.ts): /l/{code} only, not /login or /library.
      '^/l/': { target: apiTarget, changeOrigin: false },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          // PostgreSQL only (several server processes on one database): the `unit-pg` project runs them.
          exclude: ['**/node_modules/**', 'test/unit/**/*.pg.test.ts'],
          // One migrated, seeded database for the run; each test server opens a copy.
          globalSetup: ['test/unit/server/seededDatabase.ts'],
          environment: 'node',
          // Most of a server test's time is spent waiting (the database, scrypt, timers), not computing: four workers
          // keep two cores busy, and sharing modules between the files of a worker saves re-importing the server
          // (measured on 2 cores: 268-304 s with the defaults, 163 s with these; every file creates its own app).
          isolate: false,
          maxWorkers: 4,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-pg',
          include: serverTestFiles(),
          // A throwaway PostgreSQL cluster for the run, with a migrated and seeded template database.
          globalSetup: ['test/unit/server/postgresDatabase.ts'],
          environment: 'node',
          isolate: false,
          maxWorkers: 4,
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
          // Graph traversal of the larger machines takes seconds on a loaded 2-core machine; replaying the planner's
          // ~8,700 paths from one input took 49 s beside another test run.
          testTimeout: 180_000,
          // Vitest's default on 2 cores is one worker (cores - 1): the stage ran on one core (measured: 134 s, user
          // time 1.1 cores). Its files are pure computation, so two workers keep both cores busy.
          maxWorkers: 2,
        },
      },
    ],
  },
});
