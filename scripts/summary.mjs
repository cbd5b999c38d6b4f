// Prints the counts of every suite `npm test` ran, then one closing line 'N passed, N failed'.
// Reads the JSON reports the runners wrote under test-results/.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function vitestCounts(report) {
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts(report) {
  if (!report) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected, skipped };
}

// The UI-level model paths' reporter (test/e2e-model/support/reporter.ts) writes its counts and coverage table.
const uiModel = read('test-results/e2e-model/coverage.json');

const suites = [
  ['unit', vitestCounts(read('test-results/unit-report.json'))],
  // The server tests again, on a throwaway PostgreSQL cluster (issue 20).
  ['unit pg', vitestCounts(read('test-results/unit-pg-report.json'))],
  ['model', vitestCounts(read('test-results/model-report.json'))],
  ['e2e', playwrightCounts(read('test-results/e2e-report.json'))],
  ['ui model', uiModel?.tests ?? null],
];

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nTest summary');
for (const [name, counts] of suites) {
  if (!counts) {
    console.log(`  ${name.padEnd(8)} no report found`);
    failed += 1;
    continue;
  }
  console.log(
    `  ${name.padEnd(8)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
if (uiModel?.table) {
  console.log(`\nUI-level model coverage of states and transitions (baseline: test/e2e-model/baseline.json)`);
  console.log(uiModel.table);
  for (const drop of uiModel.drops ?? []) console.log(`  below the baseline: ${drop}`);
  if ((uiModel.notWalked ?? []).length > 0)
    console.log(`  without a UI mapping (machine-level model tests only): ${uiModel.notWalked.join(', ')}`);
  if ((uiModel.drops ?? []).length > 0) failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || skipped > 0) process.exitCode = 1;
