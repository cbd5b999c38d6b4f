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

const suites = [
  ['unit', vitestCounts(read('test-results/unit-report.json'))],
  ['model', vitestCounts(read('test-results/model-report.json'))],
  ['e2e', playwrightCounts(read('test-results/e2e-report.json'))],
];

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nTest summary');
for (const [name, counts] of suites) {
  if (!counts) {
    console.log(`  ${name.padEnd(6)} no report found`);
    failed += 1;
    continue;
  }
  console.log(
    `  ${name.padEnd(6)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || skipped > 0) process.exitCode = 1;
