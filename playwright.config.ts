import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { portHolder, portTakenMessage } from './test/e2e/support/portHolder.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
// A server left on the port by an earlier run that was killed is named here, before Playwright's "already used".
// Only the runner checks (workers load this file too, while the run's own server listens).
if (!process.env.TEST_WORKER_INDEX) {
  const holder = portHolder(port);
  if (holder) throw new Error(portTakenMessage(port, holder));
}
// Debian's headless shell (the same Chromium without its windowing layer, as Playwright itself runs headless tests)
// takes about 40% less CPU than the full browser for the same pages; the full browser when it is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// The folders this run makes in the runner (its server's database, the coverage file's), removed as it exits, after
// its server has stopped. Workers load this file too: they make none (the server is the runner's).
const runFolders: string[] = [];
function runFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  if (runFolders.length === 0)
    process.once('exit', () => {
      for (const made of runFolders) rmSync(made, { recursive: true, force: true });
    });
  runFolders.push(folder);
  return folder;
}
const isRunner = !process.env.TEST_WORKER_INDEX;
// Every e2e run starts the real server on a fresh embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? (isRunner ? runFolder('brandpilot-e2e-') : '');
// The machine-level coverage report the server answers on GET /dev/model-coverage: a file of this run, which the
// viewer's Coverage test writes. Set once in the runner's environment, which the workers inherit.
if (isRunner)
  process.env.E2E_MODEL_COVERAGE_FILE ??= join(runFolder('brandpilot-e2e-coverage-'), 'model.json');

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    // A trace costs about a quarter of a UI model run's time; CI keeps no artifacts, so only local runs record one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'chromium', testDir: 'test/e2e', use: { ...devices['Desktop Chrome'] } },
    // UI-level model paths (npm run test:e2e:model): one machine's paths run in order in one worker, since they
    // share that machine's seeded users; different machines run side by side.
    // The planner's and post editor's file is the longest by far (about 4 of the stage's 12 worker-minutes): a project
    // of its own, listed first, so a worker starts on it at once and the other shares out the rest (taken last, it
    // kept one worker busy two minutes after the other had finished). Playwright hands out projects in this order:
    // the longer auth model next, the many short ones last.
    {
      name: 'model-planner',
      testDir: 'test/e2e-model',
      testMatch: /[\\/]planner\.spec\.ts$/,
      fullyParallel: false,
      outputDir: 'test-results/e2e-model/output',
      use: { ...devices['Desktop Chrome'] },
    },
    // The auth model goes Back from a network's consent page to the page it left, restored as it was (the machine's
    // social.returned): that needs the back-forward cache, which the headless shell does not have and Playwright
    // turns off by default, so it runs in the full browser with the cache on. No other model leaves the app's
    // document and comes back with Back.
    {
      name: 'model-bfcache',
      testDir: 'test/e2e-model',
      testMatch: /auth\.spec\.ts$/,
      fullyParallel: false,
      outputDir: 'test-results/e2e-model/output',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...launchOptions,
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          ignoreDefaultArgs: ['--disable-back-forward-cache'],
        },
      },
    },
    {
      name: 'model',
      testDir: 'test/e2e-model',
      testIgnore: [/auth\.spec\.ts$/, /[\\/]planner\.spec\.ts$/],
      fullyParallel: false,
      outputDir: 'test-results/e2e-model/output',
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `${baseURL}/heartbeat`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The server stops itself if this runner is killed and cannot stop it (src/server/main.ts).
      EXIT_WITH_PID: String(process.pid),
      MODEL_COVERAGE_FILE: process.env.E2E_MODEL_COVERAGE_FILE ?? '',
      // A separate build folder lets several e2e runs share one checkout.
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    },
  },
});
