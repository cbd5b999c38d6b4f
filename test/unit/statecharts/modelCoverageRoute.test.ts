/** GET /dev/model-coverage: the model-based run's report for the viewer's coverage overlay. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/server/clock.ts';
import type { Db } from '../../../src/server/db.ts';
import { devRoutes, NO_COVERAGE_MESSAGE } from '../../../src/server/routes/dev.ts';

function routesReading(coverageFile: string) {
  return devRoutes({ db: {} as Db, clock: {} as Clock, sessionIdleSeconds: 60, coverageFile });
}

describe('GET /dev/model-coverage', () => {
  it('answers 404 with a clear message before any model run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coverage-'));
    const response = await routesReading(join(dir, 'model-coverage.json')).request('/dev/model-coverage');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, message: NO_COVERAGE_MESSAGE });
    expect(NO_COVERAGE_MESSAGE).toBe('No coverage report yet: run npm run test:model');
  });

  it('serves the report with the covered lists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coverage-'));
    const file = join(dir, 'model-coverage.json');
    const report = {
      machines: [{ id: 'auth', coveredStates: ['auth'], coveredTransitions: ['auth on x #0'] }],
    };
    writeFileSync(file, JSON.stringify(report));
    const response = await routesReading(file).request('/dev/model-coverage');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 200, data: report });
  });
});
