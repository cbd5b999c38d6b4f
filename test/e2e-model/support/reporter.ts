/**
 * Reporter of `npm run test:e2e:model`: gathers each path's coverage (what the app's real actor did) and each
 * machine's plan, prints the table, writes `test-results/e2e-model/coverage.json` and `coverage.html`, and fails
 * the run when a machine's UI coverage of states or transitions is below `test/e2e-model/baseline.json`.
 * `MODEL_BASELINE=update` writes the figures of this run as the new baseline instead (for the machines it ran).
 * `MODEL_BASELINE_FILE` and `MODEL_REPORT_DIR` point elsewhere (several runs sharing one checkout).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { COVERAGE_ATTACHMENT, PLAN_ATTACHMENT, type PathCoverage, type PlanSummary } from './uiModel.ts';
import { formatRows, renderHtml, type UiCoverageRow } from './report.ts';
import { catalogue } from '../../../machines/catalogue.ts';

const OUT_DIR = process.env.MODEL_REPORT_DIR ?? 'test-results/e2e-model';
const BASELINE = process.env.MODEL_BASELINE_FILE ?? 'test/e2e-model/baseline.json';

export type Baseline = Record<string, { states: number; transitions: number }>;

const percent = (covered: number, total: number) =>
  total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;

function attachmentJson<T>(result: TestResult, name: string): T[] {
  return result.attachments
    .filter((attachment) => attachment.name === name && attachment.body)
    .map((attachment) => JSON.parse(attachment.body!.toString('utf8')) as T);
}

export default class ModelCoverageReporter implements Reporter {
  private readonly plans = new Map<string, PlanSummary>();
  private readonly paths: { coverage: PathCoverage; status: TestResult['status'] }[] = [];
  /** Each path's last outcome, for the summary of `npm test` (scripts/summary.mjs). */
  private readonly outcomes = new Map<string, TestCase['results'][number]['status'] | 'flaky'>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, test.outcome() === 'flaky' ? 'flaky' : result.status);
    for (const plan of attachmentJson<PlanSummary>(result, PLAN_ATTACHMENT))
      this.plans.set(plan.machine, plan);
    for (const coverage of attachmentJson<PathCoverage>(result, COVERAGE_ATTACHMENT)) {
      this.paths.push({ coverage, status: result.status });
    }
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- Playwright reads the status from a promise only.
  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.plans.size === 0) return undefined;
    const rows: UiCoverageRow[] = [...this.plans.values()].map((plan) => {
      const own = this.paths.filter((entry) => entry.coverage.machine === plan.machine);
      const transitions = new Set(own.flatMap((entry) => entry.coverage.transitions));
      const states = new Set(own.flatMap((entry) => entry.coverage.states));
      const asserted = new Set(own.flatMap((entry) => entry.coverage.asserted));
      return {
        machine: plan.machine,
        states: { covered: states.size, total: plan.states, percent: percent(states.size, plan.states) },
        transitions: {
          covered: transitions.size,
          total: plan.transitions,
          percent: percent(transitions.size, plan.transitions),
        },
        assertedStates: asserted.size,
        mappedStates: plan.mappedStates.length,
        paths: {
          generated: plan.generated,
          walkable: plan.walkable,
          selected: plan.selected.length,
          passed: own.filter((entry) => entry.status === 'passed').length,
        },
        coveredTransitions: [...transitions].sort(),
        coveredStates: [...states].sort(),
        unwalkable: plan.unwalkable.filter((item) => !transitions.has(item.transition)),
      };
    });
    rows.sort((a, b) => a.machine.localeCompare(b.machine));

    const baseline = readBaseline();
    const drops: string[] = [];
    for (const row of rows) {
      const floor = baseline[row.machine];
      if (!floor) {
        drops.push(`${row.machine}: no baseline (add it with MODEL_BASELINE=update)`);
        continue;
      }
      if (row.states.percent < floor.states)
        drops.push(`${row.machine}: states ${row.states.percent}% < baseline ${floor.states}%`);
      if (row.transitions.percent < floor.transitions)
        drops.push(
          `${row.machine}: transitions ${row.transitions.percent}% < baseline ${floor.transitions}%`,
        );
    }
    const update = process.env.MODEL_BASELINE === 'update';
    if (update) {
      const next: Baseline = { ...baseline };
      for (const row of rows)
        next[row.machine] = { states: row.states.percent, transitions: row.transitions.percent };
      writeFileSync(BASELINE, `${JSON.stringify(sortKeys(next), null, 2)}\n`);
    }

    mkdirSync(OUT_DIR, { recursive: true });
    const outcomes = [...this.outcomes.values()];
    const tests = {
      passed: outcomes.filter((status) => status === 'passed' || status === 'flaky').length,
      failed: outcomes.filter(
        (status) => status === 'failed' || status === 'timedOut' || status === 'interrupted',
      ).length,
      skipped: outcomes.filter((status) => status === 'skipped').length,
    };
    const table = formatRows(rows);
    // Catalogue machines this run did not walk: in a full run, those without a UI mapping (test/e2e-model/*.model.ts).
    const notWalked = catalogue.map((entry) => entry.id).filter((id) => !this.plans.has(id));
    const report = {
      generatedAt: new Date().toISOString(),
      status: result.status,
      tests,
      table,
      notWalked,
      baseline,
      drops,
      rows,
    };
    writeFileSync(join(OUT_DIR, 'coverage.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(OUT_DIR, 'coverage.html'), renderHtml(report));

    console.log(`\nUI-level model coverage (Playwright, real server):\n${table}`);
    if (notWalked.length > 0)
      console.log(`Machines of the catalogue not walked at UI level in this run: ${notWalked.join(', ')}`);
    console.log(`Report: ${join(OUT_DIR, 'coverage.html')} and coverage.json`);
    if (update) {
      console.log(`Baseline written: ${BASELINE}`);
      return undefined;
    }
    if (drops.length > 0) {
      console.log(`\nBelow the baseline (${BASELINE}):\n${drops.map((line) => `  - ${line}`).join('\n')}`);
      return { status: 'failed' };
    }
    return undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}

function readBaseline(): Baseline {
  try {
    return JSON.parse(readFileSync(BASELINE, 'utf8')) as Baseline;
  } catch {
    mkdirSync(dirname(BASELINE), { recursive: true });
    return {};
  }
}

function sortKeys(baseline: Baseline): Baseline {
  return Object.fromEntries(Object.entries(baseline).sort(([a], [b]) => a.localeCompare(b)));
}
